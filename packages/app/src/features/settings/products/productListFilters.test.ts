import { describe, expect, it } from 'vitest';
import { appFromWire, type App } from '@portal-fiscal/api-client';
import {
  DEFAULT_PRODUCT_LIST_PARAMS,
  activeProductFilterCount,
  filterProducts,
  firstImageOf,
  parseProductListParams,
  productListHref,
  productOptions,
  PRODUCT_LIST_PAGE_SIZE,
} from './productListFilters';
import { pageOf } from '../../../lib/listRows';

const app = (
  appUuid: string,
  name: string,
  description: string | null = null,
  extra: Partial<Parameters<typeof appFromWire>[0]> = {},
): App =>
  appFromWire({ appUuid, name, description, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...extra });

const APPS = [
  app('app-1', 'Norte ICMS', 'Apuração de ICMS com benefícios da Zona Franca.'),
  app('app-2', 'Norte SPED Validador', 'Valida a EFD antes da entrega.'),
  app('app-3', 'Conciliador', null),
];

describe('parseProductListParams', () => {
  it('reads search, ticked products and page', () => {
    expect(parseProductListParams('?tab=products-list&q=%20icms%20&produto=app-1,app-2&page=2')).toEqual({
      q: 'icms',
      products: ['app-1', 'app-2'],
      page: 2,
    });
  });

  it('is the whole list without parameters', () => {
    expect(parseProductListParams('?tab=products-list')).toEqual(DEFAULT_PRODUCT_LIST_PARAMS);
  });

  it('treats malformed values as no filter', () => {
    expect(parseProductListParams(`?q=${'a'.repeat(201)}`).q).toBe('');
    expect(parseProductListParams('?produto=app-1,<script>').products).toEqual([]);
    expect(parseProductListParams('?page=0').page).toBe(1);
    expect(parseProductListParams('?page=abc').page).toBe(1);
    expect(parseProductListParams('?page=-2').page).toBe(1);
    expect(parseProductListParams('?produto=app-1,,app-1').products).toEqual(['app-1']);
  });
});

describe('productListHref', () => {
  it('keeps the tab and leaves defaults out', () => {
    expect(productListHref(DEFAULT_PRODUCT_LIST_PARAMS)).toBe('/settings/my-account?tab=products-list');
    expect(productListHref({ q: 'nota fiscal', products: ['app-1', 'app-2'], page: 3 })).toBe(
      '/settings/my-account?tab=products-list&q=nota+fiscal&produto=app-1,app-2&page=3',
    );
  });

  it('round-trips through the parser', () => {
    const params = { q: 'São Paulo & ICMS', products: ['app-3'], page: 2 };
    expect(parseProductListParams(productListHref(params).split('?')[1] ?? '')).toEqual(params);
  });
});

describe('filterProducts', () => {
  it('matches every word in the name or the description, ignoring case and accents', () => {
    expect(filterProducts(APPS, { q: 'APURACAO zona', products: [] }).map((a) => a.appUuid)).toEqual(['app-1']);
    expect(filterProducts(APPS, { q: 'norte', products: [] }).map((a) => a.appUuid)).toEqual(['app-1', 'app-2']);
    expect(filterProducts(APPS, { q: 'concíliador', products: [] }).map((a) => a.appUuid)).toEqual(['app-3']);
    expect(filterProducts(APPS, { q: 'nada', products: [] })).toEqual([]);
  });

  it('keeps only the ticked products, with the search', () => {
    expect(filterProducts(APPS, { q: '', products: ['app-2', 'app-3'] }).map((a) => a.appUuid)).toEqual(['app-2', 'app-3']);
    expect(filterProducts(APPS, { q: 'norte', products: ['app-2', 'app-3'] }).map((a) => a.appUuid)).toEqual(['app-2']);
  });
});

describe('productOptions', () => {
  it('lists the names alphabetically, the ticked ones first, at most max', () => {
    expect(productOptions(APPS, [], 'pt-BR').map((o) => o.label)).toEqual(['Conciliador', 'Norte ICMS', 'Norte SPED Validador']);
    expect(productOptions(APPS, ['app-2'], 'pt-BR', 2)).toEqual([
      { value: 'app-2', label: 'Norte SPED Validador' },
      { value: 'app-3', label: 'Conciliador' },
    ]);
  });
});

describe('counts and pages', () => {
  it('counts the search and each ticked product', () => {
    expect(activeProductFilterCount({ q: 'x', products: ['a', 'b'], page: 1 })).toBe(3);
    expect(activeProductFilterCount(DEFAULT_PRODUCT_LIST_PARAMS)).toBe(0);
  });

  it('pages 12 at a time, one page when empty', () => {
    const pageCount = (total: number) =>
      pageOf(
        Array.from({ length: total }, (_, i) => i),
        1,
        PRODUCT_LIST_PAGE_SIZE,
      ).pageCount;
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

describe('firstImageOf', () => {
  it('is the first media, else the photo, else nothing', () => {
    expect(firstImageOf(APPS[0]!)).toBeNull();
    expect(firstImageOf(app('app-9', 'Com foto', null, { appPhotoUrl: 'https://img/x.png' }))).toBe('https://img/x.png');
  });
});
