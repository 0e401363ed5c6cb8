import { describe, expect, it } from 'vitest';
import { accountFromWire, appFromWire, type Account, type AccountWire, type App } from '@portal-fiscal/api-client';
import { sortFor, sortRows } from '../../../lib/listRows';
import { APP_SORT_KEYS, USER_SORT_KEYS, companyOf, jobOf } from './tables';

const app = (name: string, extra: { provider?: string; category?: string; stars?: number[] } = {}): App =>
  appFromWire({
    appUuid: `app-${name}`,
    name,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    appRatings: (extra.stars ?? []).map((stars) => ({ stars })),
    appProviderUuid: extra.provider ? { uuid: `prov-${extra.provider}`, name: extra.provider } : null,
    appCategoryUuid: extra.category ? { appCategoriesUuid: `cat-${extra.category}`, name: extra.category } : null,
  });

const account = (name: string, extra: Partial<AccountWire> = {}): Account =>
  accountFromWire({
    id: 1,
    uuid: `acc-${name}`,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@exemplo.demo`,
    accountRoles: { uuid: 'role-marketplace-user', roleName: 'MARKETPLACE_USER' },
    accountsStatus: 'ATIVO',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((row) => row.name);

describe('sortRows', () => {
  const apps = [
    app('Zeta 10', { provider: 'Beta', stars: [5] }),
    app('Álvaro 2', { category: 'ICMS', stars: [3, 4] }),
    app('zeta 9', { provider: 'alfa', category: 'ISS' }),
  ];

  /** The apps' names in the order the given column and direction put them. */
  const ordered = (columnId: string, direction: 'asc' | 'desc') => names(sortRows(apps, { columnId, direction }, APP_SORT_KEYS, 'pt-BR'));

  it('orders text by the locale, ignoring case and accents, numbers as numbers', () => {
    expect(ordered('app', 'asc')).toEqual(['Álvaro 2', 'zeta 9', 'Zeta 10']);
    expect(ordered('app', 'desc')).toEqual(['Zeta 10', 'zeta 9', 'Álvaro 2']);
  });

  it('orders numbers, and keeps empty values last in both directions', () => {
    expect(ordered('rating', 'desc')).toEqual(['Zeta 10', 'Álvaro 2', 'zeta 9']);
    expect(ordered('provider', 'asc')).toEqual(['zeta 9', 'Zeta 10', 'Álvaro 2']);
    expect(ordered('provider', 'desc')).toEqual(['Zeta 10', 'zeta 9', 'Álvaro 2']);
    expect(ordered('category', 'desc')).toEqual(['zeta 9', 'Álvaro 2', 'Zeta 10']);
  });

  it('is stable, never changes its input, and without a (known) sort keeps the order', () => {
    const same = [app('B', { stars: [4] }), app('A', { stars: [4] }), app('C', { stars: [4] })];
    expect(names(sortRows(same, { columnId: 'rating', direction: 'asc' }, APP_SORT_KEYS, 'pt-BR'))).toEqual(['B', 'A', 'C']);
    const copy = [...apps];
    sortRows(apps, { columnId: 'app', direction: 'asc' }, APP_SORT_KEYS, 'pt-BR');
    expect(apps).toEqual(copy);
    expect(sortRows(apps, null, APP_SORT_KEYS, 'pt-BR')).toEqual(apps);
    expect(sortRows(apps, { columnId: 'nope', direction: 'asc' }, APP_SORT_KEYS, 'pt-BR')).toEqual(apps);
  });

  it('sortFor keeps only this table’s columns', () => {
    expect(sortFor({ columnId: 'rating', direction: 'desc' }, APP_SORT_KEYS)).toEqual({ columnId: 'rating', direction: 'desc' });
    expect(sortFor({ columnId: 'email', direction: 'asc' }, APP_SORT_KEYS)).toBeNull();
    expect(sortFor({ columnId: 'toString', direction: 'asc' }, APP_SORT_KEYS)).toBeNull();
    expect(sortFor(null, APP_SORT_KEYS)).toBeNull();
  });

  it('orders 10,000 rows well within a frame budget', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      app(`Aplicativo ${(i * 7919) % 10_000}`, { provider: `Empresa ${i % 97}`, stars: [(i % 5) + 1] }),
    );
    const started = performance.now();
    const sorted = sortRows(many, { columnId: 'app', direction: 'asc' }, APP_SORT_KEYS, 'pt-BR');
    const elapsed = performance.now() - started;
    expect(sorted[0]?.name).toBe('Aplicativo 0');
    expect(sorted[9_999]?.name).toBe('Aplicativo 9999');
    expect(elapsed).toBeLessThan(500);
  });
});

describe('what the user columns show', () => {
  it('the provider’s name before the typed company; the cargo before the occupation', () => {
    const withProvider = account('Bruno', { company: 'Texto livre', appProvider: { uuid: 'prov-1', name: 'Contábil Norte' } });
    expect(companyOf(withProvider)).toBe('Contábil Norte');
    expect(companyOf(account('Carla', { company: 'Mendes & Associados' }))).toBe('Mendes & Associados');
    expect(jobOf(account('Diego', { cargo: '', occupation: 'economista' }))).toBe('economista');
    expect(jobOf(account('Eva', { cargo: 'Contadora', occupation: 'contador' }))).toBe('Contadora');
  });

  it('sorts users by their dates', () => {
    const users = [account('A', { createdAt: '2026-03-01T12:00:00.000Z' }), account('B', { createdAt: '2025-01-01T12:00:00.000Z' })];
    expect(names(sortRows(users, { columnId: 'createdAt', direction: 'asc' }, USER_SORT_KEYS, 'pt-BR'))).toEqual(['B', 'A']);
  });
});
