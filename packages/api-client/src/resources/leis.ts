import * as v from 'valibot';
import type { Http } from '../http';
import { NullFloat64Schema, NullInt64Schema, NullStringSchema, unwrapFloat64, unwrapInt64, unwrapString } from '../wire/nullable';

/** Wire: a lei as {server} sends it; every nullable field is a `{String|Int64|Float64, Valid}` wrapper. */
export const LeiWireSchema = v.object({
  lei_uuid: v.string(),
  title: NullStringSchema,
  title_small: NullStringSchema,
  subtitle: NullStringSchema,
  objetivo: NullStringSchema,
  contrapartida: NullStringSchema,
  locais_execucao: NullStringSchema,
  imposto: NullStringSchema,
  area_direcionamento: NullStringSchema,
  tag: NullStringSchema,
  proponente: NullStringSchema,
  publico_alvo: NullStringSchema,
  total_impactados: NullInt64Schema,
  investimento: NullFloat64Schema,
  lei_photo: NullStringSchema,
  app_provider: NullStringSchema,
  app_provider_name: NullStringSchema,
  app_provider_photo: NullStringSchema,
  facilitador: NullStringSchema,
  facilitador_name: NullStringSchema,
  facilitador_photo: NullStringSchema,
  phone: NullStringSchema,
});
export type LeiWire = v.InferOutput<typeof LeiWireSchema>;

/** Domain: a lei with plain nullable values. `objetivo` is backend HTML: sanitise before rendering. */
export interface Lei {
  leiUuid: string;
  title: string | null;
  titleSmall: string | null;
  subtitle: string | null;
  objetivo: string | null;
  contrapartida: string | null;
  locaisExecucao: string | null;
  imposto: string | null;
  areaDirecionamento: string | null;
  tag: string | null;
  proponente: string | null;
  publicoAlvo: string | null;
  totalImpactados: number | null;
  investimento: number | null;
  leiPhoto: string | null;
  appProvider: string | null;
  appProviderName: string | null;
  appProviderPhoto: string | null;
  facilitador: string | null;
  facilitadorName: string | null;
  facilitadorPhoto: string | null;
  phone: string | null;
}

export const leiFromWire = (w: LeiWire): Lei => ({
  leiUuid: w.lei_uuid,
  title: unwrapString(w.title),
  titleSmall: unwrapString(w.title_small),
  subtitle: unwrapString(w.subtitle),
  objetivo: unwrapString(w.objetivo),
  contrapartida: unwrapString(w.contrapartida),
  locaisExecucao: unwrapString(w.locais_execucao),
  imposto: unwrapString(w.imposto),
  areaDirecionamento: unwrapString(w.area_direcionamento),
  tag: unwrapString(w.tag),
  proponente: unwrapString(w.proponente),
  publicoAlvo: unwrapString(w.publico_alvo),
  totalImpactados: unwrapInt64(w.total_impactados),
  investimento: unwrapFloat64(w.investimento),
  leiPhoto: unwrapString(w.lei_photo),
  appProvider: unwrapString(w.app_provider),
  appProviderName: unwrapString(w.app_provider_name),
  appProviderPhoto: unwrapString(w.app_provider_photo),
  facilitador: unwrapString(w.facilitador),
  facilitadorName: unwrapString(w.facilitador_name),
  facilitadorPhoto: unwrapString(w.facilitador_photo),
  phone: unwrapString(w.phone),
});

/** Wire: one record of GET /facilitador/{id}/total (a lei the facilitator runs, with its audience). */
export const FacilitatorTotalWireSchema = v.object({
  lei_uuid: v.string(),
  title: NullStringSchema,
  publico_alvo: NullStringSchema,
  total_impactados: NullInt64Schema,
  investimento: NullFloat64Schema,
});
export type FacilitatorTotalWire = v.InferOutput<typeof FacilitatorTotalWireSchema>;
export interface FacilitatorTotal {
  leiUuid: string;
  title: string | null;
  publicoAlvo: string | null;
  totalImpactados: number | null;
  investimento: number | null;
}

export const LeiListWireSchema = v.array(LeiWireSchema);
export const FacilitatorTotalsWireSchema = v.array(FacilitatorTotalWireSchema);

const LeiSchema = v.pipe(LeiWireSchema, v.transform(leiFromWire));
const LeiListSchema = v.pipe(
  LeiListWireSchema,
  v.transform((list) => list.map(leiFromWire)),
);
const TotalsSchema = v.pipe(
  FacilitatorTotalsWireSchema,
  v.transform((list) =>
    list.map((w): FacilitatorTotal => ({
      leiUuid: w.lei_uuid,
      title: unwrapString(w.title),
      publicoAlvo: unwrapString(w.publico_alvo),
      totalImpactados: unwrapInt64(w.total_impactados),
      investimento: unwrapFloat64(w.investimento),
    })),
  ),
);

export function leisCalls(http: Http) {
  return {
    /** GET {server}/leis → every lei. */
    list: (): Promise<Lei[]> => http.json('server', '/leis', LeiListSchema),
    /** GET {server}/lei/{id} → one lei; 404 for an unknown id. */
    get: (leiUuid: string): Promise<Lei> => http.json('server', `/lei/${encodeURIComponent(leiUuid)}`, LeiSchema),
    /** GET {server}/facilitador/{id}/total → the leis of a facilitator with their audience and totals. */
    facilitatorTotals: (facilitadorId: string): Promise<FacilitatorTotal[]> =>
      http.json('server', `/facilitador/${encodeURIComponent(facilitadorId)}/total`, TotalsSchema),
  };
}
export type LeisCalls = ReturnType<typeof leisCalls>;
