/**
 * The backend holds against an attacker: every URL field refuses any scheme but http(s). A `javascript:`
 * (or `data:`) address in a request answers 400 with a field error on that field, and nothing is stored.
 * The handlers validate with the api-client's request schemas, so the app and the backend agree.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@portal-fiscal/api-client';
import { db } from '../db';
import { EMAILS, clientAs, expectError, pngFile, seedContext, setupMockBackend, type SeedContext, type Who } from './harness';

setupMockBackend();

const EVIL = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  '  javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
];

/** The tables a refused write could touch (asset blobs by count only). */
function snapshot(): string {
  return JSON.stringify({
    apps: db.apps.all(),
    accounts: db.accounts.all(),
    providers: db.providers.all(),
    appMedias: db.appMedias.all(),
    shortcuts: db.shortcuts.all(),
    assets: db.assets.all().length,
  });
}

type Call = (api: ApiClient, s: SeedContext, url: string) => Promise<unknown>;
const appBody = (s: SeedContext, website: string) => ({
  name: 'Produto Malicioso',
  description: 'Descrição',
  website,
  integrations: ['SAP'],
  appProviderUuid: { uuid: s.providerUuid },
  appCategoryUuid: s.categoryUuid,
  subCategoryUuid: s.sub.appSubCategoryUuid,
});

/** [call, who, how, the field that must carry the error]. */
const CASES: Array<[string, Who, Call, string]> = [
  ['apps.create website', 'provider', (a, s, url) => a.apps.create(appBody(s, url)), 'website'],
  ['apps.update website', 'provider', (a, s, url) => a.apps.update(s.ownApp.appUuid, { website: url }), 'website'],
  ['apps.update website (admin)', 'admin', (a, s, url) => a.apps.update(s.otherApp.appUuid, { website: url }), 'website'],
  [
    'apps.createLegacy link_web',
    'provider',
    (a, _s, url) =>
      a.apps.createLegacy({ name: 'X', description: 'D', functionalities: 'F', main_functionalities: 'M', link_web: url }, pngFile()),
    'link_web',
  ],
  [
    'apps.createLegacy link_android',
    'provider',
    (a, _s, url) =>
      a.apps.createLegacy({ name: 'X', description: 'D', functionalities: 'F', main_functionalities: 'M', link_android: url }, pngFile()),
    'link_android',
  ],
  [
    'appMedias.create assetId',
    'provider',
    (a, s, url) => a.appMedias.create({ name: 'Tela', assetId: url, appUuid: { appUuid: s.ownApp.appUuid } }),
    'assetId',
  ],
  ['appMedias.update assetId', 'provider', (a, s, url) => a.appMedias.update(s.ownMedia.appMediaUuid, { assetId: url }), 'assetId'],
  [
    'dashboard.createShortcut atalho_url',
    'user',
    (a, _s, url) => a.dashboard.createShortcut({ name: 'Atalho', atalho_url: url }, pngFile()),
    'atalho_url',
  ],
  [
    'account.updateByEmail website (own profile)',
    'user',
    (a, _s, url) => a.account.updateByEmail(EMAILS.user, { website: url }),
    'website',
  ],
  [
    'account.updateByEmail website (admin, another account)',
    'admin',
    (a, _s, url) => a.account.updateByEmail(EMAILS.user, { website: url }),
    'website',
  ],
  [
    'account.updateByEmail profilePicture',
    'user',
    (a, _s, url) => a.account.updateByEmail(EMAILS.user, { profilePicture: url }),
    'profilePicture',
  ],
  [
    'account.create website',
    'admin',
    (a, _s, url) =>
      a.account.create({
        email: 'novo.url@exemplo.demo',
        password: 'segredo12',
        name: 'Novo',
        phone: '(11) 90000-0000',
        role: 'MARKETPLACE_USER',
        accountsStatus: 'ATIVO',
        website: url,
      }),
    'website',
  ],
  [
    'providers.create photo',
    'admin',
    (a, s, url) => a.providers.create({ name: 'Empresa URL', provider_type_uuid: s.providerType.providerTypeUuid, photo: url }),
    'photo',
  ],
  ['providers.update photo', 'provider', (a, s, url) => a.providers.update(s.providerUuid, { photo: url }), 'photo'],
];

describe('URL fields accept only http(s)', () => {
  describe.each(CASES)('%s', (_name, who, call, field) => {
    it.each(EVIL)('%j → 400 on the field, nothing stored', async (url) => {
      const before = snapshot();
      const error = await expectError(call(clientAs(who).api, seedContext(), url), 400);
      expect(Object.keys(error.fieldErrors)).toContain(field);
      expect(snapshot()).toBe(before);
    });
  });

  it('an http(s) address is still stored (trimmed)', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    const app = await api.apps.update(s.ownApp.appUuid, { website: '  https://ok.exemplo.com.br/x?y=1  ' });
    expect(app.website).toBe('https://ok.exemplo.com.br/x?y=1');
    const account = await clientAs('user').api.account.updateByEmail(EMAILS.user, { website: 'http://ok.exemplo.com.br' });
    expect(account.website).toBe('http://ok.exemplo.com.br');
  });

  it('a client cannot write an app’s average rating', async () => {
    const s = seedContext();
    const before = db.apps.findFirst((q) => q.where({ appUuid: s.ownApp.appUuid }))?.rating ?? null;
    // `rating` is no field of the update body: the shared schema drops it (the cast says the client would not send it).
    await clientAs('provider').api.apps.update(s.ownApp.appUuid, { name: s.ownApp.name, rating: 5 } as never);
    expect(db.apps.findFirst((q) => q.where({ appUuid: s.ownApp.appUuid }))?.rating ?? null).toBe(before);
  });
});
