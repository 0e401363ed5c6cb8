/** The filters of the app lists (`q`, `category`, `subcategory`, `provider`), through the real client. */
import { describe, expect, it } from 'vitest';
import type { App, AppFilters } from '@portal-fiscal/api-client';
import { db, type AppRecord } from '../db';
import { clientAs, seedContext, server, setupMockBackend } from './harness';

setupMockBackend();

/** Written independently of the handler: lower case, no accents, every word in name or description. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
function expected(filters: AppFilters): string[] {
  const words = fold(filters.q ?? '').split(/\s+/).filter(Boolean);
  return db.apps
    .all()
    .filter(
      (a: AppRecord) =>
        (!filters.category || a.appCategoryUuid === filters.category) &&
        (!filters.subcategory || a.subCategoryUuid === filters.subcategory) &&
        (!filters.provider || a.appProviderUuid === filters.provider) &&
        words.every((w) => fold(`${a.name} ${a.description}`).includes(w)),
    )
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.appUuid < b.appUuid ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1))
    .map((a) => a.appUuid);
}
const uuids = (apps: App[]) => apps.map((a) => a.appUuid);

/** The URLs the client sent while `fn` ran. */
async function sentUrls(fn: () => Promise<unknown>): Promise<URL[]> {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url));
  server.events.on('request:start', listener);
  try {
    await fn();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return urls;
}

describe('app list filters', () => {
  it('q searches name and description, ignoring case and accents; every word must match', async () => {
    const { api } = clientAs('user');
    const icms = expected({ q: 'icms' });
    expect(icms.length).toBeGreaterThan(3);
    expect(icms.length).toBeLessThan(db.apps.count());
    const page = await api.apps.serverPage(1, 3, { q: 'ICMS' });
    expect(page).toMatchObject({ page: 1, size: 3, total: icms.length });
    expect(uuids(page.apps)).toEqual(icms.slice(0, 3));
    expect(page.apps.every((a) => /icms/i.test(`${a.name} ${a.description ?? ''}`))).toBe(true);

    const accented = await api.apps.serverPage(1, 100, { q: 'Apuração' });
    expect(accented.total).toBeGreaterThan(0);
    expect(uuids(accented.apps)).toEqual(expected({ q: 'apuracao' }));
    expect(uuids((await api.apps.serverPage(1, 100, { q: 'APURACAO' })).apps)).toEqual(uuids(accented.apps));

    const both = await api.apps.serverPage(1, 100, { q: 'icms  manaus' });
    expect(uuids(both.apps)).toEqual(expected({ q: 'icms manaus' }));
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(icms.length);
  });

  it('category, subcategory and provider narrow the list and combine with q', async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const byCategory = await api.apps.serverPage(1, 100, { category: s.categoryUuid });
    expect(byCategory.total).toBeGreaterThan(0);
    expect(uuids(byCategory.apps)).toEqual(expected({ category: s.categoryUuid }));
    expect(byCategory.apps.every((a) => a.category?.appCategoriesUuid === s.categoryUuid)).toBe(true);

    const sub = s.ownApp.subCategoryUuid ?? '';
    const bySub = await api.apps.serverPage(1, 100, { subcategory: sub });
    expect(bySub.total).toBeGreaterThan(0);
    expect(uuids(bySub.apps)).toEqual(expected({ subcategory: sub }));
    expect(bySub.apps.every((a) => a.subcategory?.appSubCategoryUuid === sub)).toBe(true);

    const byProvider = await api.apps.serverPage(1, 100, { provider: s.providerUuid });
    expect(uuids(byProvider.apps)).toEqual(expected({ provider: s.providerUuid }));
    expect(byProvider.apps.every((a) => a.provider?.uuid === s.providerUuid)).toBe(true);

    const combined: AppFilters = { q: 'icms', category: s.categoryUuid };
    const page2 = await api.apps.serverPage(2, 2, combined);
    expect(page2.total).toBe(expected(combined).length);
    expect(uuids(page2.apps)).toEqual(expected(combined).slice(2, 4));

    const none = await api.apps.serverPage(1, 10, { category: 'cat-desconhecida' });
    expect(none).toMatchObject({ total: 0, apps: [] });
  });

  it('the whole lists (apiNode list, server list) take the same filters', async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const filters: AppFilters = { q: 'nf-e', category: s.categoryUuid };
    const want = expected(filters);
    expect(want.length).toBeGreaterThan(0);
    expect(uuids(await api.apps.list(filters))).toEqual(want);
    expect(uuids(await api.apps.serverList(filters))).toEqual(want);
    expect(await api.apps.list()).toHaveLength(db.apps.count());
  });

  it('sends only the filters given (trimmed), and a blank filter is no filter', async () => {
    const { api } = clientAs('user');
    const [withQ] = await sentUrls(() => api.apps.serverPage(1, 5, { q: '  icms ', category: '', provider: '   ' }));
    expect(withQ?.pathname).toBe('/apps/1/5');
    expect([...(withQ?.searchParams.entries() ?? [])]).toEqual([['q', 'icms']]);
    const [plain] = await sentUrls(() => api.apps.serverPage(1, 5));
    expect(plain?.search).toBe('');
    const all = await api.apps.serverPage(1, 5, { q: ' ', category: '' });
    expect(all.total).toBe(db.apps.count());
  });

  it('a write shows up in the filtered lists at once (the lookups follow every write)', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    const filters: AppFilters = { q: 'zeta-termo-unico' };
    await expect(api.apps.serverPage(1, 10, filters)).resolves.toMatchObject({ total: 0 });
    await api.apps.update(s.ownApp.appUuid, { description: 'Agora com zeta-termo-único no texto.' });
    const found = await api.apps.serverPage(1, 10, filters);
    expect(uuids(found.apps)).toEqual([s.ownApp.appUuid]);
    await api.apps.delete(s.ownApp.appUuid);
    await expect(api.apps.serverPage(1, 10, filters)).resolves.toMatchObject({ total: 0 });
  });
});
