import { describe, expect, it } from 'vitest';
import { managementListHref, parseManagementParams } from './params';

describe('parseManagementParams', () => {
  it('reads the tab, the search, the order and the page', () => {
    expect(parseManagementParams('?tab=gerenciar-usuarios&q=Ot%C3%A1vio&sort=createdAt&order=desc&page=2')).toEqual({
      tab: 'gerenciar-usuarios',
      q: 'Otávio',
      sort: { columnId: 'createdAt', direction: 'desc' },
      page: 2,
    });
    expect(parseManagementParams('tab=gerenciar-providers&sort=apps')).toMatchObject({
      tab: 'gerenciar-providers',
      sort: { columnId: 'apps', direction: 'asc' },
    });
  });

  it('ignores what it does not know', () => {
    expect(parseManagementParams('')).toEqual({ tab: null, q: '', sort: null, page: 1 });
    expect(parseManagementParams('?tab=billing&page=0&sort=<script>')).toEqual({ tab: null, q: '', sort: null, page: 1 });
    expect(parseManagementParams('?page=-3&q=' + 'x'.repeat(201))).toMatchObject({ q: '', page: 1 });
  });
});

describe('managementListHref', () => {
  it('leaves the defaults out', () => {
    expect(managementListHref('gerenciar-aplicativos')).toBe('/settings/management?tab=gerenciar-aplicativos');
    expect(managementListHref('gerenciar-usuarios', { q: '  ', page: 1, sort: null })).toBe('/settings/management?tab=gerenciar-usuarios');
  });

  it('round-trips through the parser', () => {
    const href = managementListHref('gerenciar-usuarios', { q: 'joão silva', sort: { columnId: 'user', direction: 'desc' }, page: 3 });
    expect(href).toBe('/settings/management?tab=gerenciar-usuarios&q=jo%C3%A3o+silva&sort=user&order=desc&page=3');
    expect(parseManagementParams(href.split('?')[1] ?? '')).toEqual({
      tab: 'gerenciar-usuarios',
      q: 'joão silva',
      sort: { columnId: 'user', direction: 'desc' },
      page: 3,
    });
  });
});
