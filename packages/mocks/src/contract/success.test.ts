/** The success case of every call, through the real client, with the domain values the app sees. */
import { describe, expect, it } from 'vitest';
import { assetImageUrl } from '@portal-fiscal/api-client';
import { db } from '../db';
import { accountOf, clientAs, config, EMAILS, gifFile, pngFile, seedContext, setupMockBackend, urls } from './harness';

setupMockBackend();
const noValidFlags = (value: unknown) => expect(JSON.stringify(value)).not.toMatch(/"Valid"|"String"|"Int64"|"Float64"/);

describe('account', () => {
  it('getId, getLastLogged, getByEmail, getWithPermissions', async () => {
    const { api } = clientAs('provider');
    const me = accountOf('provider');
    await expect(api.account.getId()).resolves.toBe(me.id);
    await expect(api.account.getLastLogged()).resolves.toBe(me.lastLoggedAt);
    const account = await api.account.getByEmail(EMAILS.provider);
    expect(account).toMatchObject({
      uuid: me.uuid,
      role: 'MARKETPLACE_PROVIDER_ADMIN',
      roleUuid: 'role-marketplace-provider-admin',
      status: 'ATIVO',
    });
    expect(account.provider?.uuid).toBe(me.appProviderUuid);
    await expect(api.account.getWithPermissions(EMAILS.provider)).resolves.toMatchObject({ canEditAll: false, canEditSelf: true });
    await expect(clientAs('admin').api.account.getWithPermissions(EMAILS.admin)).resolves.toMatchObject({
      canEditAll: true,
      canEditSelf: true,
    });
  });
  it('list (admin), updateByEmail (self and admin), create and delete', async () => {
    const admin = clientAs('admin').api;
    const all = await admin.account.list();
    expect(all.length).toBe(db.accounts.all().length);
    const self = await clientAs('user').api.account.updateByEmail(EMAILS.user, {
      phone: '(31) 90000-1111',
      city: 'Contagem',
      email: EMAILS.user,
    });
    expect(self).toMatchObject({ phone: '(31) 90000-1111', city: 'Contagem' });
    const s = seedContext();
    const promoted = await admin.account.updateByEmail(EMAILS.user, {
      role: 'MARKETPLACE_PROVIDER_ADMIN',
      appProvider: s.otherProvider.uuid,
      accountsStatus: 'ATIVO',
    });
    expect(promoted).toMatchObject({ role: 'MARKETPLACE_PROVIDER_ADMIN', provider: { uuid: s.otherProvider.uuid } });
    const created = await admin.account.create({
      email: 'Novo.Usuario@Exemplo.demo',
      password: 's3nha-forte',
      name: 'Novo Usuário',
      phone: '(11) 95555-0000',
      accountRoles: { uuid: 'role-marketplace-editor' },
      accountsStatus: 'ATIVO',
      cargo: '',
      website: null,
      appProvider: { uuid: '' },
    });
    expect(created).toMatchObject({
      email: 'novo.usuario@exemplo.demo',
      role: 'MARKETPLACE_EDITOR',
      cargo: null,
      website: null,
      provider: null,
      creationSource: 'admin',
    });
    await expect(admin.account.deleteByEmail(created.email)).resolves.toBe('Usuário excluído.');
    expect(db.accounts.findFirst((q) => q.where({ email: created.email }))).toBeUndefined();
  });
  it('create without a token registers a plain MARKETPLACE_USER', async () => {
    const created = await clientAs('anonymous').api.account.create({
      email: 'auto@exemplo.demo',
      password: 'segredo12',
      name: 'Auto',
      phone: '1',
      role: 'MARKETPLACE_ADMIN',
      accountsStatus: 'ATIVO',
    });
    expect(created.role).toBe('MARKETPLACE_USER');
  });
});

describe('dashboard', () => {
  it('weather, selic, usd, eur, tax counter', async () => {
    const { api } = clientAs('user');
    const weather = await api.dashboard.weather(-23.55, -46.63);
    expect(weather).toEqual({ city: expect.any(String), temperature: expect.any(Number) });
    const selic = await api.dashboard.selic();
    expect(selic.rate).toBeGreaterThan(0);
    expect(selic.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await api.dashboard.usd()).toBeGreaterThan(1);
    expect(await api.dashboard.eur()).toBeGreaterThan(1);
    const counter = await api.dashboard.taxCounter();
    expect(counter.value).toBeGreaterThan(0);
    expect(counter.increment).toBeGreaterThan(0);
  });
  it('shortcuts: list, create (multipart + progress), image served with its content type', async () => {
    const { api } = clientAs('provider');
    const before = await api.dashboard.shortcuts();
    noValidFlags(before);
    const progress: number[] = [];
    await expect(
      api.dashboard.createShortcut({ name: 'Receita Federal', atalho_url: 'https://www.gov.br/receitafederal' }, gifFile('rf.gif'), {
        onProgress: (f) => progress.push(f),
      }),
    ).resolves.toBe('Atalho criado corretamente');
    expect(progress.at(-1)).toBe(1);
    const after = await api.dashboard.shortcuts();
    expect(after).toHaveLength(before.length + 1);
    const added = after.at(-1);
    expect(added).toMatchObject({ name: 'Receita Federal', url: 'https://www.gov.br/receitafederal' });
    expect(added?.imageUrl).toBe(api.dashboard.shortcutImageUrl(added?.assetId ?? ''));
    const image = await api.dashboard.shortcutImage(added?.assetId ?? '');
    expect(image.type).toBe('image/gif');
    expect(new TextDecoder().decode(await image.arrayBuffer())).toBe('GIF89a');
  });
});

describe('apps', () => {
  it('list, get (both services), listByAccount, serverPage, tags', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    const list = await api.apps.list();
    expect(list.length).toBe(db.apps.all().length);
    noValidFlags(list);
    const app = await api.apps.get(s.ownApp.appUuid);
    expect(app).toMatchObject({ appUuid: s.ownApp.appUuid, provider: { uuid: s.providerUuid } });
    expect(Array.isArray(app.integrations)).toBe(true);
    expect(app.averageRating).toBe(
      app.ratings.length ? Math.round((app.ratings.reduce((a, b) => a + b, 0) / app.ratings.length) * 100) / 100 : 0,
    );
    expect(app.photoUrl?.startsWith(`${urls.assets}/api/v1/asset/img/`), app.photoUrl ?? '').toBe(true);
    await expect(api.apps.serverGet(s.ownApp.appUuid)).resolves.toEqual(app);
    await expect(api.apps.serverList()).resolves.toHaveLength(list.length);
    const mine = await api.apps.listByAccount(s.provider.uuid);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.provider?.uuid === s.providerUuid)).toBe(true);
    await expect(clientAs('noCompany').api.apps.listByAccount(accountOf('noCompany').uuid)).resolves.toEqual([]);
    const page = await api.apps.serverPage(2, 4);
    expect(page).toMatchObject({ page: 2, size: 4, total: list.length });
    expect(page.apps.map((a) => a.appUuid)).toEqual(list.slice(4, 8).map((a) => a.appUuid));
    expect((await api.apps.tags()).length).toBeGreaterThan(0);
  });
  it('the registration sequence: upload, create, relationship, functionalities, media, photo; then update and delete', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    const upload = await api.uploads.uploadAsset(pngFile('tela.png'));
    expect(upload.imageUrl).toBe(assetImageUrl(config, upload.assetId));
    const app = await api.apps.create({
      name: 'Apurador Norte',
      description: 'Apuração de ICMS',
      website: 'https://apurador.exemplo.com.br',
      integrations: [' SAP ', 'Totvs', ''],
      tags: 'ICMS, Novo rótulo',
      appProviderUuid: { uuid: s.providerUuid },
      appCategoryUuid: s.categoryUuid,
      subCategoryUuid: s.sub.appSubCategoryUuid,
    });
    expect(app).toMatchObject({
      name: 'Apurador Norte',
      integrations: ['SAP', 'Totvs'],
      averageRating: 0,
      photoUrl: null,
      category: { appCategoriesUuid: s.categoryUuid },
    });
    expect(app.tags.map((t) => t.name)).toEqual(['ICMS', 'Novo rótulo']);
    await expect(api.categoryRelationships.listByApp(app.appUuid)).rejects.toMatchObject({ status: 404 });
    const rel = await api.categoryRelationships.create({
      app: { appUuid: app.appUuid },
      category: { appCategoriesUuid: s.categoryUuid },
      subCategory: { appSubCategoryUuid: s.sub.appSubCategoryUuid },
    });
    expect(rel).toMatchObject({ appUuid: app.appUuid, appSubCategoryUuid: s.sub.appSubCategoryUuid });
    const functionalities = await api.mainFunctionalities.create({
      appUuid: app.appUuid,
      functionalities: [{ description: 'Apuração' }, { description: 'SPED' }, { description: 'Apuração' }, { description: 'GIA' }],
    });
    expect(functionalities.map((f) => f.description)).toEqual(['Apuração', 'SPED', 'GIA']);
    const media = await api.appMedias.create({
      name: 'tela.png',
      assetId: upload.imageUrl,
      provider: 'assets.portalfiscal.demo',
      appUuid: { appUuid: app.appUuid },
    });
    expect(media.imageUrl).toBe(upload.imageUrl);
    const withPhoto = await api.apps.updatePhoto(app.appUuid, media.appMediaUuid);
    expect(withPhoto).toMatchObject({ appPhoto: media.appMediaUuid, photoUrl: upload.imageUrl });
    const updated = await api.apps.update(app.appUuid, { name: 'Apurador Norte 2', integrations: ['Oracle'], comments: 'ok' });
    expect(updated).toMatchObject({
      name: 'Apurador Norte 2',
      integrations: ['Oracle'],
      comments: 'ok',
      mainFunctionalities: functionalities.map(({ id, description }) => ({ id, description })),
    });
    await expect(api.apps.delete(app.appUuid)).resolves.toBe('App excluído.');
    expect(db.appMedias.findMany((q) => q.where({ appUuid: app.appUuid }))).toEqual([]);
    expect(db.mainFunctionalities.findMany((q) => q.where({ appUuid: app.appUuid }))).toEqual([]);
  });
  it('createLegacy (multipart, {server})', async () => {
    const { api } = clientAs('provider');
    const result = await api.apps.createLegacy(
      {
        name: 'Legado',
        description: 'D',
        functionalities: 'A; B',
        main_functionalities: 'M',
        integrations: '["SAP"]',
        link_web: 'https://legado.demo',
      },
      pngFile(),
    );
    expect(result.message).toBe('Confirme a conta pelo email');
    const app = await api.apps.get(result.appUuid);
    expect(app).toMatchObject({
      name: 'Legado',
      website: 'https://legado.demo',
      integrations: ['SAP'],
      appFunctionalities: [
        { id: 1, description: 'A' },
        { id: 2, description: 'B' },
      ],
    });
    expect(app.medias).toHaveLength(1);
  });
});

describe('ratings', () => {
  it('list unwraps the nullable wrappers; create adds one by the token account', async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const before = await api.ratings.list(s.ownApp.appUuid);
    noValidFlags(before);
    await expect(api.ratings.create(s.ownApp.appUuid, { comment: 'Excelente suporte.', stars: 5 })).resolves.toBe(
      'Avaliacao realizada com sucesso!',
    );
    const after = await api.ratings.list(s.ownApp.appUuid);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ stars: 5, comment: 'Excelente suporte.', accountName: accountOf('user').name });
    const app = await api.apps.get(s.ownApp.appUuid);
    expect(app.ratings).toContain(5);
  });
});

describe('providers and provider types', () => {
  it('list, get, update (own), create (without a company, then admin), delete', async () => {
    const s = seedContext();
    const provider = clientAs('provider').api;
    const list = await provider.providers.list();
    expect(list.length).toBe(db.providers.all().length);
    const mine = await provider.providers.get(s.providerUuid);
    expect(mine.apps.length).toBeGreaterThan(0);
    expect(mine.accounts.map((a) => a.email)).toContain(EMAILS.provider);
    expect(mine.providerTypeName).toEqual(expect.any(String));
    await expect(provider.providers.update(s.providerUuid, { description: 'Nova descrição', photo: '-' })).resolves.toMatchObject({
      description: 'Nova descrição',
      photo: null,
    });
    const company = await clientAs('noCompany').api.providers.create({
      name: 'Souza Consultoria',
      description: '-',
      photo: '-',
      providerStatus: 'ATIVO',
      provider_type_uuid: s.providerType.providerTypeUuid,
    });
    expect(company).toMatchObject({ name: 'Souza Consultoria', description: null, status: 'ATIVO', apps: [] });
    await clientAs('noCompany').api.account.updateByEmail(EMAILS.noCompany, {
      appProvider: { uuid: company.uuid },
      company: 'Souza Consultoria',
    });
    expect(accountOf('noCompany').appProviderUuid).toBe(company.uuid);
    const admin = clientAs('admin').api;
    await expect(admin.providers.update(company.uuid, { providerStatus: 'INATIVO' })).resolves.toMatchObject({ status: 'INATIVO' });
    // A company with people in it is not deleted (deletes.test.ts): Diego leaves it first.
    await admin.account.updateByEmail(EMAILS.noCompany, { appProvider: null });
    await expect(admin.providers.delete(company.uuid)).resolves.toBe('Fornecedor excluído.');
    expect(accountOf('noCompany').appProviderUuid).toBeNull();
  });
  it('provider types: list ({providerTypes}), get, create, update, delete', async () => {
    const admin = clientAs('admin').api;
    const types = await admin.providerTypes.list();
    expect(types.length).toBe(db.providerTypes.all().length);
    expect(types.some((t) => t.appProviders.length > 0)).toBe(true);
    const created = await admin.providerTypes.create({ name: 'Startup fiscal' });
    await expect(admin.providerTypes.get(created.providerTypeUuid)).resolves.toMatchObject({ name: 'Startup fiscal', appProviders: [] });
    await expect(admin.providerTypes.update(created.providerTypeUuid, { name: 'Fintech fiscal' })).resolves.toMatchObject({
      name: 'Fintech fiscal',
    });
    await expect(admin.providerTypes.delete(created.providerTypeUuid)).resolves.toBe('Tipo de fornecedor excluído.');
  });
});

describe('categories, subcategories, relationships, functionalities, medias', () => {
  it('categories and subcategories', async () => {
    const s = seedContext();
    const admin = clientAs('admin').api;
    expect((await admin.categories.list()).length).toBe(db.categories.all().length);
    expect((await admin.subcategories.list()).length).toBe(db.subcategories.all().length);
    await expect(admin.subcategories.get(s.sub.appSubCategoryUuid)).resolves.toMatchObject({ appCategoriesUuid: s.categoryUuid });
    const ofCategory = await admin.subcategories.listByCategory(s.categoryUuid);
    expect(ofCategory.every((x) => x.appCategoriesUuid === s.categoryUuid)).toBe(true);
    const created = await admin.subcategories.create({ name: 'Nova sub', appCategoryUuid: { appCategoriesUuid: s.categoryUuid } });
    await expect(admin.subcategories.update(created.appSubCategoryUuid, { name: 'Renomeada' })).resolves.toMatchObject({
      name: 'Renomeada',
    });
    await expect(admin.subcategories.delete(created.appSubCategoryUuid)).resolves.toBe('Subcategoria excluída.');
  });
  it('category relationships: list, get, listByApp, update, delete', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    expect((await api.categoryRelationships.list()).length).toBe(db.categoryRelationships.all().length);
    await expect(api.categoryRelationships.get(s.ownRelationship.appCategoryRelationshipUuid)).resolves.toMatchObject({
      appUuid: s.ownApp.appUuid,
    });
    await expect(api.categoryRelationships.listByApp(s.ownApp.appUuid)).resolves.toHaveLength(1);
    const other = db.subcategories.findFirst((q) => q.where({ appSubCategoryUuid: (u) => u !== s.ownRelationship.appSubCategoryUuid }));
    const body = {
      app: { appUuid: s.ownApp.appUuid },
      category: { appCategoriesUuid: other?.appCategoriesUuid ?? '' },
      subCategory: { appSubCategoryUuid: other?.appSubCategoryUuid ?? '' },
    };
    await expect(api.categoryRelationships.update(s.ownRelationship.appCategoryRelationshipUuid, body)).resolves.toMatchObject({
      appSubCategoryUuid: other?.appSubCategoryUuid,
    });
    await expect(api.apps.get(s.ownApp.appUuid)).resolves.toMatchObject({ subcategory: { appSubCategoryUuid: other?.appSubCategoryUuid } });
    await expect(api.categoryRelationships.delete(s.ownRelationship.appCategoryRelationshipUuid)).resolves.toBe('Relação excluída.');
  });
  it('main functionalities: list, listByApp, update, delete, sync', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    expect((await api.mainFunctionalities.list()).length).toBe(db.mainFunctionalities.all().length);
    const own = await api.mainFunctionalities.listByApp(s.ownApp.appUuid);
    await expect(api.mainFunctionalities.update(s.ownFunctionality.id, { description: 'Renomeada' })).resolves.toMatchObject({
      id: s.ownFunctionality.id,
      description: 'Renomeada',
    });
    const first = own[0]?.id ?? 0;
    const synced = await api.mainFunctionalities.sync({
      appUuid: s.ownApp.appUuid,
      deleteIds: [first],
      newFunctionalities: [{ description: 'Nova A' }, { description: 'Nova B' }],
    });
    expect(synced.map((f) => f.id)).not.toContain(first);
    expect(synced.map((f) => f.description)).toEqual(expect.arrayContaining(['Nova A', 'Nova B']));
    const last = synced.at(-1)?.id ?? 0;
    await expect(api.mainFunctionalities.delete(last)).resolves.toBe('Funcionalidade excluída.');
  });
  it('app medias: list, get, listByApp, update, delete (clears the app photo)', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    expect((await api.appMedias.list()).length).toBe(db.appMedias.all().length);
    const media = await api.appMedias.get(s.ownMedia.appMediaUuid);
    expect(media.imageUrl.startsWith(`${urls.assets}/api/v1/asset/img/`) || media.imageUrl.startsWith('http')).toBe(true);
    await expect(api.appMedias.listByApp(s.ownApp.appUuid)).resolves.toEqual(expect.arrayContaining([media]));
    await expect(api.appMedias.update(media.appMediaUuid, { name: 'nova.png' })).resolves.toMatchObject({ name: 'nova.png' });
    await api.apps.updatePhoto(s.ownApp.appUuid, media.appMediaUuid);
    await expect(api.appMedias.delete(media.appMediaUuid)).resolves.toBe('Mídia excluída.');
    const app = await api.apps.get(s.ownApp.appUuid);
    expect(app.medias.map((m) => m.appMediaUuid)).not.toContain(media.appMediaUuid);
  });
});

describe('leis, uploads, news', () => {
  it('leis: list, get, facilitator totals, without Valid flags', async () => {
    const s = seedContext();
    const { api } = clientAs('user');
    const leis = await api.leis.list();
    expect(leis.length).toBe(db.leis.all().length);
    noValidFlags(leis);
    const lei = await api.leis.get(s.lei.lei_uuid);
    expect(lei).toMatchObject({
      leiUuid: s.lei.lei_uuid,
      title: s.lei.title,
      investimento: s.lei.investimento,
      facilitador: s.facilitador,
    });
    if (s.lei.app_provider) expect(lei.appProviderName).toEqual(expect.any(String));
    const totals = await api.leis.facilitatorTotals(s.facilitador);
    expect(totals.map((t) => t.leiUuid)).toContain(s.lei.lei_uuid);
  });
  it('uploads: upload ({server}, both fields), list, uploadAsset, assetImage', async () => {
    const { api } = clientAs('provider');
    const progress: number[] = [];
    const one = await api.uploads.upload(pngFile('a.png'), { field: 'atalho_media', onProgress: (f) => progress.push(f) });
    expect(progress).toEqual([0, 1]);
    const two = await api.uploads.upload(gifFile('b.gif'), { field: 'app_photo' });
    const three = await api.uploads.uploadAsset(pngFile('c.png'));
    const files = await api.uploads.list();
    expect(files.map((f) => f.assetId)).toEqual(expect.arrayContaining([one.assetId, two.assetId, three.assetId]));
    const image = await api.uploads.assetImage(two.assetId);
    expect(image.type).toBe('image/gif');
    const raw = await fetch(three.imageUrl);
    expect(raw.headers.get('Content-Type')).toBe('image/png');
  });
  it('news: newest first; the news 401 (bad key) does not reach onUnauthorized', async () => {
    const c = clientAs('user');
    const posts = await c.api.news.list({ limit: 5 });
    expect(posts.length).toBeLessThanOrEqual(5);
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
    // feature_image is stored as a bare asset id: the answer carries the asset URL, which serves the image.
    const withImage = posts.filter((p) => p.featureImage !== null);
    expect(withImage.length).toBeGreaterThan(0);
    for (const post of withImage) {
      expect(post.featureImage?.startsWith(`${urls.assets}/api/v1/asset/img/`), post.featureImage ?? '').toBe(true);
      const image = await fetch(post.featureImage ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toMatch(/^image\//);
    }
    const noKey = (await import('@portal-fiscal/api-client')).createApiClient(
      { ...config, newsKey: '' },
      { getToken: () => null, onUnauthorized: () => c.unauthorized.push(new Error('x') as never) },
    );
    await expect(noKey.news.list()).rejects.toMatchObject({ status: 401 });
    expect(c.unauthorized).toHaveLength(0);
  });
});
