import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { appFromWire, type App, type AppWire } from '@portal-fiscal/api-client';
import { productTexts } from '../../../frameTexts';
import { isWebsite } from '../../../lib/urlRules';
import {
  EMPTY_PRODUCT_FORM,
  cleanList,
  normaliseWebsite,
  productEditDefaults,
  productEditSchema,
  productRegistrationSchema,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
} from './productForm';
import { storedRelationship } from './testRecords';

const image = new File([new Uint8Array([1, 2, 3])], 'tela.png', { type: 'image/png' });
const filled = {
  ...EMPTY_PRODUCT_FORM,
  name: ' Norte DIFAL ',
  website: 'difal.exemplo.com.br',
  category: 'cat-1',
  subcategory: 'sub-1',
  description: 'Cálculo do DIFAL',
  integrations: [' SAP ', ''],
  features: ['Cálculo', ' Guia ', 'Relatório', 'cálculo', '  '],
  images: [image],
};
const messages = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.issues?.map((issue) => `${v.getDotPath(issue)}:${issue.message}`).sort();

const subs = [
  { appSubCategoryUuid: 'sub-1', name: 'Um', appCategoriesUuid: 'cat-1' },
  { appSubCategoryUuid: 'sub-2', name: 'Dois', appCategoriesUuid: 'cat-1' },
  { appSubCategoryUuid: 'sub-3', name: 'Três', appCategoriesUuid: 'cat-2' },
];

describe('product registration form', () => {
  it('gives every spec message on an empty form (spec 02 §5)', () => {
    expect(messages(v.safeParse(productRegistrationSchema(true), EMPTY_PRODUCT_FORM))).toEqual([
      'category:products.errors.category',
      'description:products.errors.description',
      'features:products.errors.features',
      'images:products.errors.images',
      'integrations:products.errors.integrations',
      'name:products.errors.name',
      'provider:products.errors.provider',
      'subcategory:products.errors.subcategory',
      'website:products.errors.websiteRequired',
    ]);
  });

  it('asks for the company only of who may register for any', () => {
    expect(v.safeParse(productRegistrationSchema(false), filled).success).toBe(true);
    expect(messages(v.safeParse(productRegistrationSchema(true), filled))).toEqual(['provider:products.errors.provider']);
  });

  it('trims texts, makes the website an address and cleans the lists', () => {
    const result = v.parse(productRegistrationSchema(false), filled);
    expect(result.name).toBe('Norte DIFAL');
    expect(result.website).toBe('https://difal.exemplo.com.br');
    expect(result.integrations).toEqual(['SAP']);
    expect(result.features).toEqual(['Cálculo', 'Guia', 'Relatório']);
  });

  it('needs three distinct, non-blank features', () => {
    const result = v.safeParse(productRegistrationSchema(false), { ...filled, features: ['A', ' a ', 'B', ''] });
    expect(messages(result)).toEqual(['features:products.errors.features']);
  });

  it('tells a malformed website from a missing one', () => {
    expect(messages(v.safeParse(productRegistrationSchema(false), { ...filled, website: '   ' }))).toEqual([
      'website:products.errors.websiteRequired',
    ]);
    for (const website of ['exemplo', 'http://', 'https://exem plo.com']) {
      expect(messages(v.safeParse(productRegistrationSchema(false), { ...filled, website })), website).toEqual([
        'website:products.errors.websiteInvalid',
      ]);
    }
  });

  it('says a refused scheme on the website: only http:// and https:// (the backend refuses the rest too)', () => {
    for (const website of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '  javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'ftp://exemplo.com.br',
    ]) {
      for (const schema of [productRegistrationSchema(false), productEditSchema]) {
        expect(messages(v.safeParse(schema, { ...filled, website })), website).toEqual(['website:products.errors.websiteScheme']);
      }
    }
    for (const website of ['http://ok.example.com', 'https://ok.example.com/path?x=1']) {
      expect(v.safeParse(productEditSchema, { ...filled, website }).success, website).toBe(true);
    }
    // A protocol-relative address is made https, like a bare domain: never stored as `//host`.
    expect(v.parse(productEditSchema, { ...filled, website: '//ok.example.com' }).website).toBe('https://ok.example.com');
  });
});

describe('product edit form', () => {
  it('requires the texts but not the lists nor an image', () => {
    expect(v.safeParse(productEditSchema, { ...filled, integrations: [], features: ['Só uma'], images: [] }).success).toBe(true);
    expect(messages(v.safeParse(productEditSchema, EMPTY_PRODUCT_FORM))).toEqual([
      'category:products.errors.category',
      'description:products.errors.description',
      'name:products.errors.name',
      'subcategory:products.errors.subcategory',
      'website:products.errors.websiteRequired',
    ]);
  });

  it('starts from what is stored: the relationship first, else the app’s own category', () => {
    const app = {
      appUuid: 'app-1',
      name: 'Norte ICMS',
      description: 'Apuração',
      website: 'https://norte.exemplo.com.br',
      integrations: ['SAP'],
      provider: { uuid: 'prov-1' },
      category: { appCategoriesUuid: 'cat-2' },
      subcategory: { appSubCategoryUuid: 'sub-3', name: null },
    } as unknown as App;
    const functionalities = [{ id: 1, description: 'Cálculo', appUuid: 'app-1' }];
    expect(productEditDefaults({ app, relationship: storedRelationship, functionalities, medias: [] })).toEqual({
      provider: 'prov-1',
      name: 'Norte ICMS',
      website: 'https://norte.exemplo.com.br',
      category: 'cat-1',
      subcategory: 'sub-1',
      description: 'Apuração',
      integrations: ['SAP'],
      features: ['Cálculo'],
      images: [],
    });
    expect(productEditDefaults({ app, relationship: null, functionalities, medias: [] })).toMatchObject({
      category: 'cat-2',
      subcategory: 'sub-3',
    });
  });

  // The frame of the edit screen writes the app's name and description into the loading state's fields
  // (src/frameTexts.ts): the form must start from the same texts, or its fields would change under the
  // visitor's eyes when it comes.
  it.for([
    ['as stored', { name: 'Norte ICMS', description: 'Apuração do ICMS.' }],
    ['spaces and line breaks around', { name: '  Norte ICMS ', description: '  Linha 1\nLinha 2  ' }],
    ['a blank description', { name: 'Norte ICMS', description: '   ' }],
    ['a dash', { name: 'Norte ICMS', description: '-' }],
    ['no description', { name: 'Norte ICMS', description: null }],
    ['a blank name', { name: '  ', description: 'Apuração do ICMS.' }],
    ['markup, which is text', { name: '<b>Norte</b>', description: '<script>alert(1)</script>' }],
  ] satisfies [string, Pick<AppWire, 'name' | 'description'>][])('starts with the texts its frame showed: %s', ([, texts]) => {
    const wire: AppWire = { appUuid: 'app-1', createdAt: '2026-01-05T12:00:00Z', updatedAt: '2026-01-05T12:00:00Z', ...texts };
    const shown = productTexts({ message: 'ok', app: wire }) ?? {};
    const defaults = productEditDefaults({ app: appFromWire(wire), relationship: null, functionalities: [], medias: [] });
    if (shown.name === undefined) expect(defaults.name.trim()).toBe('');
    else expect(defaults.name).toBe(shown.name);
    if (shown.description === undefined) expect(defaults.description.trim()).toBe('');
    else expect(defaults.description).toBe(shown.description);
  });
});

describe('category and subcategory', () => {
  it('lists the subcategories of the chosen category only', () => {
    expect(subcategoriesOf(subs, 'cat-1').map((s) => s.appSubCategoryUuid)).toEqual(['sub-1', 'sub-2']);
    expect(subcategoriesOf(subs, '')).toEqual([]);
    expect(subcategoriesOf(undefined, 'cat-1')).toEqual([]);
  });

  it('clears the subcategory when registering, picks the first when editing (spec 02 §4)', () => {
    expect(subcategoryAfterCategoryChange('create', subs, 'cat-1')).toBe('');
    expect(subcategoryAfterCategoryChange('edit', subs, 'cat-1')).toBe('sub-1');
    expect(subcategoryAfterCategoryChange('edit', subs, 'cat-9')).toBe('');
  });
});

describe('helpers', () => {
  it('normalises and checks websites', () => {
    expect(normaliseWebsite(' exemplo.com.br ')).toBe('https://exemplo.com.br');
    expect(normaliseWebsite('http://exemplo.com.br')).toBe('http://exemplo.com.br');
    expect(normaliseWebsite('')).toBe('');
    expect(isWebsite('https://exemplo.com.br/produto?x=1')).toBe(true);
    expect(isWebsite('http://localhost:3000')).toBe(true);
    expect(isWebsite('https://exemplo')).toBe(false);
  });

  it('cleans lists: trimmed, blanks dropped, duplicates (any case) dropped', () => {
    expect(cleanList([' SAP', 'sap ', '', 'Totvs', '  '])).toEqual(['SAP', 'Totvs']);
  });
});
