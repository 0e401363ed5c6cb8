/** The filters of the app lists (`q`, `category`, `subcategory`, `provider`), through the real client. */
import { describe, expect, it } from 'vitest';
import type { App, AppFilters } from '@portal-fiscal/api-client';
import { db, type AppRecord } from '../db';
import { appFiltersOf } from '../lib/apps';
import { issueToken } from '../lib/tokens';
import { accountOf, clientAs, seedContext, server, setupMockBackend, urls, mswOnly } from './harness';

setupMockBackend();

/** Written independently of the handler: lower case, no accents, every word in name or description. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
function expected(filters: AppFilters): string[] {
  const words = fold(filters.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const categories = (typeof filters.category === 'string' ? [filters.category] : [...(filters.category ?? [])]).filter((c) => c.trim());
  return db.apps
    .all()
    .filter(
      (a: AppRecord) =>
        (categories.length === 0 || categories.includes(a.appCategoryUuid ?? '')) &&
        (!filters.subcategory || a.subCategoryUuid === filters.subcategory) &&
        (!filters.provider || a.appProviderUuid === filters.provider) &&
        words.every((w) => fold(`${a.name} ${a.description}`).includes(w)),
    )
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.appUuid < b.appUuid ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1))
    .map((a) => a.appUuid);
}
const uuids = (apps: App[]) => apps.map((a) => a.appUuid);

/** GET {server}/apps/1/100 with a query string written by hand (what another client could send). */
async function fetchPage(search: string): Promise<{ total: number }> {
  const token = await issueToken(accountOf('user'));
  const response = await fetch(`${urls.server}/apps/1/100${search}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number };
}

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

  mswOnly('sends only the filters given (trimmed), and a blank filter is no filter', async () => {
    const { api } = clientAs('user');
    const [withQ] = await sentUrls(() => api.apps.serverPage(1, 5, { q: '  icms ', category: '', provider: '   ' }));
    expect(withQ?.pathname).toBe('/apps/1/5');
    expect([...(withQ?.searchParams.entries() ?? [])]).toEqual([['q', 'icms']]);
    const [plain] = await sentUrls(() => api.apps.serverPage(1, 5));
    expect(plain?.search).toBe('');
    const all = await api.apps.serverPage(1, 5, { q: ' ', category: '' });
    expect(all.total).toBe(db.apps.count());
  });

  it('category may name several categories: an app of any of them matches, still ANDed with the rest', async () => {
    const { api } = clientAs('user');
    const byCount = new Map<string, number>();
    for (const a of db.apps.all()) if (a.appCategoryUuid) byCount.set(a.appCategoryUuid, (byCount.get(a.appCategoryUuid) ?? 0) + 1);
    const [first, second] = [...byCount.keys()];
    expect(first && second).toBeTruthy();
    const two = [first!, second!];
    const both = await api.apps.serverPage(1, 100, { category: two });
    expect(both.total).toBe(byCount.get(first!)! + byCount.get(second!)!);
    expect(uuids(both.apps)).toEqual(expected({ category: two }));
    expect(both.apps.every((a) => two.includes(a.category?.appCategoriesUuid ?? ''))).toBe(true);
    // The order of the list does not matter; the answer keeps the lists' order.
    expect(uuids((await api.apps.serverPage(1, 100, { category: [second!, first!] })).apps)).toEqual(uuids(both.apps));

    // An unknown category among known ones matches nothing more and breaks nothing.
    const withUnknown = await api.apps.serverPage(1, 100, { category: [first!, 'cat-desconhecida', second!] });
    expect(uuids(withUnknown.apps)).toEqual(uuids(both.apps));
    await expect(api.apps.serverPage(1, 10, { category: ['cat-desconhecida', 'outra-desconhecida'] })).resolves.toMatchObject({
      total: 0,
      apps: [],
    });

    // Paging: the total counts every match of either category; the pages split them.
    const size = 3;
    const pages = [];
    for (let page = 1; (page - 1) * size < both.total; page++) pages.push(await api.apps.serverPage(page, size, { category: two }));
    expect(pages.every((p) => p.total === both.total)).toBe(true);
    expect(pages.flatMap((p) => uuids(p.apps))).toEqual(uuids(both.apps));
    expect(pages.at(-1)!.apps.length).toBe(both.total - size * (pages.length - 1));

    // ANDed with q, and the same on the whole lists.
    const filters: AppFilters = { q: 'icms', category: two };
    expect(uuids((await api.apps.serverPage(1, 100, filters)).apps)).toEqual(expected(filters));
    expect(uuids(await api.apps.list(filters))).toEqual(expected(filters));
    expect(uuids(await api.apps.serverList(filters))).toEqual(expected(filters));
  });

  mswOnly('several categories go as ONE comma-separated parameter; blanks dropped; an empty list is no filter', async () => {
    const { api } = clientAs('user');
    const [withTwo] = await sentUrls(() => api.apps.serverPage(1, 5, { category: [' cat-a ', '', 'cat-b', '  ', 'cat-a'] }));
    expect([...(withTwo?.searchParams.entries() ?? [])]).toEqual([['category', 'cat-a,cat-b']]);
    expect(withTwo?.search).toBe('?category=cat-a%2Ccat-b');
    const [empty] = await sentUrls(() => api.apps.serverPage(1, 5, { category: [] }));
    expect(empty?.search).toBe('');
    const [blanks] = await sentUrls(() => api.apps.serverPage(1, 5, { category: [' ', ''] }));
    expect(blanks?.search).toBe('');
    await expect(api.apps.serverPage(1, 5, { category: [] })).resolves.toMatchObject({ total: db.apps.count() });
    await expect(api.apps.serverPage(1, 5, { category: [' ', ''] })).resolves.toMatchObject({ total: db.apps.count() });
  });

  it('the backend reads a comma-separated list, blanks dropped, and a repeated parameter too', async () => {
    const s = seedContext();
    const other = db.apps.all().find((a) => a.appCategoryUuid && a.appCategoryUuid !== s.categoryUuid)!.appCategoryUuid!;
    const at = (search: string) => appFiltersOf(new Request(`${urls.server}/apps/1/20${search}`));
    expect(at(`?category=${s.categoryUuid},%20,${other},`)).toEqual({ category: [s.categoryUuid, other] });
    expect(at(`?category=${s.categoryUuid}&category=${other}`)).toEqual({ category: [s.categoryUuid, other] });
    expect(at('?category=,%20,')).toEqual({});
    expect(at('?category=')).toEqual({});
    const server = await fetchPage(`?category=${s.categoryUuid},,${other}`);
    expect(server.total).toBe(expected({ category: [s.categoryUuid, other] }).length);
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
