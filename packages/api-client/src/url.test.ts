/** The http(s)-only URL rule of the contract: request schemas refuse other schemes, domain transforms drop them. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AccountCreateBodySchema,
  AccountUpdateBodySchema,
  AppCreateBodySchema,
  AppMediaBodySchema,
  AppMediaUpdateBodySchema,
  AppUpdateBodySchema,
  CreateAppLegacyFieldsSchema,
  HTTP_URL_MESSAGE,
  hasRefusedScheme,
  ProviderBodySchema,
  ProviderUpdateBodySchema,
  ShortcutFieldsSchema,
  accountFromWire,
  appFromWire,
  httpUrl,
  isHttpUrl,
  newsPostFromWire,
  optionalHttpUrl,
  safeHttpUrl,
  type AccountWire,
  type AppWire,
} from './index';

/** Addresses that must never be stored nor linked to. */
const REFUSED = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '   javascript:alert(1)',
  'jav\tascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  'http:evil.example',
  'https:/evil.example',
  'http://',
  'ftp://files.example',
  'https://ok.example/a b',
  'https://ok.example/\u0000x',
  'https://ok.\u200bexample',
  'nao-e-url',
];
const ACCEPTED = [
  'http://ok.example',
  'https://ok.example/path?x=1',
  'HTTPS://OK.example/',
  '  https://ok.example  ',
  'http://localhost:5173/x',
];

describe('isHttpUrl / safeHttpUrl', () => {
  it.each(REFUSED)('refuses %j', (url) => {
    expect(isHttpUrl(url.trim())).toBe(false);
    expect(safeHttpUrl(url)).toBeNull();
  });
  it.each(ACCEPTED)('accepts %j', (url) => {
    expect(isHttpUrl(url.trim())).toBe(true);
    expect(safeHttpUrl(url)).toBe(url.trim());
  });
  it('reads absent and blank as none', () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl('   ')).toBeNull();
  });
});

describe('hasRefusedScheme', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:x',
    '  javascript:x',
    'jav\tascript:x',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    'ftp://x.example',
    'http:evil.example',
  ])('names another scheme: %j', (text) => expect(hasRefusedScheme(text)).toBe(true));
  it.each(['', '  ', 'exemplo.com.br', 'http://', 'https://ok.example', 'www.exemplo.com/a:b'])('does not: %j', (text) =>
    expect(hasRefusedScheme(text)).toBe(false),
  );
});

describe('request rules', () => {
  it('httpUrl: required, trimmed, http(s) only', () => {
    const schema = httpUrl('Obrigatório');
    expect(v.parse(schema, ' https://ok.example ')).toBe('https://ok.example');
    expect(v.safeParse(schema, ' ').issues?.[0]?.message).toBe('Obrigatório');
    expect(v.safeParse(schema, 'javascript:alert(1)').issues?.[0]?.message).toBe(HTTP_URL_MESSAGE);
  });
  it('optionalHttpUrl: blank allowed', () => {
    expect(v.parse(optionalHttpUrl(), '  ')).toBe('');
    expect(v.safeParse(optionalHttpUrl(), 'data:text/html,x').success).toBe(false);
  });

  const appCreate = {
    name: 'App',
    description: 'Descrição',
    website: 'https://ok.example',
    integrations: '["SAP"]',
    appProviderUuid: { uuid: 'p1' },
    appCategoryUuid: 'c1',
    subCategoryUuid: 's1',
  };
  const media = { name: 'Tela', assetId: 'https://assets.example/api/v1/asset/img/a1', appUuid: { appUuid: 'app-1' } };
  const accountCreate = {
    email: 'a@b.example',
    password: 'segredo12',
    name: 'Ana',
    phone: '11999999999',
    role: 'MARKETPLACE_USER',
    accountsStatus: 'ATIVO',
  };
  const provider = { name: 'Empresa', provider_type_uuid: 't1', photo: '-' };

  /** [name, schema, a valid body, the URL field, the dot path of its error]. */
  const cases: Array<[string, v.GenericSchema, Record<string, unknown>, string]> = [
    ['AppCreateBody.website', AppCreateBodySchema, appCreate, 'website'],
    ['AppUpdateBody.website', AppUpdateBodySchema, {}, 'website'],
    [
      'CreateAppLegacyFields.link_web',
      CreateAppLegacyFieldsSchema,
      { name: 'a', description: 'b', functionalities: 'c', main_functionalities: 'd' },
      'link_web',
    ],
    [
      'CreateAppLegacyFields.link_ios',
      CreateAppLegacyFieldsSchema,
      { name: 'a', description: 'b', functionalities: 'c', main_functionalities: 'd' },
      'link_ios',
    ],
    ['ShortcutFields.atalho_url', ShortcutFieldsSchema, { name: 'Atalho', atalho_url: 'https://ok.example' }, 'atalho_url'],
    ['AppMediaBody.assetId', AppMediaBodySchema, media, 'assetId'],
    ['AppMediaUpdateBody.assetId', AppMediaUpdateBodySchema, {}, 'assetId'],
    ['AccountCreateBody.website', AccountCreateBodySchema, accountCreate, 'website'],
    ['AccountCreateBody.profilePicture', AccountCreateBodySchema, accountCreate, 'profilePicture'],
    ['AccountUpdateBody.website', AccountUpdateBodySchema, {}, 'website'],
    ['AccountUpdateBody.profilePicture', AccountUpdateBodySchema, {}, 'profilePicture'],
    ['ProviderBody.photo', ProviderBodySchema, provider, 'photo'],
    ['ProviderUpdateBody.photo', ProviderUpdateBodySchema, {}, 'photo'],
  ];
  describe.each(cases)('%s', (_name, schema, valid, field) => {
    it('the valid body passes', () => expect(v.safeParse(schema, valid).success).toBe(true));
    it.each(REFUSED.filter((u) => u !== 'nao-e-url'))('refuses %j on the field', (url) => {
      const result = v.safeParse(schema, { ...valid, [field]: url });
      expect(result.success).toBe(false);
      expect(result.issues?.map((i) => v.getDotPath(i))).toContain(field);
    });
    it.each(ACCEPTED)('accepts %j', (url) => expect(v.safeParse(schema, { ...valid, [field]: url }).success).toBe(true));
  });

  it('the app update takes no rating: a client never writes the average', () => {
    expect(Object.keys(AppUpdateBodySchema.entries)).not.toContain('rating');
    expect(v.parse(AppUpdateBodySchema, { rating: 5 })).toEqual({});
  });
  it('image references may still be bare asset ids, and a provider photo the dash of an empty field', () => {
    expect(v.safeParse(AppMediaBodySchema, { ...media, assetId: 'asset_abc-1' }).success).toBe(true);
    expect(v.safeParse(AccountUpdateBodySchema, { profilePicture: 'asset_abc-1' }).success).toBe(true);
    expect(v.safeParse(ProviderBodySchema, { ...provider, photo: '' }).success).toBe(true);
  });
  it('keeps the fields’ messages', () => {
    expect(v.safeParse(AppUpdateBodySchema, { website: 'javascript:alert(1)' }).issues?.[0]?.message).toBe(
      'Informe uma URL válida (http:// ou https://).',
    );
    expect(v.safeParse(ShortcutFieldsSchema, { name: 'a', atalho_url: 'javascript:alert(1)' }).issues?.[0]?.message).toBe(
      'Informe um link válido (http:// ou https://).',
    );
    expect(v.safeParse(AccountUpdateBodySchema, { website: 'javascript:alert(1)' }).issues?.[0]?.message).toBe(HTTP_URL_MESSAGE);
  });
});

describe('domain transforms: a stored non-http(s) URL never reaches the app', () => {
  const appWire: AppWire = { appUuid: 'a1', name: 'App', createdAt: '2026-01-01', updatedAt: '2026-01-01', website: 'javascript:alert(1)' };
  it('App.website → null', () => {
    expect(appFromWire(appWire).website).toBeNull();
    expect(appFromWire({ ...appWire, website: ' https://ok.example ' }).website).toBe('https://ok.example');
  });
  it('Account.website → null', () => {
    const account: AccountWire = {
      id: 1,
      uuid: 'u1',
      name: 'Ana',
      email: 'a@b.example',
      accountRoles: { uuid: 'r', roleName: 'MARKETPLACE_USER' },
      accountsStatus: 'ATIVO',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-01',
      website: 'data:text/html,x',
    };
    expect(accountFromWire(account).website).toBeNull();
  });
  it('NewsPost.url → empty', () => {
    expect(newsPostFromWire({ id: 'n', title: 't', published_at: '2026-01-01', feature_image: null, url: 'vbscript:x' }).url).toBe('');
  });
});
