import { afterAll, describe, expect, it } from 'vitest';
import { clearDb, db } from './db';
import { resetDemoData, resetMockData, setScenario } from './data';
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
