import { afterAll, describe, expect, it } from 'vitest';
import { clearDb, db } from './db';
import { resetDemoData, resetMockData, setScenario } from './data';
import { seedFor } from './seed/variants';
import { applyScenarioBehaviour, getBehaviour, updateBehaviour } from './state';

describe('scenario data', () => {
  afterAll(() => {
    applyScenarioBehaviour('default');
    clearDb();
  });

  it('setScenario switches data and behaviour', async () => {
    await setScenario('empty');
    expect(getBehaviour().scenario).toBe('empty');
    expect(db.accounts.count()).toBe(4);
    expect(db.apps.count() + db.leis.count() + db.newsPosts.count() + db.providers.count() + db.shortcuts.count()).toBe(0);
    await setScenario('flaky');
    expect(getBehaviour().errorRate).toBeGreaterThan(0);
    expect(db.apps.count()).toBeGreaterThanOrEqual(40);
  });

  it('the large scenario: the default data with 10,000 apps, 1,000 accounts and 1,000 leis, behaving as the default', async () => {
    await setScenario('large');
    expect(getBehaviour()).toMatchObject({ scenario: 'large', latencyMs: 0, errorRate: 0, expireAllTokens: false });
    expect(db.apps.count()).toBe(10_000);
    expect(db.accounts.count()).toBe(1_000);
    expect(
      db.accounts
        .all()
        .slice(0, 4)
        .map((a) => a.email),
    ).toEqual(['admin@portalfiscal.demo', 'fornecedor@portalfiscal.demo', 'usuario@portalfiscal.demo', 'semempresa@portalfiscal.demo']);
    expect(db.leis.count()).toBe(1_000);
    expect(
      db.leis
        .all()
        .slice(0, seedFor('default').leis.length)
        .map((l) => l.lei_uuid),
    ).toEqual(seedFor('default').leis.map((l) => l.lei_uuid));
    // Each variant's seed is built once and reused.
    expect(seedFor('large')).toBe(seedFor('large'));
    expect(seedFor('large')).not.toBe(seedFor('default'));
    await resetMockData('large');
    expect(db.apps.count()).toBe(10_000);
    await setScenario('default');
    expect(db.apps.count()).toBe(seedFor('default').apps.length);
    expect(db.accounts.count()).toBe(seedFor('default').accounts.length);
  });

  it('writes never leak into the next reset (the cached seed stays pristine)', async () => {
    await resetMockData('default');
    const app = db.apps.all()[0]!;
    await db.apps.update((q) => q.where({ appUuid: app.appUuid }), {
      data: (draft) => {
        draft.name = 'Renomeado';
        draft.tagUuids.push('tag-x');
        draft.appFunctionalities[0]!.description = 'Alterada';
      },
    });
    db.leis.deleteMany((q) => q.where(() => true));
    await resetMockData('default');
    const again = db.apps.findFirst((q) => q.where({ appUuid: app.appUuid }))!;
    expect(again.name).toBe(app.name);
    expect(again.tagUuids).toEqual(app.tagUuids);
    expect(again.appFunctionalities).toEqual(app.appFunctionalities);
    expect(db.leis.count()).toBeGreaterThanOrEqual(24);
  });

  it('resetDemoData reloads the current scenario and keeps the panel behaviour', async () => {
    await setScenario('slow');
    updateBehaviour({ latencyMs: 250 });
    db.apps.deleteMany((q) => q.where(() => true));
    await resetDemoData();
    expect(db.apps.count()).toBeGreaterThanOrEqual(40);
    expect(getBehaviour()).toMatchObject({ scenario: 'slow', latencyMs: 250 });
  });
});
