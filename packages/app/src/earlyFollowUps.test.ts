import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LeiWireSchema, leiFromWire } from '@portal-fiscal/api-client';
import { DEMO_BASE_URLS, db, issueToken, setScenario } from '@portal-fiscal/mocks';
import { createMockServer } from '@portal-fiscal/mocks/node';
import { EARLY_FOLLOW_UPS, leiFacilitator } from './earlyFollowUps';

/**
 * A follow-up's id is the very one the page asks with: each `pick` answers what the contract's parse of
 * the answer hands the page, over the mock backend's own answers and over crafted ones; and it still does
 * as the source the build inlines (self-contained).
 */
const server = createMockServer();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // The seed's data.
  await setScenario('default');
});
afterAll(() => server.close());

/** The facilitator page: it asks for the lei's facilitator when the parsed lei names one (not empty). */
const pageAsksWith = (answer: unknown): string | null => {
  const parsed = v.safeParse(LeiWireSchema, answer);
  return parsed.success ? leiFromWire(parsed.output).facilitador || null : null;
};

/** The source the build inlines, made into a function again with nothing around it. */
const inlined = new Function(`return (${String(leiFacilitator)})`)() as typeof leiFacilitator;

describe('early follow-ups (src/earlyFollowUps.ts)', () => {
  it('names the lei as the call whose answer holds the facilitator', () => {
    expect(EARLY_FOLLOW_UPS.facilitador).toEqual({ call: 'leiById', pick: leiFacilitator });
  });

  it("picks the facilitator the page asks for, from every seed lei's own answer", async () => {
    const admin = db.accounts.findFirst((q) => q.where({ email: 'admin@portalfiscal.demo' }));
    if (!admin) throw new Error('seed has no admin@portalfiscal.demo');
    const token = await issueToken(admin);
    const ids = db.leis.findMany().map((lei) => lei.lei_uuid);
    expect(ids.length).toBeGreaterThan(0);
    let named = 0;
    for (const id of ids) {
      const response = await fetch(`${DEMO_BASE_URLS.server}/lei/${encodeURIComponent(id)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const answer: unknown = await response.json();
      expect(leiFacilitator(answer), id).toBe(pageAsksWith(answer));
      expect(inlined(answer), id).toBe(pageAsksWith(answer));
      if (pageAsksWith(answer)) named += 1;
    }
    expect(named, 'some seed lei has a facilitator').toBeGreaterThan(0);
  });

  it('picks nothing the page would not ask for', () => {
    for (const answer of [null, [], 'lei', 42, {}, { facilitador: null }, { facilitador: 'prov-1' }, { facilitador: [] }]) {
      expect(leiFacilitator(answer), JSON.stringify(answer)).toBeNull();
    }
    expect(leiFacilitator({ facilitador: { String: 'prov-1', Valid: false } })).toBeNull();
    expect(leiFacilitator({ facilitador: { String: '', Valid: true } })).toBeNull();
    expect(leiFacilitator({ facilitador: { String: 7, Valid: true } })).toBeNull();
    expect(leiFacilitator({ facilitador: { String: 'prov-1', Valid: 'true' } })).toBeNull();
    expect(leiFacilitator({ facilitador: { String: 'prov-1', Valid: true } })).toBe('prov-1');
  });
});
