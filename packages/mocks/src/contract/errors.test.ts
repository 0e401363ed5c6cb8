/**
 * Every error class of every call, table-driven, through the real client:
 * 401 (every protected call without a token), 403 (role rules), 404 (unknown ids), 400 (field errors,
 * Portuguese messages), 409, 413 and 415.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@portal-fiscal/api-client';
import {
  bigJpeg,
  clientAs,
  expectError,
  pdfFile,
  pngFile,
  seedContext,
  setupMockBackend,
  EMAILS,
  type SeedContext,
  type Who,
} from './harness';

setupMockBackend();

type Call = (api: ApiClient, s: SeedContext) => Promise<unknown>;
const NO = 'nao-existe-0000';

const appBody = (s: SeedContext) => ({
  name: 'Novo Produto',
  description: 'Descrição',
  website: 'https://novo.exemplo.com.br',
  integrations: ['SAP'],
  appProviderUuid: { uuid: s.providerUuid },
  appCategoryUuid: s.categoryUuid,
  subCategoryUuid: s.sub.appSubCategoryUuid,
});
const relBody = (s: SeedContext, appUuid: string) => ({
  app: { appUuid },
  category: { appCategoriesUuid: s.categoryUuid },
  subCategory: { appSubCategoryUuid: s.sub.appSubCategoryUuid },
});
const userBody = {
  email: 'novo@exemplo.demo',
  password: 'segredo12',
  name: 'Novo',
  phone: '(11) 90000-0000',
  role: 'MARKETPLACE_USER',
  accountsStatus: 'ATIVO',
} as const;

/** Every protected call: none may answer without a valid token. */
const PROTECTED: Array<[string, Call]> = [
  ['auth.validateJwt', (a) => a.auth.validateJwt()],
  ['account.getId', (a) => a.account.getId()],
  ['account.getLastLogged', (a) => a.account.getLastLogged()],
  ['account.list', (a) => a.account.list()],
  ['account.getByEmail', (a) => a.account.getByEmail(EMAILS.user)],
  ['account.updateByEmail', (a) => a.account.updateByEmail(EMAILS.user, { name: 'X' })],
  ['account.deleteByEmail', (a) => a.account.deleteByEmail(EMAILS.user)],
  ['dashboard.weather', (a) => a.dashboard.weather(-23.55, -46.63)],
  ['dashboard.selic', (a) => a.dashboard.selic()],
  ['dashboard.usd', (a) => a.dashboard.usd()],
  ['dashboard.eur', (a) => a.dashboard.eur()],
  ['dashboard.taxCounter', (a) => a.dashboard.taxCounter()],
  ['dashboard.shortcuts', (a) => a.dashboard.shortcuts()],
  ['dashboard.createShortcut', (a) => a.dashboard.createShortcut({ name: 'X', atalho_url: 'https://x.demo' }, pngFile())],
  ['apps.list', (a) => a.apps.list()],
  ['apps.get', (a, s) => a.apps.get(s.ownApp.appUuid)],
  ['apps.listByAccount', (a, s) => a.apps.listByAccount(s.provider.uuid)],
  ['apps.create', (a, s) => a.apps.create(appBody(s))],
  ['apps.update', (a, s) => a.apps.update(s.ownApp.appUuid, { name: 'X' })],
  ['apps.updatePhoto', (a, s) => a.apps.updatePhoto(s.ownApp.appUuid, s.ownMedia.appMediaUuid)],
  ['apps.delete', (a, s) => a.apps.delete(s.ownApp.appUuid)],
  ['apps.serverList', (a) => a.apps.serverList()],
  ['apps.serverPage', (a) => a.apps.serverPage(1, 5)],
  ['apps.serverGet', (a, s) => a.apps.serverGet(s.ownApp.appUuid)],
  ['apps.tags', (a) => a.apps.tags()],
  [
    'apps.createLegacy',
    (a) => a.apps.createLegacy({ name: 'X', description: 'D', functionalities: 'F', main_functionalities: 'M' }, pngFile()),
  ],
  ['ratings.list', (a, s) => a.ratings.list(s.ownApp.appUuid)],
  ['ratings.create', (a, s) => a.ratings.create(s.ownApp.appUuid, { comment: 'Bom', stars: 5 })],
  ['providers.list', (a) => a.providers.list()],
  ['providers.get', (a, s) => a.providers.get(s.providerUuid)],
  ['providers.create', (a, s) => a.providers.create({ name: 'X', provider_type_uuid: s.providerType.providerTypeUuid })],
  ['providers.update', (a, s) => a.providers.update(s.providerUuid, { name: 'X' })],
  ['providers.delete', (a, s) => a.providers.delete(s.providerUuid)],
  ['providerTypes.list', (a) => a.providerTypes.list()],
  ['providerTypes.get', (a, s) => a.providerTypes.get(s.providerType.providerTypeUuid)],
  ['providerTypes.create', (a) => a.providerTypes.create({ name: 'X' })],
  ['providerTypes.update', (a, s) => a.providerTypes.update(s.providerType.providerTypeUuid, { name: 'X' })],
  ['providerTypes.delete', (a, s) => a.providerTypes.delete(s.providerType.providerTypeUuid)],
  ['categories.list', (a) => a.categories.list()],
  ['subcategories.list', (a) => a.subcategories.list()],
  ['subcategories.get', (a, s) => a.subcategories.get(s.sub.appSubCategoryUuid)],
  ['subcategories.listByCategory', (a, s) => a.subcategories.listByCategory(s.categoryUuid)],
  ['subcategories.create', (a, s) => a.subcategories.create({ name: 'X', appCategoryUuid: { appCategoriesUuid: s.categoryUuid } })],
  ['subcategories.update', (a, s) => a.subcategories.update(s.sub.appSubCategoryUuid, { name: 'X' })],
  ['subcategories.delete', (a, s) => a.subcategories.delete(s.sub.appSubCategoryUuid)],
  ['categoryRelationships.list', (a) => a.categoryRelationships.list()],
  ['categoryRelationships.get', (a, s) => a.categoryRelationships.get(s.ownRelationship.appCategoryRelationshipUuid)],
  ['categoryRelationships.listByApp', (a, s) => a.categoryRelationships.listByApp(s.ownApp.appUuid)],
  ['categoryRelationships.create', (a, s) => a.categoryRelationships.create(relBody(s, s.ownApp.appUuid))],
  [
    'categoryRelationships.update',
    (a, s) => a.categoryRelationships.update(s.ownRelationship.appCategoryRelationshipUuid, relBody(s, s.ownApp.appUuid)),
  ],
  ['categoryRelationships.delete', (a, s) => a.categoryRelationships.delete(s.ownRelationship.appCategoryRelationshipUuid)],
  ['mainFunctionalities.list', (a) => a.mainFunctionalities.list()],
  ['mainFunctionalities.listByApp', (a, s) => a.mainFunctionalities.listByApp(s.ownApp.appUuid)],
  [
    'mainFunctionalities.create',
    (a, s) => a.mainFunctionalities.create({ appUuid: s.ownApp.appUuid, functionalities: [{ description: 'X' }] }),
  ],
  ['mainFunctionalities.update', (a, s) => a.mainFunctionalities.update(s.ownFunctionality.id, { description: 'X' })],
  ['mainFunctionalities.delete', (a, s) => a.mainFunctionalities.delete(s.ownFunctionality.id)],
  ['mainFunctionalities.sync', (a, s) => a.mainFunctionalities.sync({ appUuid: s.ownApp.appUuid, deleteIds: [], newFunctionalities: [] })],
  ['appMedias.list', (a) => a.appMedias.list()],
  ['appMedias.get', (a, s) => a.appMedias.get(s.ownMedia.appMediaUuid)],
  ['appMedias.listByApp', (a, s) => a.appMedias.listByApp(s.ownApp.appUuid)],
  ['appMedias.create', (a, s) => a.appMedias.create({ name: 'x.png', assetId: s.asset.assetId, appUuid: { appUuid: s.ownApp.appUuid } })],
  ['appMedias.update', (a, s) => a.appMedias.update(s.ownMedia.appMediaUuid, { name: 'x' })],
  ['appMedias.delete', (a, s) => a.appMedias.delete(s.ownMedia.appMediaUuid)],
  ['leis.list', (a) => a.leis.list()],
  ['leis.get', (a, s) => a.leis.get(s.lei.lei_uuid)],
  ['leis.facilitatorTotals', (a, s) => a.leis.facilitatorTotals(s.facilitador)],
  ['uploads.upload', (a) => a.uploads.upload(pngFile())],
  ['uploads.list', (a) => a.uploads.list()],
  ['uploads.uploadAsset', (a) => a.uploads.uploadAsset(pngFile())],
];

describe('401 on every protected call', () => {
  it.each(PROTECTED)('%s without a token → 401 and onUnauthorized', async (_name, call) => {
    const s = seedContext();
    const c = clientAs('anonymous');
    await expectError(call(c.api, s), 401, 'unauthorized');
    expect(c.unauthorized).toHaveLength(1);
  });
  it('public calls answer without a token', async () => {
    const s = seedContext();
    const { api } = clientAs('anonymous');
    await expect(api.uploads.assetImage(s.asset.assetId)).resolves.toBeInstanceOf(Blob);
    await expect(api.news.list()).resolves.toEqual(expect.any(Array));
  });
});

/** 403: who may not do what (spec 02 §6 through permissionsFor). */
const FORBIDDEN: Array<[string, Who, Call]> = [
  ['account.list (user)', 'user', (a) => a.account.list()],
  ['account.list (provider admin)', 'provider', (a) => a.account.list()],
  ['account.getByEmail (someone else)', 'user', (a) => a.account.getByEmail(EMAILS.admin)],
  ['account.updateByEmail (someone else)', 'provider', (a) => a.account.updateByEmail(EMAILS.user, { name: 'X' })],
  [
    'account.updateByEmail (join another company)',
    'provider',
    (a, s) => a.account.updateByEmail(EMAILS.provider, { appProvider: { uuid: s.otherProvider.uuid } }),
  ],
  ['account.updateByEmail (own role)', 'provider', (a) => a.account.updateByEmail(EMAILS.provider, { role: 'MARKETPLACE_ADMIN' })],
  ['account.create (with a non-admin token)', 'provider', (a) => a.account.create(userBody)],
  ['account.deleteByEmail (provider admin)', 'provider', (a) => a.account.deleteByEmail(EMAILS.user)],
  ['apps.listByAccount (someone else)', 'user', (a, s) => a.apps.listByAccount(s.provider.uuid)],
  ['apps.create (user)', 'user', (a, s) => a.apps.create(appBody(s))],
  ['apps.create (other provider)', 'provider', (a, s) => a.apps.create({ ...appBody(s), appProviderUuid: { uuid: s.otherProvider.uuid } })],
  ['apps.update (other provider app)', 'provider', (a, s) => a.apps.update(s.otherApp.appUuid, { name: 'X' })],
  ['apps.update (move provider)', 'provider', (a, s) => a.apps.update(s.ownApp.appUuid, { appProviderUuid: s.otherProvider.uuid })],
  ['apps.updatePhoto (other provider app)', 'provider', (a, s) => a.apps.updatePhoto(s.otherApp.appUuid, s.otherMedia.appMediaUuid)],
  ['apps.delete (other provider app)', 'provider', (a, s) => a.apps.delete(s.otherApp.appUuid)],
  ['apps.delete (user)', 'user', (a, s) => a.apps.delete(s.ownApp.appUuid)],
  [
    'apps.createLegacy (user)',
    'user',
    (a) => a.apps.createLegacy({ name: 'X', description: 'D', functionalities: 'F', main_functionalities: 'M' }, pngFile()),
  ],
  ['providers.create (user)', 'user', (a, s) => a.providers.create({ name: 'X', provider_type_uuid: s.providerType.providerTypeUuid })],
  [
    'providers.create (provider admin who has one)',
    'provider',
    (a, s) => a.providers.create({ name: 'X', provider_type_uuid: s.providerType.providerTypeUuid }),
  ],
  ['providers.update (other provider)', 'provider', (a, s) => a.providers.update(s.otherProvider.uuid, { name: 'X' })],
  ['providers.update (own status)', 'provider', (a, s) => a.providers.update(s.providerUuid, { providerStatus: 'INATIVO' })],
  ['providers.delete (provider admin)', 'provider', (a, s) => a.providers.delete(s.providerUuid)],
  ['providerTypes.create', 'provider', (a) => a.providerTypes.create({ name: 'X' })],
  ['providerTypes.update', 'provider', (a, s) => a.providerTypes.update(s.providerType.providerTypeUuid, { name: 'X' })],
  ['providerTypes.delete', 'provider', (a, s) => a.providerTypes.delete(s.providerType.providerTypeUuid)],
  [
    'subcategories.create',
    'provider',
    (a, s) => a.subcategories.create({ name: 'X', appCategoryUuid: { appCategoriesUuid: s.categoryUuid } }),
  ],
  ['subcategories.update', 'provider', (a, s) => a.subcategories.update(s.sub.appSubCategoryUuid, { name: 'X' })],
  ['subcategories.delete', 'provider', (a, s) => a.subcategories.delete(s.sub.appSubCategoryUuid)],
  ['categoryRelationships.create (other app)', 'provider', (a, s) => a.categoryRelationships.create(relBody(s, s.otherApp.appUuid))],
  [
    'categoryRelationships.update (other app)',
    'provider',
    (a, s) => a.categoryRelationships.update(s.otherRelationship.appCategoryRelationshipUuid, relBody(s, s.otherApp.appUuid)),
  ],
  [
    'categoryRelationships.delete (other app)',
    'provider',
    (a, s) => a.categoryRelationships.delete(s.otherRelationship.appCategoryRelationshipUuid),
  ],
  [
    'mainFunctionalities.create (other app)',
    'provider',
    (a, s) => a.mainFunctionalities.create({ appUuid: s.otherApp.appUuid, functionalities: [{ description: 'X' }] }),
  ],
  [
    'mainFunctionalities.update (other app)',
    'provider',
    (a, s) => a.mainFunctionalities.update(s.otherFunctionality.id, { description: 'X' }),
  ],
  ['mainFunctionalities.delete (other app)', 'provider', (a, s) => a.mainFunctionalities.delete(s.otherFunctionality.id)],
  [
    'mainFunctionalities.sync (other app)',
    'provider',
    (a, s) => a.mainFunctionalities.sync({ appUuid: s.otherApp.appUuid, deleteIds: [], newFunctionalities: [] }),
  ],
  [
    'appMedias.create (other app)',
    'provider',
    (a, s) => a.appMedias.create({ name: 'x', assetId: s.asset.assetId, appUuid: { appUuid: s.otherApp.appUuid } }),
  ],
  ['appMedias.update (other app)', 'provider', (a, s) => a.appMedias.update(s.otherMedia.appMediaUuid, { name: 'x' })],
  ['appMedias.delete (other app)', 'provider', (a, s) => a.appMedias.delete(s.otherMedia.appMediaUuid)],
];

describe('403 where the role does not allow it', () => {
  it.each(FORBIDDEN)('%s → 403', async (_name, who, call) => {
    await expectError(call(clientAs(who).api, seedContext()), 403, 'forbidden');
  });
});

/** 404 for unknown ids (as the admin, who may do anything). */
const NOT_FOUND: Array<[string, Call]> = [
  ['account.getByEmail', (a) => a.account.getByEmail('ninguem@exemplo.demo')],
  ['account.updateByEmail', (a) => a.account.updateByEmail('ninguem@exemplo.demo', { name: 'X' })],
  ['account.deleteByEmail', (a) => a.account.deleteByEmail('ninguem@exemplo.demo')],
  ['dashboard.shortcutImage', (a) => a.dashboard.shortcutImage(NO)],
  ['apps.get', (a) => a.apps.get(NO)],
  ['apps.listByAccount', (a) => a.apps.listByAccount(NO)],
  ['apps.update', (a) => a.apps.update(NO, { name: 'X' })],
  ['apps.updatePhoto (unknown app)', (a, s) => a.apps.updatePhoto(NO, s.ownMedia.appMediaUuid)],
  ['apps.updatePhoto (media of another app)', (a, s) => a.apps.updatePhoto(s.ownApp.appUuid, s.otherMedia.appMediaUuid)],
  ['apps.delete', (a) => a.apps.delete(NO)],
  ['apps.serverGet', (a) => a.apps.serverGet(NO)],
  ['ratings.list', (a) => a.ratings.list(NO)],
  ['ratings.create', (a) => a.ratings.create(NO, { comment: 'Bom', stars: 4 })],
  ['providers.get', (a) => a.providers.get(NO)],
  ['providers.update', (a) => a.providers.update(NO, { name: 'X' })],
  ['providers.delete', (a) => a.providers.delete(NO)],
  ['providerTypes.get', (a) => a.providerTypes.get(NO)],
  ['providerTypes.update', (a) => a.providerTypes.update(NO, { name: 'X' })],
  ['providerTypes.delete', (a) => a.providerTypes.delete(NO)],
  ['subcategories.get', (a) => a.subcategories.get(NO)],
  ['subcategories.listByCategory', (a) => a.subcategories.listByCategory(NO)],
  ['subcategories.update', (a) => a.subcategories.update(NO, { name: 'X' })],
  ['subcategories.delete', (a) => a.subcategories.delete(NO)],
  ['categoryRelationships.get', (a) => a.categoryRelationships.get(NO)],
  ['categoryRelationships.listByApp (unknown app)', (a) => a.categoryRelationships.listByApp(NO)],
  ['categoryRelationships.create (unknown app)', (a, s) => a.categoryRelationships.create(relBody(s, NO))],
  ['categoryRelationships.update', (a, s) => a.categoryRelationships.update(NO, relBody(s, s.ownApp.appUuid))],
  ['categoryRelationships.delete', (a) => a.categoryRelationships.delete(NO)],
  ['mainFunctionalities.listByApp', (a) => a.mainFunctionalities.listByApp(NO)],
  ['mainFunctionalities.create', (a) => a.mainFunctionalities.create({ appUuid: NO, functionalities: [{ description: 'X' }] })],
  ['mainFunctionalities.update', (a) => a.mainFunctionalities.update(999_999, { description: 'X' })],
  ['mainFunctionalities.delete', (a) => a.mainFunctionalities.delete(999_999)],
  ['mainFunctionalities.sync', (a) => a.mainFunctionalities.sync({ appUuid: NO, deleteIds: [], newFunctionalities: [] })],
  ['appMedias.get', (a) => a.appMedias.get(NO)],
  ['appMedias.listByApp', (a) => a.appMedias.listByApp(NO)],
  ['appMedias.create', (a, s) => a.appMedias.create({ name: 'x', assetId: s.asset.assetId, appUuid: { appUuid: NO } })],
  ['appMedias.update', (a) => a.appMedias.update(NO, { name: 'x' })],
  ['appMedias.delete', (a) => a.appMedias.delete(NO)],
  ['leis.get', (a) => a.leis.get(NO)],
  ['leis.facilitatorTotals', (a) => a.leis.facilitatorTotals(NO)],
  ['uploads.assetImage', (a) => a.uploads.assetImage(NO)],
];

describe('404 for unknown ids', () => {
  it.each(NOT_FOUND)('%s → 404', async (_name, call) => {
    await expectError(call(clientAs('admin').api, seedContext()), 404, 'not_found');
  });
});

/** 400 with field errors (spec §5 messages where the spec has them). */
const INVALID: Array<[string, Who, Call, Record<string, string>]> = [
  [
    'account.create: required fields',
    'admin',
    (a) => a.account.create({ email: '', password: '', name: '', phone: '', accountsStatus: 'ATIVO' } as never),
    {
      email: 'O campo Email é obrigatório.',
      password: 'O campo Senha é obrigatório.',
      name: 'O campo Nome é obrigatório.',
      phone: 'O campo Telefone é obrigatório.',
    },
  ],
  [
    'account.create: role and status',
    'admin',
    (a) => a.account.create({ ...userBody, role: undefined, accountsStatus: '' } as never),
    { accountsStatus: 'O campo Status é obrigatório.' },
  ],
  ['account.create: no role', 'admin', (a) => a.account.create({ ...userBody, role: undefined }), { role: 'O campo Role é obrigatório.' }],
  [
    'account.updateByEmail: email cannot change',
    'user',
    (a) => a.account.updateByEmail(EMAILS.user, { email: 'outro@exemplo.demo' }),
    { email: 'O email não pode ser alterado.' },
  ],
  [
    'account.deleteByEmail: own account',
    'admin',
    (a) => a.account.deleteByEmail(EMAILS.admin),
    { email: 'Você não pode excluir a sua própria conta.' },
  ],
  [
    'dashboard.weather: bad coordinates',
    'user',
    (a) => a.dashboard.weather(Number.NaN, 0),
    { 'X-Requested-With': 'Envie a latitude e a longitude como "lat,lng".' },
  ],
  [
    'apps.create: spec 02 messages',
    'provider',
    (a, s) =>
      a.apps.create({ ...appBody(s), name: ' ', description: '', website: '', appCategoryUuid: '', subCategoryUuid: '', integrations: [] }),
    {
      name: 'Nome do produto é obrigatório.',
      description: 'A Descrição do Produto é obrigatória',
      website: 'Site é obrigatório',
      appCategoryUuid: 'A Categoria do Produto é obrigatória',
      subCategoryUuid: 'A subcategoria do produto é obrigatória',
      integrations: 'Adicione pelo menos uma integração.',
    },
  ],
  [
    'apps.create: no provider',
    'admin',
    (a, s) => a.apps.create({ ...appBody(s), appProviderUuid: { uuid: '' } }),
    { 'appProviderUuid.uuid': 'Selecione a empresa' },
  ],
  [
    'apps.create: subcategory of another category',
    'provider',
    (a, s) => {
      const other = seedContext();
      return a.apps.create({
        ...appBody(s),
        appCategoryUuid: other.otherApp.appCategoryUuid === s.categoryUuid ? NO : (other.otherApp.appCategoryUuid ?? NO),
      });
    },
    {},
  ],
  [
    'apps.update: bad website',
    'provider',
    (a, s) => a.apps.update(s.ownApp.appUuid, { website: 'nao-e-url' }),
    { website: 'Informe uma URL válida (http:// ou https://).' },
  ],
  [
    'apps.serverPage: bad page',
    'user',
    (a) => a.apps.serverPage(0, 500),
    { page: 'A página começa em 1.', size: 'O tamanho da página vai de 1 a 100.' },
  ],
  [
    'apps.createLegacy: no company',
    'noCompany',
    (a) => a.apps.createLegacy({ name: 'X', description: 'D', functionalities: 'F', main_functionalities: 'M' }, pngFile()),
    { provider: 'Você não tem empresa registrada' },
  ],
  [
    'apps.createLegacy: required fields',
    'provider',
    (a) => a.apps.createLegacy({ name: '', description: '', functionalities: '', main_functionalities: '' }, pngFile()),
    {
      name: 'Preencha os campos corretamente',
      description: 'Preencha os campos corretamente',
      functionalities: 'Preencha os campos corretamente',
      main_functionalities: 'Preencha os campos corretamente',
    },
  ],
  [
    'ratings.create: stars and comment',
    'user',
    (a, s) => a.ratings.create(s.ownApp.appUuid, { comment: ' ', stars: 0 }),
    {
      comment: 'Para avaliar um aplicativo, é necessário as estrelas e comentário',
      stars: 'Para avaliar um aplicativo, é necessário as estrelas e comentário',
    },
  ],
  [
    'providers.create: required',
    'admin',
    (a) => a.providers.create({ name: '-', provider_type_uuid: '' }),
    { name: 'Nome é obrigatório.', provider_type_uuid: 'Tipo de fornecedor é obrigatório.' },
  ],
  [
    'providers.create: unknown type',
    'noCompany',
    (a) => a.providers.create({ name: 'Souza', provider_type_uuid: NO }),
    { provider_type_uuid: 'Tipo de fornecedor não encontrado.' },
  ],
  ['providerTypes.create: name', 'admin', (a) => a.providerTypes.create({ name: '' }), { name: 'Tipo de fornecedor é obrigatório.' }],
  [
    'subcategories.create: category',
    'admin',
    (a) => a.subcategories.create({ name: 'X', appCategoryUuid: { appCategoriesUuid: NO } }),
    { 'appCategoryUuid.appCategoriesUuid': 'Categoria não encontrada.' },
  ],
  [
    'categoryRelationships.create: required',
    'admin',
    (a, s) =>
      a.categoryRelationships.create({
        app: { appUuid: s.ownApp.appUuid },
        category: { appCategoriesUuid: '' },
        subCategory: { appSubCategoryUuid: '' },
      }),
    {
      'category.appCategoriesUuid': 'A Categoria do Produto é obrigatória',
      'subCategory.appSubCategoryUuid': 'A subcategoria do produto é obrigatória',
    },
  ],
  [
    'mainFunctionalities.create: empty',
    'provider',
    (a, s) => a.mainFunctionalities.create({ appUuid: s.ownApp.appUuid, functionalities: [] }),
    { functionalities: 'Adicione pelo menos uma funcionalidade.' },
  ],
  [
    'mainFunctionalities.sync: ids of another app',
    'admin',
    (a, s) => a.mainFunctionalities.sync({ appUuid: s.ownApp.appUuid, deleteIds: [s.otherFunctionality.id], newFunctionalities: [] }),
    {},
  ],
  [
    'mainFunctionalities.update: blank',
    'provider',
    (a, s) => a.mainFunctionalities.update(s.ownFunctionality.id, { description: ' ' }),
    { description: 'A descrição da funcionalidade é obrigatória.' },
  ],
  [
    'appMedias.create: required',
    'provider',
    (a, s) => a.appMedias.create({ name: '', assetId: '', appUuid: { appUuid: s.ownApp.appUuid } }),
    { name: 'O nome da mídia é obrigatório.', assetId: 'A imagem (assetId) é obrigatória.' },
  ],
];

describe('400 with field errors', () => {
  it.each(INVALID)('%s → 400', async (_name, who, call, fields) => {
    const error = await expectError(call(clientAs(who).api, seedContext()), 400);
    expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0);
    expect(error.fieldErrors).toMatchObject(fields);
  });
  it('createShortcut: fields and a missing image', async () => {
    const { api } = clientAs('provider');
    const error = await expectError(api.dashboard.createShortcut({ name: '', atalho_url: 'nao-e-link' }, pngFile()), 400);
    expect(error.fieldErrors).toEqual({
      name: 'Preencha os campos corretamente',
      atalho_url: 'Informe um link válido (http:// ou https://).',
    });
  });
});

describe('409, 413 and 415', () => {
  it('409 for an existing email, a full shortcut list, a provider with apps, types and subcategories in use, a second relationship', async () => {
    const s = seedContext();
    const admin = clientAs('admin').api;
    await expectError(admin.account.create({ ...userBody, email: EMAILS.user }), 409, 'account_exists');
    await expectError(admin.dashboard.createShortcut({ name: 'Terceiro', atalho_url: 'https://x.demo' }, pngFile()), 409, 'shortcut_limit');
    await expectError(admin.providers.delete(s.providerUuid), 409, 'provider_has_apps');
    await expectError(admin.providerTypes.delete(s.otherProvider.provider_type_uuid ?? ''), 409, 'type_in_use');
    await expectError(admin.providerTypes.create({ name: s.providerType.name }), 409, 'duplicate_name');
    await expectError(admin.subcategories.delete(s.ownApp.subCategoryUuid ?? ''), 409, 'subcategory_in_use');
    await expectError(admin.categoryRelationships.create(relBody(s, s.ownApp.appUuid)), 409, 'relationship_exists');
  });
  it.each([
    [
      'dashboard.createShortcut',
      (a: ApiClient, f: File) => a.dashboard.createShortcut({ name: 'Novo', atalho_url: 'https://novo.demo' }, f),
    ],
    ['uploads.upload (atalho_media)', (a: ApiClient, f: File) => a.uploads.upload(f, { field: 'atalho_media' })],
    ['uploads.upload (app_photo)', (a: ApiClient, f: File) => a.uploads.upload(f, { field: 'app_photo' })],
    ['uploads.uploadAsset', (a: ApiClient, f: File) => a.uploads.uploadAsset(f)],
    [
      'apps.createLegacy',
      (a: ApiClient, f: File) => a.apps.createLegacy({ name: 'X', description: 'D', functionalities: 'F', main_functionalities: 'M' }, f),
    ],
  ] as const)('%s: 415 for a non-image, 413 over 1 MB', async (_name, call) => {
    const { api } = clientAs('provider');
    const wrongType = await expectError(call(api, pdfFile('contrato.pdf')), 415, 'unsupported_media_type');
    expect(wrongType.message).toBe('Formato de contrato.pdf não suportado');
    const tooBig = await expectError(call(api, bigJpeg('foto.jpg')), 413, 'payload_too_large');
    expect(tooBig.message).toBe('Imagem foto.jpg excede o limite de 1MB');
  });
});
