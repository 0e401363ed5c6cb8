/**
 * The deletes of the marketplace administration (its three tables): what each removes, what it leaves,
 * and when it is refused.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { accountOf, clientAs, EMAILS, expectError, seedContext, setupMockBackend } from './harness';

setupMockBackend();

describe('apps.delete', () => {
  it('the app leaves every list and the search, with its medias, functionalities, relationship and ratings', async () => {
    const s = seedContext();
    const admin = clientAs('admin').api;
    const app = s.otherApp;
    expect(db.ratings.findMany((q) => q.where({ appUuid: app.appUuid })).length).toBeGreaterThan(0);
    await expect(admin.apps.delete(app.appUuid)).resolves.toBe('App excluído.');

    expect((await admin.apps.list()).map((a) => a.appUuid)).not.toContain(app.appUuid);
    const search = await admin.apps.serverPage(1, 100, { q: app.name });
    expect(search.apps.map((a) => a.appUuid)).not.toContain(app.appUuid);
    const provider = await admin.providers.get(app.appProviderUuid);
    expect(provider.apps.map((a) => a.appUuid)).not.toContain(app.appUuid);
    await expectError(admin.apps.get(app.appUuid), 404);
    await expectError(admin.ratings.list(app.appUuid), 404);
    expect(db.appMedias.findMany((q) => q.where({ appUuid: app.appUuid }))).toHaveLength(0);
    expect(db.mainFunctionalities.findMany((q) => q.where({ appUuid: app.appUuid }))).toHaveLength(0);
    expect(db.categoryRelationships.findMany((q) => q.where({ appUuid: app.appUuid }))).toHaveLength(0);
    expect(db.ratings.findMany((q) => q.where({ appUuid: app.appUuid }))).toHaveLength(0);
    // Deleting it again: it is gone.
    await expectError(admin.apps.delete(app.appUuid), 404);
  });

  it('a provider admin deletes an app of their company, never another company’s', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    await expectError(api.apps.delete(s.otherApp.appUuid), 403);
    await expect(api.apps.delete(s.ownApp.appUuid)).resolves.toBe('App excluído.');
  });
});

describe('providers.delete', () => {
  it('409 while the company has apps, then 409 while it has accounts; deleted once it has neither', async () => {
    const s = seedContext();
    const admin = clientAs('admin').api;
    const refusedForApps = await expectError(admin.providers.delete(s.providerUuid), 409, 'provider_has_apps');
    expect(refusedForApps.message).toBe('A empresa ainda tem produtos cadastrados. Exclua ou mova os produtos antes.');

    // A company without apps but with a person in it.
    const company = await admin.providers.create({
      name: 'Empresa Vazia',
      description: '-',
      photo: '-',
      providerStatus: 'ATIVO',
      provider_type_uuid: s.providerType.providerTypeUuid,
    });
    await admin.account.updateByEmail(EMAILS.noCompany, { appProvider: { uuid: company.uuid } });
    const refusedForAccounts = await expectError(admin.providers.delete(company.uuid), 409, 'provider_has_accounts');
    expect(refusedForAccounts.message).toBe('A empresa ainda tem usuários vinculados. Desvincule ou exclua os usuários antes.');
    // Nothing was deleted or detached by the refusal.
    expect(accountOf('noCompany').appProviderUuid).toBe(company.uuid);
    expect(db.providers.findFirst((q) => q.where({ uuid: company.uuid }))).toBeDefined();

    await admin.account.updateByEmail(EMAILS.noCompany, { appProvider: null });
    await expect(admin.providers.delete(company.uuid)).resolves.toBe('Fornecedor excluído.');
    expect((await admin.providers.list()).map((p) => p.uuid)).not.toContain(company.uuid);
  });

  it('a seeded company with neither apps nor accounts is deleted at once', async () => {
    const admin = clientAs('admin').api;
    const empty = db.providers
      .all()
      .find(
        (p) =>
          !db.apps.findFirst((q) => q.where({ appProviderUuid: p.uuid })) &&
          !db.accounts.findFirst((q) => q.where({ appProviderUuid: p.uuid })),
      );
    expect(empty, 'the seed has a company without apps or accounts').toBeDefined();
    await expect(admin.providers.delete(empty?.uuid ?? '')).resolves.toBe('Fornecedor excluído.');
  });
});

describe('account.deleteByEmail', () => {
  it('400 with a message of its own for one’s own account; another account is deleted', async () => {
    const admin = clientAs('admin').api;
    const self = await expectError(admin.account.deleteByEmail(EMAILS.admin), 400);
    expect(self.message).toBe('Você não pode excluir a sua própria conta.');
    expect(self.fieldErrors).toEqual({ email: 'Você não pode excluir a sua própria conta.' });
    expect(accountOf('admin')).toBeDefined();

    await expect(admin.account.deleteByEmail(EMAILS.user)).resolves.toBe('Usuário excluído.');
    expect((await admin.account.list()).map((a) => a.email)).not.toContain(EMAILS.user);
    await expectError(admin.account.deleteByEmail(EMAILS.user), 404);
  });
});
