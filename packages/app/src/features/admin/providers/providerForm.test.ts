import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { providerFromWire, type Provider, type ProviderWire } from '@portal-fiscal/api-client';
import { providerTexts } from '../../../frameTexts';
import {
  EMPTY_PROVIDER_CREATE,
  dash,
  isHttpUrl,
  providerCreateBody,
  providerCreateSchema,
  providerEditBody,
  providerEditDefaults,
  providerEditSchema,
} from './providerForm';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

const PROVIDER: Provider = {
  uuid: 'prov-0001-contabil-norte',
  name: 'Contábil Norte Tecnologia',
  description: null,
  photo: 'https://assets.exemplo/api/v1/asset/img/abc',
  providerTypeUuid: 'ptype-0001-software-house',
  providerTypeName: 'Software house',
  status: 'ATIVO',
  apps: [],
  accounts: [],
  createdAt: '2025-03-10T14:00:00.000Z',
  updatedAt: null,
};

describe('the create-provider form', () => {
  it('asks for a name and a type; blank-only and a lone dash count as empty', () => {
    expect(messages(providerCreateSchema, EMPTY_PROVIDER_CREATE)).toEqual({
      name: ['adminProviders.errors.nameRequired'],
      providerType: ['adminProviders.errors.createTypeRequired'],
    });
    expect(messages(providerCreateSchema, { ...EMPTY_PROVIDER_CREATE, name: '   ', providerType: '-' })).toEqual({
      name: ['adminProviders.errors.nameRequired'],
      providerType: ['adminProviders.errors.createTypeRequired'],
    });
  });

  it('starts ATIVO and accepts only ATIVO or INATIVO', () => {
    expect(EMPTY_PROVIDER_CREATE.status).toBe('ATIVO');
    expect(messages(providerCreateSchema, { ...EMPTY_PROVIDER_CREATE, name: 'X', providerType: 't', status: 'PAUSADO' })).toEqual({
      status: ['adminProviders.errors.statusRequired'],
    });
  });

  it('takes an empty photo URL or an http(s) one, and says so for anything else', () => {
    const base = { ...EMPTY_PROVIDER_CREATE, name: 'X', providerType: 't' };
    expect(v.safeParse(providerCreateSchema, base).success).toBe(true);
    expect(v.safeParse(providerCreateSchema, { ...base, photoUrl: 'https://cdn.exemplo.com/logo.png' }).success).toBe(true);
    for (const photoUrl of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAA',
      'vbscript:x',
      '//evil.example/a.png',
      'ftp://x.com/a.png',
    ]) {
      expect(messages(providerCreateSchema, { ...base, photoUrl }), photoUrl).toEqual({
        photoUrl: ['adminProviders.errors.photoUrlScheme'],
      });
    }
    for (const photoUrl of ['logo.png', 'https://', 'http:// espaço.com']) {
      expect(messages(providerCreateSchema, { ...base, photoUrl }), photoUrl).toEqual({
        photoUrl: ['adminProviders.errors.photoUrlInvalid'],
      });
    }
  });

  it('sends empty strings as a dash (spec 02 §3), the rest trimmed', () => {
    const values = v.parse(providerCreateSchema, {
      name: '  Norte  ',
      photoUrl: '',
      status: 'INATIVO',
      providerType: 'ptype-1',
      description: '  ',
    });
    expect(providerCreateBody(values)).toEqual({
      name: 'Norte',
      description: '-',
      photo: '-',
      providerStatus: 'INATIVO',
      provider_type_uuid: 'ptype-1',
    });
  });

  it('keeps markup typed into a field as text', () => {
    const values = v.parse(providerCreateSchema, { ...EMPTY_PROVIDER_CREATE, name: '<b>Norte</b>', providerType: 't' });
    expect(providerCreateBody(values).name).toBe('<b>Norte</b>');
  });
});

describe('the edit-provider form', () => {
  it('starts from the stored provider', () => {
    expect(providerEditDefaults(PROVIDER)).toEqual({
      name: 'Contábil Norte Tecnologia',
      status: 'ATIVO',
      description: '',
      providerType: 'ptype-0001-software-house',
      photo: [],
      storedPhoto: 'https://assets.exemplo/api/v1/asset/img/abc',
    });
  });

  // The frame of the edit screen writes the provider's name and description into the loading state's
  // fields (src/frameTexts.ts): the form must start from the same texts, or its fields would change under
  // the visitor's eyes when it comes.
  it.for([
    ['as stored', { name: 'Contábil Norte', description: 'Soluções fiscais.' }],
    ['spaces and line breaks around', { name: '  Contábil Norte ', description: '  Linha 1\nLinha 2  ' }],
    ['a blank description', { name: 'Contábil Norte', description: '   ' }],
    ['the create form’s dash', { name: 'Contábil Norte', description: '-' }],
    ['a dash with spaces', { name: 'Contábil Norte', description: ' - ' }],
    ['no description', { name: 'Contábil Norte', description: null }],
    ['a blank name', { name: '  ', description: 'Soluções fiscais.' }],
    ['markup, which is text', { name: '<b>Contábil</b>', description: '<script>alert(1)</script>' }],
  ] satisfies [string, Pick<ProviderWire, 'name' | 'description'>][])('starts with the texts its frame showed: %s', ([, texts]) => {
    const wire: ProviderWire = { uuid: PROVIDER.uuid, provider_type_uuid: PROVIDER.providerTypeUuid, ...texts };
    const shown = providerTexts(wire) ?? {};
    const defaults = providerEditDefaults(providerFromWire(wire));
    if (shown.name === undefined) expect(defaults.name.trim()).toBe('');
    else expect(defaults.name).toBe(shown.name);
    if (shown.description === undefined) expect(defaults.description.trim()).toBe('');
    else expect(defaults.description).toBe(shown.description);
  });

  it("says 'Nome é obrigatório.' and 'Tipo de fornecedor é obrigatório.' (as keys)", () => {
    expect(messages(providerEditSchema, { ...providerEditDefaults(PROVIDER), name: ' ', providerType: '' })).toEqual({
      name: ['adminProviders.errors.nameRequired'],
      providerType: ['adminProviders.errors.typeRequired'],
    });
  });

  it('sends every field with the photo URL given, blanks as a dash', () => {
    const values = v.parse(providerEditSchema, { ...providerEditDefaults(PROVIDER), status: 'INATIVO' });
    expect(providerEditBody(values, 'https://x/y')).toEqual({
      name: 'Contábil Norte Tecnologia',
      description: '-',
      photo: 'https://x/y',
      provider_type_uuid: 'ptype-0001-software-house',
      providerStatus: 'INATIVO',
    });
    expect(providerEditBody(values, '').photo).toBe('-');
  });
});

describe('helpers', () => {
  it('dash', () => {
    expect(dash('')).toBe('-');
    expect(dash('  ')).toBe('-');
    expect(dash(' a ')).toBe('a');
  });

  it('isHttpUrl', () => {
    expect(isHttpUrl('http://a.b')).toBe(true);
    expect(isHttpUrl('HTTPS://a.b/c?d=1')).toBe(true);
    expect(isHttpUrl('a.b')).toBe(false);
    expect(isHttpUrl('data:image/png;base64,AAA')).toBe(false);
  });
});
