/**
 * ONE table of every call of both specs (and the paths this contract chose): method + base + path, the
 * client function that makes it, the mock operation that serves it, and for JSON reads the wire schema
 * the answer must parse with. The table is checked both ways: every client function and every mock
 * operation appears in it, and every row is served by its handler (never "unhandled").
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as C from '@portal-fiscal/api-client';
import { createApiClient } from '@portal-fiscal/api-client';
import { db } from '../db';
import { createMockHandlers } from '../handlers';
import { config, clientAs, server, setupMockBackend, accountOf, urls, OVER_HTTP, isUnhandledAnswer } from './harness';
import { issueToken } from '../lib/tokens';

setupMockBackend();

type Base = 'server' | 'apiNode' | 'assets' | 'news';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  call: string;
  op: string;
  method: Method;
  base: Base;
  /** With `:name` placeholders, filled from the seed below. */
  path: string;
  /** Answer schema for reads checked against the seed (admin token). */
  wire?: v.GenericSchema;
  /** Where the spec gives no method/path, this contract chose it. */
  chosen?: true;
}

export const ROUTES: Row[] = [
  // auth
  { call: 'auth.login', op: 'auth.login', method: 'POST', base: 'server', path: '/auth/login' },
  { call: 'auth.logout', op: 'auth.logout', method: 'POST', base: 'server', path: '/auth/logout', wire: C.AuthMessageWireSchema },
  { call: 'auth.validateJwt', op: 'auth.validateJwt', method: 'GET', base: 'server', path: '/validate/jwt', wire: C.ValidateJwtWireSchema },
  {
    call: 'auth.socialSignInUrl',
    op: 'auth.social',
    method: 'GET',
    base: 'server',
    path: '/auth/google?redirect_uri=https%3A%2F%2Fapp.demo%2Flogin',
  },
  {
    call: 'auth.socialSignInUrl',
    op: 'auth.social',
    method: 'GET',
    base: 'server',
    path: '/auth/linkedin?redirect_uri=https%3A%2F%2Fapp.demo%2Flogin',
  },
  { call: 'auth.signUp', op: 'auth.signUp', method: 'POST', base: 'server', path: '/account' },
  { call: 'auth.requestPasswordRecovery', op: 'auth.passwordRecovery', method: 'POST', base: 'server', path: '/password/recovery' },
  { call: 'auth.resetPassword', op: 'auth.passwordReset', method: 'POST', base: 'server', path: '/password/reset/:resetToken' },
  // account
  { call: 'account.getId', op: 'account.getId', method: 'GET', base: 'server', path: '/acc/id', wire: C.AccountIdWireSchema },
  {
    call: 'account.getLastLogged',
    op: 'account.getLastLogged',
    method: 'GET',
    base: 'server',
    path: '/acc/last/logged',
    wire: C.LastLoggedWireSchema,
  },
  { call: 'account.list', op: 'account.list', method: 'GET', base: 'apiNode', path: '/accounts', wire: C.AccountListWireSchema },
  {
    call: 'account.getByEmail',
    op: 'account.getByEmail',
    method: 'GET',
    base: 'apiNode',
    path: '/accounts/email/:email',
    wire: C.AccountOneWireSchema,
  },
  { call: 'account.getWithPermissions', op: 'account.getByEmail', method: 'GET', base: 'apiNode', path: '/accounts/email/:email' },
  { call: 'account.updateByEmail', op: 'account.updateByEmail', method: 'PUT', base: 'apiNode', path: '/accounts/email/:email' },
  { call: 'account.create', op: 'account.create', method: 'POST', base: 'apiNode', path: '/accounts' },
  {
    call: 'account.deleteByEmail',
    op: 'account.deleteByEmail',
    method: 'DELETE',
    base: 'apiNode',
    path: '/accounts/email/:otherEmail',
    chosen: true,
  },
  // dashboard
  { call: 'dashboard.weather', op: 'dashboard.weather', method: 'GET', base: 'server', path: '/cityandtemp', wire: C.WeatherWireSchema },
  { call: 'dashboard.selic', op: 'dashboard.selic', method: 'GET', base: 'server', path: '/selic', wire: C.SelicWireSchema },
  { call: 'dashboard.usd', op: 'dashboard.usd', method: 'GET', base: 'server', path: '/usd', wire: C.CurrencyWireSchema },
  { call: 'dashboard.eur', op: 'dashboard.eur', method: 'GET', base: 'server', path: '/eur', wire: C.CurrencyWireSchema },
  {
    call: 'dashboard.taxCounter',
    op: 'dashboard.taxCounter',
    method: 'GET',
    base: 'server',
    path: '/impostometro',
    wire: C.ImpostometroWireSchema,
  },
  {
    call: 'dashboard.shortcuts',
    op: 'dashboard.shortcuts',
    method: 'GET',
    base: 'server',
    path: '/atalhos',
    wire: C.ShortcutListWireSchema,
  },
  { call: 'dashboard.shortcutImage', op: 'dashboard.shortcutImage', method: 'GET', base: 'server', path: '/atalho/:assetId' },
  { call: 'dashboard.createShortcut', op: 'dashboard.createShortcut', method: 'POST', base: 'server', path: '/create/atalho' },
  // apps on {apiNode}
  { call: 'apps.list', op: 'apps.list', method: 'GET', base: 'apiNode', path: '/apps/', wire: C.AppListWireSchema },
  { call: 'apps.get', op: 'apps.get', method: 'GET', base: 'apiNode', path: '/apps/:appUuid/', wire: C.AppOneWireSchema },
  {
    call: 'apps.listByAccount',
    op: 'apps.listByAccount',
    method: 'GET',
    base: 'apiNode',
    path: '/apps/account/uuid/:providerAccountUuid/',
    wire: C.AppListWireSchema,
  },
  { call: 'apps.create', op: 'apps.create', method: 'POST', base: 'apiNode', path: '/apps' },
  { call: 'apps.update', op: 'apps.update', method: 'PUT', base: 'apiNode', path: '/apps/:appUuid' },
  { call: 'apps.updatePhoto', op: 'apps.updatePhoto', method: 'PUT', base: 'apiNode', path: '/apps/:appUuid/photo' },
  { call: 'apps.delete', op: 'apps.delete', method: 'DELETE', base: 'apiNode', path: '/apps/:appUuid', chosen: true },
  // apps on {server}
  { call: 'apps.serverList', op: 'apps.serverList', method: 'GET', base: 'server', path: '/apps', wire: C.AppListWireSchema },
  { call: 'apps.serverPage', op: 'apps.serverPage', method: 'GET', base: 'server', path: '/apps/1/10', wire: C.AppPageWireSchema },
  { call: 'apps.serverGet', op: 'apps.serverGet', method: 'GET', base: 'server', path: '/app/:appUuid', wire: C.AppOneWireSchema },
  { call: 'apps.tags', op: 'apps.tags', method: 'GET', base: 'server', path: '/tags', wire: C.TagListWireSchema },
  { call: 'apps.createLegacy', op: 'apps.createLegacy', method: 'POST', base: 'server', path: '/create/app' },
  // ratings
  { call: 'ratings.list', op: 'ratings.list', method: 'GET', base: 'server', path: '/app_rating/:appUuid', wire: C.RatingListWireSchema },
  { call: 'ratings.create', op: 'ratings.create', method: 'POST', base: 'server', path: '/app_rating/:appUuid' },
  // providers
  { call: 'providers.list', op: 'providers.list', method: 'GET', base: 'apiNode', path: '/app-providers', wire: C.ProviderListWireSchema },
  {
    call: 'providers.get',
    op: 'providers.get',
    method: 'GET',
    base: 'apiNode',
    path: '/app-providers/:providerUuid',
    wire: C.ProviderWireSchema,
  },
  { call: 'providers.create', op: 'providers.create', method: 'POST', base: 'apiNode', path: '/app-providers' },
  { call: 'providers.update', op: 'providers.update', method: 'PUT', base: 'apiNode', path: '/app-providers/:providerUuid' },
  { call: 'providers.delete', op: 'providers.delete', method: 'DELETE', base: 'apiNode', path: '/app-providers/:providerUuid' },
  // provider types
  {
    call: 'providerTypes.list',
    op: 'providerTypes.list',
    method: 'GET',
    base: 'apiNode',
    path: '/provider-types',
    wire: C.ProviderTypeListWireSchema,
  },
  {
    call: 'providerTypes.get',
    op: 'providerTypes.get',
    method: 'GET',
    base: 'apiNode',
    path: '/provider-types/:providerTypeUuid',
    wire: C.ProviderTypeWireSchema,
  },
  { call: 'providerTypes.create', op: 'providerTypes.create', method: 'POST', base: 'apiNode', path: '/provider-types' },
  { call: 'providerTypes.update', op: 'providerTypes.update', method: 'PUT', base: 'apiNode', path: '/provider-types/:providerTypeUuid' },
  {
    call: 'providerTypes.delete',
    op: 'providerTypes.delete',
    method: 'DELETE',
    base: 'apiNode',
    path: '/provider-types/:providerTypeUuid',
  },
  // categories
  { call: 'categories.list', op: 'categories.list', method: 'GET', base: 'apiNode', path: '/categories', wire: C.CategoryListWireSchema },
  // subcategories
  {
    call: 'subcategories.list',
    op: 'subcategories.list',
    method: 'GET',
    base: 'apiNode',
    path: '/app-subcategories',
    wire: C.SubcategoryListWireSchema,
  },
  {
    call: 'subcategories.get',
    op: 'subcategories.get',
    method: 'GET',
    base: 'apiNode',
    path: '/app-subcategories/:subcategoryUuid',
    wire: C.SubcategoryWireSchema,
  },
  {
    call: 'subcategories.listByCategory',
    op: 'subcategories.listByCategory',
    method: 'GET',
    base: 'apiNode',
    path: '/app-subcategories/category/:categoryUuid',
    wire: C.SubcategoryListWireSchema,
  },
  { call: 'subcategories.create', op: 'subcategories.create', method: 'POST', base: 'apiNode', path: '/app-subcategories' },
  { call: 'subcategories.update', op: 'subcategories.update', method: 'PUT', base: 'apiNode', path: '/app-subcategories/:subcategoryUuid' },
  {
    call: 'subcategories.delete',
    op: 'subcategories.delete',
    method: 'DELETE',
    base: 'apiNode',
    path: '/app-subcategories/:subcategoryUuid',
  },
  // category relationships
  {
    call: 'categoryRelationships.list',
    op: 'categoryRelationships.list',
    method: 'GET',
    base: 'apiNode',
    path: '/category/relationships',
    wire: C.CategoryRelationshipListWireSchema,
  },
  {
    call: 'categoryRelationships.get',
    op: 'categoryRelationships.get',
    method: 'GET',
    base: 'apiNode',
    path: '/category/relationships/:relationshipUuid',
    wire: C.CategoryRelationshipOneWireSchema,
  },
  {
    call: 'categoryRelationships.listByApp',
    op: 'categoryRelationships.listByApp',
    method: 'GET',
    base: 'apiNode',
    path: '/category/relationships/app/:appUuid',
    wire: C.CategoryRelationshipListWireSchema,
  },
  {
    call: 'categoryRelationships.create',
    op: 'categoryRelationships.create',
    method: 'POST',
    base: 'apiNode',
    path: '/category/relationships',
  },
  {
    call: 'categoryRelationships.update',
    op: 'categoryRelationships.update',
    method: 'PUT',
    base: 'apiNode',
    path: '/category/relationships/:relationshipUuid',
  },
  {
    call: 'categoryRelationships.delete',
    op: 'categoryRelationships.delete',
    method: 'DELETE',
    base: 'apiNode',
    path: '/category/relationships/:relationshipUuid',
  },
  // main functionalities
  {
    call: 'mainFunctionalities.list',
    op: 'mainFunctionalities.list',
    method: 'GET',
    base: 'apiNode',
    path: '/app-main-functionalities',
    wire: C.MainFunctionalityListWireSchema,
  },
  {
    call: 'mainFunctionalities.listByApp',
    op: 'mainFunctionalities.listByApp',
    method: 'GET',
    base: 'apiNode',
    path: '/app-main-functionalities/:appUuid',
    wire: C.MainFunctionalityListWireSchema,
  },
  {
    call: 'mainFunctionalities.create',
    op: 'mainFunctionalities.create',
    method: 'POST',
    base: 'apiNode',
    path: '/app-main-functionalities',
  },
  {
    call: 'mainFunctionalities.update',
    op: 'mainFunctionalities.update',
    method: 'PUT',
    base: 'apiNode',
    path: '/app-main-functionalities/:functionalityId',
  },
  {
    call: 'mainFunctionalities.delete',
    op: 'mainFunctionalities.delete',
    method: 'DELETE',
    base: 'apiNode',
    path: '/app-main-functionalities/:functionalityId',
  },
  { call: 'mainFunctionalities.sync', op: 'mainFunctionalities.sync', method: 'PUT', base: 'apiNode', path: '/app-main-functionalities' },
  // app medias
  { call: 'appMedias.list', op: 'appMedias.list', method: 'GET', base: 'apiNode', path: '/apps-medias', wire: C.AppMediaListWireSchema },
  {
    call: 'appMedias.get',
    op: 'appMedias.get',
    method: 'GET',
    base: 'apiNode',
    path: '/apps-medias/:mediaUuid',
    wire: C.AppMediaWireSchema,
  },
  {
    call: 'appMedias.listByApp',
    op: 'appMedias.listByApp',
    method: 'GET',
    base: 'apiNode',
    path: '/apps-medias/app/:appUuid',
    wire: C.AppMediaListWireSchema,
  },
  { call: 'appMedias.create', op: 'appMedias.create', method: 'POST', base: 'apiNode', path: '/apps-medias' },
  { call: 'appMedias.update', op: 'appMedias.update', method: 'PUT', base: 'apiNode', path: '/apps-medias/:mediaUuid' },
  { call: 'appMedias.delete', op: 'appMedias.delete', method: 'DELETE', base: 'apiNode', path: '/apps-medias/:mediaUuid' },
  // leis
  { call: 'leis.list', op: 'leis.list', method: 'GET', base: 'server', path: '/leis', wire: C.LeiListWireSchema },
  { call: 'leis.get', op: 'leis.get', method: 'GET', base: 'server', path: '/lei/:leiUuid', wire: C.LeiWireSchema },
  {
    call: 'leis.facilitatorTotals',
    op: 'leis.facilitatorTotals',
    method: 'GET',
    base: 'server',
    path: '/facilitador/:facilitador/total',
    wire: C.FacilitatorTotalsWireSchema,
  },
  // uploads
  { call: 'uploads.upload', op: 'uploads.upload', method: 'POST', base: 'server', path: '/upload' },
  {
    call: 'uploads.list',
    op: 'uploads.list',
    method: 'GET',
    base: 'server',
    path: '/uploads',
    wire: C.UploadedFileListWireSchema,
    chosen: true,
  },
  { call: 'uploads.uploadAsset', op: 'uploads.uploadAsset', method: 'POST', base: 'assets', path: '/api/v1/asset/upload', chosen: true },
  { call: 'uploads.assetImage', op: 'uploads.assetImage', method: 'GET', base: 'assets', path: '/api/v1/asset/img/:assetId' },
  // news
  {
    call: 'news.list',
    op: 'news.list',
    method: 'GET',
    base: 'news',
    path: '/ghost/api/content/posts/?key=demo-content-key',
    wire: C.NewsListWireSchema,
  },
];

/** Client members that are helpers, not calls (they build URLs or carry constants). */
const NOT_CALLS = new Set(['dashboard.shortcutImageUrl', 'uploads.assetImageUrl', 'account.roleUuid']);

function seedValues(): Record<string, string> {
  const provider = accountOf('provider');
  const app = db.apps.findFirst((q) => q.where({ appProviderUuid: provider.appProviderUuid ?? '' }));
  const rel = db.categoryRelationships.findFirst((q) => q.where({ appUuid: app?.appUuid ?? '' }));
  const media = db.appMedias.findFirst((q) => q.where({ appUuid: app?.appUuid ?? '' }));
  const functionality = db.mainFunctionalities.findFirst((q) => q.where({ appUuid: app?.appUuid ?? '' }));
  const sub = db.subcategories.all()[0];
  const lei = db.leis.findFirst((q) => q.where({ facilitador: (f) => f !== null }));
  const values = {
    email: provider.email,
    otherEmail: 'vanessa.duarte@portalfiscal.demo',
    appUuid: app?.appUuid,
    providerAccountUuid: provider.uuid,
    providerUuid: provider.appProviderUuid,
    providerTypeUuid: db.providerTypes.all()[0]?.providerTypeUuid,
    subcategoryUuid: sub?.appSubCategoryUuid,
    categoryUuid: sub?.appCategoriesUuid,
    relationshipUuid: rel?.appCategoryRelationshipUuid,
    functionalityId: functionality ? String(functionality.id) : undefined,
    mediaUuid: media?.appMediaUuid,
    leiUuid: lei?.lei_uuid,
    facilitador: lei?.facilitador ?? undefined,
    assetId: db.assets.all()[0]?.assetId,
    resetToken: 'reset-desconhecido',
  };
  for (const [key, value] of Object.entries(values)) if (!value) throw new Error(`seed value missing for :${key}`);
  return values as Record<string, string>;
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? `:${name}`));

describe('route table', () => {
  it('lists every client call and every mock operation', () => {
    const api = createApiClient(config, { getToken: () => null });
    const calls = Object.entries(api)
      .filter(([key]) => key !== 'config')
      .flatMap(([resource, group]) => Object.keys(group as object).map((fn) => `${resource}.${fn}`))
      .filter((name) => !NOT_CALLS.has(name));
    expect(new Set(ROUTES.map((r) => r.call))).toEqual(new Set(calls));
    expect(new Set(ROUTES.map((r) => r.op))).toEqual(new Set(Object.keys(createMockHandlers())));
    expect(calls.length).toBeGreaterThanOrEqual(75);
  });

  it('every row is served by its own handler, and every JSON read parses with its wire schema', async () => {
    const values = seedValues();
    const token = await issueToken(accountOf('admin'));
    const handlers = createMockHandlers(urls);
    const matched: string[] = [];
    const unhandled: string[] = [];
    const onMatch = ({ request }: { request: Request }) => void matched.push(`${request.method} ${request.url}`);
    const onUnhandled = ({ request }: { request: Request }) => void unhandled.push(`${request.method} ${request.url}`);
    server.events.on('request:match', onMatch);
    server.events.on('request:unhandled', onUnhandled);
    try {
      // Deletes last: the other rows read the seed they would remove. The logout after everything: it ends
      // the session of the token every row sends.
      const last = (r: Row) => (r.op === 'auth.logout' ? 2 : r.method === 'DELETE' ? 1 : 0);
      const ordered = [...ROUTES].sort((a, b) => last(a) - last(b));
      for (const row of ordered) {
        const url = `${urls[row.base]}${fill(row.path, values)}`;
        const request = new Request(url, {
          method: row.method,
          headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': '-23.55,-46.63' },
          redirect: 'manual',
        });
        // msw serves a request with the FIRST matching handler: that must be the row's own operation.
        let first: string | undefined;
        for (const [op, handler] of Object.entries(handlers)) {
          const parsedResult = await handler.parse({ request: request.clone() });
          if (await handler.predicate({ request: request.clone(), parsedResult })) {
            first = op;
            break;
          }
        }
        expect(first, `${row.method} ${url}`).toBe(row.op);
        const before = matched.length;
        const response = await fetch(request);
        if (OVER_HTTP) expect(await isUnhandledAnswer(response), `${row.method} ${url} was not handled`).toBe(false);
        else expect(matched.length, `${row.method} ${url} was not handled`).toBe(before + 1);
        if (row.wire) {
          expect(response.status, `${row.method} ${url}`).toBe(200);
          const result = v.safeParse(row.wire, await response.json());
          expect(result.success, `${row.call}: ${JSON.stringify(result.issues?.[0]?.message)}`).toBe(true);
        }
      }
    } finally {
      server.events.removeListener('request:match', onMatch);
      server.events.removeListener('request:unhandled', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  }, 60_000);

  it('reads through the client for a non-admin too (the provider admin)', async () => {
    const { api } = clientAs('provider');
    const me = accountOf('provider');
    await expect(api.apps.listByAccount(me.uuid)).resolves.toEqual(expect.any(Array));
  });
});
