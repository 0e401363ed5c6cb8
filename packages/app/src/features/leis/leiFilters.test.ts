import { describe, expect, it } from 'vitest';
import type { Lei } from '@portal-fiscal/api-client';
import {
  DEFAULT_LEIS_PARAMS,
  activeLeiFilterCount,
  filterLeis,
  leiFacets,
  leisSearch,
  normaliseTags,
  parseLeisParams,
  splitValues,
  type LeisListParams,
} from './leiFilters';

const lei = (id: string, fields: Partial<Lei>): Lei => ({
  leiUuid: id,
  title: null,
  titleSmall: null,
  subtitle: null,
  objetivo: null,
  contrapartida: null,
  locaisExecucao: null,
  imposto: null,
  areaDirecionamento: null,
  tag: null,
  proponente: null,
  publicoAlvo: null,
  totalImpactados: null,
  investimento: null,
  leiPhoto: null,
  appProvider: null,
  appProviderName: null,
  appProviderPhoto: null,
  facilitador: null,
  facilitadorName: null,
  facilitadorPhoto: null,
  phone: null,
  ...fields,
});

const LEIS = [
  lei('orquestra', {
    title: 'Lei Rouanet — Orquestra Jovem do Recôncavo',
    subtitle: 'Lei Rouanet',
    tag: 'Cultura, Educação',
    locaisExecucao: 'Cachoeira - BA, São Félix - BA',
    imposto: 'IR',
    proponente: 'Instituto Cultura Viva',
    areaDirecionamento: 'Cultura, Música',
  }),
  lei('judo', {
    title: 'Judô nas Escolas',
    subtitle: 'Lei de Incentivo ao Esporte',
    tag: 'Esporte',
    locaisExecucao: 'Recife - PE',
    imposto: 'IR',
    proponente: 'Associação Tatame',
    areaDirecionamento: 'Esporte',
  }),
  lei('museu', {
    title: 'Museu da Língua',
    subtitle: 'ProAC ICMS',
    tag: 'Cultura, Patrimônio',
    locaisExecucao: 'São Paulo - SP',
    imposto: 'ICMS',
    proponente: 'Fundação Memória',
    areaDirecionamento: 'Cultura',
  }),
  lei('sem-dados', {}),
];
const params = (p: Partial<LeisListParams>): LeisListParams => ({ ...DEFAULT_LEIS_PARAMS, ...p });
const ids = (list: Lei[]) => list.map((l) => l.leiUuid);

describe('parseLeisParams / leisSearch', () => {
  it('reads the plain list as the default: every tag selected', () => {
    expect(parseLeisParams('')).toEqual(DEFAULT_LEIS_PARAMS);
  });

  it('round-trips a filtered state, accents and spaces included', () => {
    const state = params({
      q: 'orquestra jovem',
      tags: ['Cultura', 'Educação'],
      cidades: ['São Félix - BA'],
      impostos: ['IR'],
      areas: ['Música'],
      page: 2,
    });
    expect(parseLeisParams(leisSearch(state))).toEqual(state);
  });

  it('keeps "every tag removed" apart from the default', () => {
    expect(parseLeisParams('?tags=')).toEqual(params({ tags: [] }));
    expect(leisSearch(params({ tags: [] }))).toBe('?tags=');
    expect(leisSearch(DEFAULT_LEIS_PARAMS)).toBe('');
  });

  it.each([
    ['page zero', '?page=0'],
    ['a page that is not a number', '?page=dois'],
    ['a search nobody typed', `?q=${'a'.repeat(201)}`],
    ['a control character in a value', '?cidade=Recife%00'],
    ['a value too long to be a city', `?cidade=${'x'.repeat(121)}`],
  ])('calls %s malformed', (_, search) => {
    expect(parseLeisParams(search)).toBeNull();
  });

  it('accepts markup in the search as plain text', () => {
    expect(parseLeisParams('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')?.q).toBe('<script>alert(1)</script>');
  });
});

describe('leiFacets', () => {
  it('lists each group’s distinct values alphabetically', () => {
    const facets = leiFacets(LEIS);
    expect(facets.tags).toEqual(['Cultura', 'Educação', 'Esporte', 'Patrimônio']);
    expect(facets.cidades).toEqual(['Cachoeira - BA', 'Recife - PE', 'São Félix - BA', 'São Paulo - SP']);
    expect(facets.impostos).toEqual(['ICMS', 'IR']);
  });

  it('keeps the 10 most frequent values of a group', () => {
    const many = Array.from({ length: 12 }, (_, i) => lei(`l${i}`, { tag: i < 3 ? 'Frequente' : `Tag ${String(i).padStart(2, '0')}` }));
    const tags = leiFacets(many).tags;
    expect(tags).toHaveLength(10);
    expect(tags).toContain('Frequente');
  });
});

describe('filterLeis', () => {
  it('shows every lei by default', () => {
    expect(ids(filterLeis(LEIS, DEFAULT_LEIS_PARAMS))).toEqual(['orquestra', 'judo', 'museu', 'sem-dados']);
  });

  it('searches title, subtitle, proponente and tag without case or accents, every word', () => {
    expect(ids(filterLeis(LEIS, params({ q: 'RECONCAVO' })))).toEqual(['orquestra']);
    expect(ids(filterLeis(LEIS, params({ q: 'tatame' })))).toEqual(['judo']);
    expect(ids(filterLeis(LEIS, params({ q: 'patrimonio' })))).toEqual(['museu']);
    expect(ids(filterLeis(LEIS, params({ q: 'icms museu' })))).toEqual(['museu']);
    expect(ids(filterLeis(LEIS, params({ q: 'rouanet judô' })))).toEqual([]);
  });

  it('keeps leis with any selected tag; none selected shows none', () => {
    expect(ids(filterLeis(LEIS, params({ tags: ['Esporte', 'Patrimônio'] })))).toEqual(['judo', 'museu']);
    expect(filterLeis(LEIS, params({ tags: [] }))).toEqual([]);
  });

  it('combines groups: any value within a group, every group together', () => {
    expect(ids(filterLeis(LEIS, params({ cidades: ['Recife - PE', 'São Paulo - SP'] })))).toEqual(['judo', 'museu']);
    expect(ids(filterLeis(LEIS, params({ cidades: ['Recife - PE', 'São Paulo - SP'], impostos: ['ICMS'] })))).toEqual(['museu']);
    expect(ids(filterLeis(LEIS, params({ areas: ['Música'], impostos: ['ICMS'] })))).toEqual([]);
  });

  it('returns an empty result as empty (not the full list, as the original did)', () => {
    expect(filterLeis(LEIS, params({ q: 'não existe' }))).toEqual([]);
  });
});

describe('normaliseTags / activeLeiFilterCount', () => {
  const offered = ['Cultura', 'Esporte'];
  it('turns "every offered tag" back into the default', () => {
    expect(normaliseTags(['Esporte', 'Cultura'], offered)).toBeNull();
    expect(normaliseTags(['Esporte'], offered)).toEqual(['Esporte']);
    expect(normaliseTags([], offered)).toEqual([]);
  });

  it('counts the search, each removed tag and each other selection', () => {
    expect(activeLeiFilterCount(DEFAULT_LEIS_PARAMS, offered)).toBe(0);
    expect(activeLeiFilterCount(params({ q: 'x', tags: ['Cultura'], cidades: ['Recife - PE'] }), offered)).toBe(3);
  });
});

describe('splitValues', () => {
  it('splits, trims and drops empty and repeated values', () => {
    expect(splitValues(' Cultura,  Educação ,,Cultura')).toEqual(['Cultura', 'Educação']);
    expect(splitValues(null)).toEqual([]);
  });
});
