import { http } from 'msw';
import {
  FacilitatorTotalsWireSchema,
  LeiListWireSchema,
  LeiWireSchema,
  wrapFloat64,
  wrapInt64,
  wrapString,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { withAuth, withBehaviour } from '../lib/guard';
import { param } from '../lib/params';
import { notFound, wireJson } from '../lib/responses';
import { leiWire } from '../lib/wire';
import { comparePtBR } from '../lib/indexes';

export const leisHandlers = (urls: MockBaseUrls) => ({
  /** GET {server}/leis → every lei (wrapped nullable fields), by title. */
  'leis.list': http.get(
    `${urls.server}/leis`,
    withBehaviour(
      withAuth(() => {
        const leis = db.leis
          .all()
          .slice()
          .sort((a, b) => comparePtBR(a.title ?? '', b.title ?? ''));
        return wireJson(
          LeiListWireSchema,
          leis.map((l) => leiWire(urls, l)),
        );
      }),
    ),
  ),

  /** GET {server}/lei/{id} → one lei; 404 unknown. */
  'leis.get': http.get(
    `${urls.server}/lei/:id`,
    withBehaviour(
      withAuth(({ params }) => {
        const lei = db.leis.findFirst((q) => q.where({ lei_uuid: param(params, 'id') }));
        return lei ? wireJson(LeiWireSchema, leiWire(urls, lei)) : notFound('Lei não encontrada.');
      }),
    ),
  ),

  /** GET {server}/facilitador/{id}/total → the facilitator's leis with publico_alvo and totals; 404 unknown facilitator. */
  'leis.facilitatorTotals': http.get(
    `${urls.server}/facilitador/:id/total`,
    withBehaviour(
      withAuth(({ params }) => {
        const id = param(params, 'id');
        const leis = db.leis.findMany((q) => q.where({ facilitador: id }));
        if (leis.length === 0) return notFound('Facilitador não encontrado.');
        return wireJson(
          FacilitatorTotalsWireSchema,
          leis.map((l) => ({
            lei_uuid: l.lei_uuid,
            title: wrapString(l.title),
            publico_alvo: wrapString(l.publico_alvo),
            total_impactados: wrapInt64(l.total_impactados),
            investimento: wrapFloat64(l.investimento),
          })),
        );
      }),
    ),
  ),
});
