/**
 * The conformance check: runs the contract's calls against any backend (the mock server, staging, the
 * real one) and says, per call, whether the answer is what the portal accepts. The CLI is
 * scripts/contractCheck.ts; tests call `runContractCheck` in-process.
 *
 * It uses plain fetch and the catalogue's WIRE schemas (the portal's own), never the mock backend: the
 * check must be runnable against a service that knows nothing of this repository.
 *
 * Read-only unless `writes`: GETs, sign-in, and two probes that change nothing (a password reset with a
 * token that cannot exist, a social sign-in without `redirect_uri`, both expected to fail with the one
 * error body). With `writes`, every creation is followed by its reads, update and delete, so what the
 * check created is gone afterwards; what no call of the contract can delete (uploaded images, a
 * shortcut) is listed in `report.leftovers` and announced by the CLI before it starts.
 */
import * as v from 'valibot';
import { ErrorBodySchema } from '../errors';
import { decodeBase64Json } from '../wire/base64';
import { CALL_NAMES, CATALOGUE, callUrl, type Base, type CallName, type CallSpec } from './catalogue';
import { describeIssues } from './issues';

export type RowResult = 'ok' | 'shape' | 'status' | 'unreachable' | 'skipped';

export interface CheckRow {
  call: CallName;
  method: string;
  /** The URL called (absent when skipped before any request). */
  url?: string;
  result: RowResult;
  /** The answer's status, when there was one. */
  httpStatus?: number;
  /** Why: field paths that differ, the status, the network error, the reason for skipping; notes on `ok`. */
  details: string[];
  ms?: number;
}

export interface CheckOptions {
  /** The bases to check; a missing one skips its calls. */
  bases: Partial<Record<Base, string>>;
  newsKey?: string;
  /** An account to sign in with; without it the calls that need a token are skipped. Use a canEditAll account for every call. */
  email?: string;
  password?: string;
  /** Run creates, updates, deletes and uploads too (each creation undone). */
  writes?: boolean;
  /** Each row as soon as it is known (progress). */
  onRow?: (row: CheckRow, done: number, total: number) => void;
  /** Per-request time limit (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CheckReport {
  rows: CheckRow[];
  /** True when every call that was checked is `ok` (skipped calls were not checked: see `counts.skipped`). */
  ok: boolean;
  counts: Record<RowResult, number>;
  /** What the check created and could not undo. */
  leftovers: string[];
}

/** What `--writes` leaves behind whatever happens: the contract has no call that deletes these. */
export const PERMANENT_WRITES = [
  'uploads.upload, uploads.uploadAsset and dashboard.createShortcut: one 1×1 PNG each and one shortcut, made by a throwaway account ' +
    "that the check deletes at the end (no call of the contract deletes an upload or a shortcut: whether they go with the account is the backend's choice)",
] as const;

/** A 1×1 PNG: the image of every upload the check makes. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = () => new Blob([PNG_1X1], { type: 'image/png' });

interface Exchange {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: () => FormData;
  /** An error probe: this status is expected, with the one error body. */
  expectStatus?: number;
  /** Not a row of its own: undoing an earlier write (a failure becomes a leftover). */
  cleanup?: boolean;
  /** Another account's token for this request (the throwaway account of the uploads). */
  token?: string;
}

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;
const snippet = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const rows = new Map<CallName, CheckRow>();
  const leftovers: string[] = [];
  const total = CALL_NAMES.length;
  let token: string | null = null;
  const signInProblem =
    options.email && options.password ? 'sign-in failed (see auth.login)' : 'needs a signed-in account: give --email and --password';

  const record = (row: CheckRow) => {
    if (rows.has(row.call)) return;
    rows.set(row.call, row);
    options.onRow?.(row, rows.size, total);
  };
  const skip = (call: CallName, reason: string) => record({ call, method: CATALOGUE[call].method, result: 'skipped', details: [reason] });

  /** Sends one call and checks its answer; returns the parsed wire body when the row is `ok`. */
  async function exchange(call: CallName, x: Exchange = {}): Promise<unknown> {
    const spec = CATALOGUE[call];
    const base = options.bases[spec.base];
    const fail = (row: Omit<CheckRow, 'call' | 'method'>) => {
      if (x.cleanup) leftovers.push(`${call} ${row.url ?? ''}: ${row.details.join('; ')}`);
      else record({ call, method: spec.method, ...row });
      return undefined;
    };
    if (!base) return x.cleanup ? undefined : fail({ result: 'skipped', details: [`no URL for the ${spec.base} base`] });
    const bearer = x.token ?? token;
    if (spec.auth === 'bearer' && !bearer) return fail({ result: 'skipped', details: [signInProblem] });
    const url = new URL(callUrl(spec, base, x.params));
    for (const [key, value] of Object.entries(x.query ?? {})) url.searchParams.set(key, value);
    const headers = new Headers(x.headers);
    if (bearer && spec.auth !== 'none' && spec.base !== 'news') headers.set('Authorization', `Bearer ${bearer}`);
    let requestBody: BodyInit | undefined;
    if (x.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(x.json);
    } else if (x.form) requestBody = x.form();

    const started = performance.now();
    let response: Response;
    try {
      response = await doFetch(url, {
        method: spec.method,
        headers,
        body: requestBody,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      return fail({ url: url.href, result: 'unreachable', details: [cause] });
    }
    const ms = Math.round(performance.now() - started);
    const text = await response.text().catch(() => '');
    const common = { url: url.href, httpStatus: response.status, ms };

    const expected = x.expectStatus ?? spec.answer.status;
    const is2xx = response.status >= 200 && response.status < 300;
    const statusOk =
      x.expectStatus !== undefined
        ? response.status === x.expectStatus
        : spec.answer.kind === 'redirect'
          ? response.status === expected
          : is2xx;
    if (!statusOk) {
      const error = parseJson(text);
      const message = v.is(ErrorBodySchema, error) ? ` (${error.message}${error.code ? `, ${error.code}` : ''})` : '';
      return fail({ ...common, result: 'status', details: [`expected ${expected}, got ${response.status}${message}`] });
    }
    const notes = response.status !== expected ? [`answered ${response.status}, documented ${expected}`] : [];
    const contentType = response.headers.get('content-type') ?? '';

    // An error probe: the status was right; the body must be the one error shape.
    if (x.expectStatus !== undefined) {
      const problems = [...checkJsonType(contentType), ...shapeOf(ErrorBodySchema, text)];
      return problems.length ? fail({ ...common, result: 'shape', details: problems }) : ok(call, spec, common, notes, x, true);
    }

    const answer = spec.answer;
    let problems: string[] = [];
    let parsed: unknown = text;
    switch (answer.kind) {
      case 'json': {
        problems = [...checkJsonType(contentType), ...shapeOf(answer.schema, text)];
        parsed = parseJson(text);
        break;
      }
      case 'base64-json': {
        problems = checkJsonType(contentType);
        const outer = parseJson(text);
        const inner = typeof outer === 'string' ? outer : text.trim();
        let decoded: unknown;
        try {
          decoded = decodeBase64Json(inner);
        } catch {
          problems.push(`(root): expected base64 JSON text, got ${snippet(text)}`);
          break;
        }
        const result = v.safeParse(answer.schema, decoded);
        if (!result.success) problems.push(...describeIssues(result.issues, answer.schema));
        parsed = decoded;
        break;
      }
      case 'text': {
        const result = v.safeParse(answer.schema, text);
        if (!result.success) problems.push(...describeIssues(result.issues, answer.schema));
        break;
      }
      case 'image':
        if (!/^image\//i.test(contentType)) problems.push(`content-type: expected image/*, got ${contentType || 'none'}`);
        break;
      case 'redirect':
        if (!response.headers.get('location')) problems.push('Location: expected a header, got none');
        break;
    }
    if (problems.length) return fail({ ...common, result: 'shape', details: problems });
    return ok(call, spec, common, notes, x, parsed);
  }

  function ok(
    call: CallName,
    spec: CallSpec,
    common: Pick<CheckRow, 'url' | 'httpStatus' | 'ms'>,
    notes: string[],
    x: Exchange,
    parsed: unknown,
  ): unknown {
    if (!x.cleanup) record({ call, method: spec.method, ...common, result: 'ok', details: notes });
    return parsed ?? true;
  }

  // ---------------------------------------------------------------- the calls, in an order that finds ids
  type Rec = Record<string, unknown>;
  const list = (value: unknown, key?: string): Rec[] => {
    const items = key === undefined ? value : (value as Rec | undefined)?.[key];
    return Array.isArray(items) ? (items.filter((i) => typeof i === 'object' && i !== null) as Rec[]) : [];
  };
  const str = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
  const get = async (call: CallName, id: string | undefined, why: string, params: (id: string) => Record<string, string>) =>
    id === undefined ? skip(call, why) : exchange(call, { params: params(id) });

  // Sign-in.
  if (options.email && options.password) {
    const session = await exchange('auth.login', { json: { email: options.email, password: options.password } });
    token = str((session as Rec | undefined)?.Token) ?? null;
  } else skip('auth.login', 'no --email/--password given');
  await exchange('auth.validateJwt');
  // Probes that change nothing: both must fail, with the one error body.
  await exchange('auth.social', { params: { provider: 'google' }, expectStatus: 400 });
  await exchange('auth.passwordReset', {
    params: { token: 'contract-check-no-such-token' },
    json: { password: 'contract-check-1234' },
    expectStatus: 404,
  });

  await exchange('account.getId');
  await exchange('account.getLastLogged');
  await exchange('account.list');
  const me = (await (options.email
    ? exchange('account.getByEmail', { params: { email: options.email } })
    : skip('account.getByEmail', 'no --email given'))) as Rec | undefined;
  const myUuid = str((me?.account as Rec | undefined)?.uuid);

  await exchange('dashboard.weather', { headers: { 'X-Requested-With': '-23.5505,-46.6333' } });
  for (const call of ['dashboard.selic', 'dashboard.usd', 'dashboard.eur', 'dashboard.taxCounter'] as const) await exchange(call);
  const shortcuts = list(await exchange('dashboard.shortcuts'));
  const shortcutAsset = str((shortcuts[0]?.asset_id as Rec | undefined)?.String);

  const apps = list(await exchange('apps.list'), 'apps');
  const appUuid = str(apps[0]?.appUuid);
  await get('apps.get', appUuid, 'no app in apps.list', (id) => ({ uuid: id }));
  await get('apps.listByAccount', myUuid, 'no account uuid (account.getByEmail)', (id) => ({ uuid: id }));
  await exchange('apps.serverList');
  await exchange('apps.serverPage', { params: { page: 1, size: 5 } });
  await get('apps.serverGet', appUuid, 'no app in apps.list', (id) => ({ id }));
  await exchange('apps.tags');
  await get('ratings.list', appUuid, 'no app in apps.list', (id) => ({ id }));

  const providers = list(await exchange('providers.list'), 'providers');
  await get('providers.get', str(providers[0]?.uuid), 'no provider in providers.list', (id) => ({ id }));
  const typesAnswer = (await exchange('providerTypes.list')) as Rec | undefined;
  const types = list(typesAnswer?.providerTypes ?? typesAnswer?.data);
  const typeUuid = str(types[0]?.providerTypeUuid);
  await get('providerTypes.get', typeUuid, 'no provider type in providerTypes.list', (uuid) => ({ uuid }));

  const categories = list(await exchange('categories.list'), 'categories');
  const categoryUuid = str(categories[0]?.appCategoriesUuid);
  const subcategories = list(await exchange('subcategories.list'), 'subcategories');
  const subcategoryOf = (category: string | undefined) =>
    str(subcategories.find((s) => (s.appCategoryUuid as Rec | undefined)?.appCategoriesUuid === category)?.appSubCategoryUuid);
  await get('subcategories.get', str(subcategories[0]?.appSubCategoryUuid), 'no subcategory in subcategories.list', (id) => ({ id }));
  await get('subcategories.listByCategory', categoryUuid, 'no category in categories.list', (id) => ({ id }));

  const relationships = list(await exchange('categoryRelationships.list'), 'data');
  await get(
    'categoryRelationships.get',
    str(relationships[0]?.appCategoryRelationshipUuid),
    'no link in categoryRelationships.list',
    (id) => ({ id }),
  );
  await get(
    'categoryRelationships.listByApp',
    str((relationships[0]?.app as Rec | undefined)?.appUuid),
    'no link in categoryRelationships.list',
    (appUuid) => ({ appUuid }),
  );

  const functionalities = list(await exchange('mainFunctionalities.list'), 'data');
  await get(
    'mainFunctionalities.listByApp',
    str(functionalities[0]?.appUuid),
    'no functionality in mainFunctionalities.list',
    (appUuid) => ({ appUuid }),
  );

  const medias = list(await exchange('appMedias.list'), 'data');
  await get('appMedias.get', str(medias[0]?.appMediaUuid), 'no media in appMedias.list', (uuid) => ({ uuid }));
  await get('appMedias.listByApp', str((medias[0]?.appUuid as Rec | undefined)?.appUuid), 'no media in appMedias.list', (appUuid) => ({
    appUuid,
  }));

  const leis = list(await exchange('leis.list'));
  await get('leis.get', str(leis[0]?.lei_uuid), 'no lei in leis.list', (id) => ({ id }));
  const facilitador = leis.map((l) => l.facilitador as Rec | undefined).find((f) => f?.Valid === true && str(f.String));
  await get('leis.facilitatorTotals', str(facilitador?.String), 'no lei with a facilitador', (id) => ({ id }));

  const files = list(await exchange('uploads.list'), 'files');
  let assetId = str(files[0]?.asset_id);

  if (options.newsKey) await exchange('news.list', { query: { key: options.newsKey, limit: '3', order: 'published_at desc' } });
  else skip('news.list', 'no --news-key given');

  if (options.writes) {
    const tag = `contract-check-${Date.now().toString(36)}`;
    const form = (entries: Record<string, string>, file: string) => () => {
      const data = new FormData();
      for (const [key, value] of Object.entries(entries)) data.append(key, value);
      data.append(file, png(), 'contract-check.png');
      return data;
    };

    // A throwaway user: created, signed in as (it makes the uploads and the shortcut, which no call can
    // delete on their own), updated, and deleted at the end.
    const userEmail = `${tag}-user@example.com`;
    const userPassword = 'Contract-check-1234';
    const user = await exchange('account.create', {
      json: {
        email: userEmail,
        password: userPassword,
        name: 'Contract Check',
        phone: '11999999999',
        role: 'MARKETPLACE_USER',
        accountsStatus: 'ATIVO',
      },
    });
    if (user) await exchange('account.updateByEmail', { params: { email: userEmail }, json: { name: 'Contract Check (updated)' } });
    const userSession = user
      ? ((await exchange('auth.login', { json: { email: userEmail, password: userPassword }, cleanup: true })) as Rec | undefined)
      : undefined;
    const userToken = str(userSession?.Token);
    if (userToken) {
      // Uploads first: their asset id feeds the media and the image reads.
      const uploaded = (await exchange('uploads.upload', { form: form({}, 'app_photo'), token: userToken })) as Rec | undefined;
      assetId = str(uploaded?.asset_id) ?? assetId;
      await exchange('uploads.uploadAsset', { form: form({}, 'app_photo'), token: userToken });
      const shortcut = await exchange('dashboard.createShortcut', {
        form: form({ name: 'contract-check', atalho_url: 'https://example.com/contract-check' }, 'atalho_media'),
        token: userToken,
      });
      if (shortcut && !shortcutAsset) {
        const mine = list(await exchange('dashboard.shortcuts', { token: userToken, cleanup: true }));
        const asset = str((mine[0]?.asset_id as Rec | undefined)?.String);
        if (asset) await exchange('dashboard.shortcutImage', { params: { assetId: asset } });
      }
      // 'Sair': the throwaway account's session ends on the server (its token is not used again).
      await exchange('auth.logout', { token: userToken });
    } else
      for (const call of ['uploads.upload', 'uploads.uploadAsset', 'dashboard.createShortcut', 'auth.logout'] as const)
        skip(call, 'the throwaway account (account.create) could not sign in');

    // Sign-up and password recovery, then the account removed.
    const signUpEmail = `${tag}-signup@example.com`;
    const signedUp = await exchange('auth.signUp', {
      json: {
        name: 'Contract Check',
        email: signUpEmail,
        password: 'Contract-check-1234',
        confirmPassword: 'Contract-check-1234',
        occupation: 'outros',
      },
    });
    await exchange('auth.passwordRecovery', { json: { email: signUpEmail } });
    if (signedUp) await exchange('account.deleteByEmail', { params: { email: signUpEmail }, cleanup: true });

    // A provider type, a provider of that type, a subcategory, and an app of them.
    const type = (await exchange('providerTypes.create', { json: { name: `${tag} type` } })) as Rec | undefined;
    const newTypeUuid = str(type?.providerTypeUuid);
    if (newTypeUuid) await exchange('providerTypes.update', { params: { uuid: newTypeUuid }, json: { name: `${tag} type (updated)` } });
    const provider = (await exchange('providers.create', {
      json: { name: `${tag} provider`, description: '-', photo: '-', provider_type_uuid: newTypeUuid ?? typeUuid ?? '' },
    })) as Rec | undefined;
    const providerUuid = str(provider?.uuid);
    if (providerUuid)
      await exchange('providers.update', { params: { id: providerUuid }, json: { description: 'Created by contract:check' } });
    const sub = categoryUuid
      ? ((await exchange('subcategories.create', {
          json: { name: `${tag} subcategory`, appCategoryUuid: { appCategoriesUuid: categoryUuid } },
        })) as Rec | undefined)
      : undefined;
    const subUuid = str(sub?.appSubCategoryUuid);
    if (subUuid) await exchange('subcategories.update', { params: { id: subUuid }, json: { name: `${tag} subcategory (updated)` } });

    const app =
      providerUuid && categoryUuid && (subUuid ?? subcategoryOf(categoryUuid))
        ? ((await exchange('apps.create', {
            json: {
              name: `${tag} app`,
              description: 'Created by contract:check',
              website: 'https://example.com',
              integrations: '["SAP"]',
              appProviderUuid: { uuid: providerUuid },
              appCategoryUuid: categoryUuid,
              subCategoryUuid: subUuid ?? subcategoryOf(categoryUuid),
            },
          })) as Rec | undefined)
        : undefined;
    const newApp = str((app?.app as Rec | undefined)?.appUuid);
    if (newApp) {
      await exchange('apps.update', { params: { id: newApp }, json: { description: 'Updated by contract:check' } });
      const media = (await exchange('appMedias.create', {
        json: { name: `${tag} media`, assetId: assetId ?? 'https://example.com/contract-check.png', appUuid: { appUuid: newApp } },
      })) as Rec | undefined;
      const mediaUuid = str(media?.appMediaUuid);
      if (mediaUuid) {
        await exchange('appMedias.update', { params: { uuid: mediaUuid }, json: { name: `${tag} media (updated)` } });
        await exchange('apps.updatePhoto', { params: { id: newApp }, json: { appPhoto: mediaUuid } });
        await exchange('appMedias.delete', { params: { uuid: mediaUuid } });
      }
      const created = list(
        await exchange('mainFunctionalities.create', {
          json: { appUuid: newApp, functionalities: [{ description: `${tag} one` }, { description: `${tag} two` }] },
        }),
        'created',
      );
      const [first, second] = created.map((f) => f.id).filter((id): id is number => typeof id === 'number');
      if (first !== undefined)
        await exchange('mainFunctionalities.update', { params: { id: first }, json: { description: `${tag} one (updated)` } });
      await exchange('mainFunctionalities.sync', {
        json: { appUuid: newApp, deleteIds: second === undefined ? [] : [second], newFunctionalities: [{ description: `${tag} three` }] },
      });
      if (first !== undefined) await exchange('mainFunctionalities.delete', { params: { id: first } });
      const linkBody = {
        app: { appUuid: newApp },
        category: { appCategoriesUuid: categoryUuid },
        subCategory: { appSubCategoryUuid: subUuid ?? subcategoryOf(categoryUuid) },
      };
      const link = (await exchange('categoryRelationships.create', { json: linkBody })) as Rec | undefined;
      const linkUuid = str((link?.created as Rec | undefined)?.appCategoryRelationshipUuid);
      if (linkUuid) {
        await exchange('categoryRelationships.update', { params: { id: linkUuid }, json: linkBody });
        await exchange('categoryRelationships.delete', { params: { id: linkUuid } });
      }
      await exchange('ratings.create', { params: { id: newApp }, json: { comment: 'contract-check', stars: 5 } });
      await exchange('apps.delete', { params: { id: newApp } });
    }
    // The legacy form's app, deleted at once.
    if (providerUuid) {
      const legacy = (await exchange('apps.createLegacy', {
        form: form(
          {
            name: `${tag} legacy`,
            description: 'Created by contract:check',
            functionalities: 'check',
            main_functionalities: 'check',
            provider: providerUuid,
          },
          'app_photo',
        ),
      })) as Rec | undefined;
      const legacyUuid = str(legacy?.appUuid);
      if (legacyUuid) await exchange('apps.delete', { params: { id: legacyUuid }, cleanup: true });
    }
    if (subUuid) await exchange('subcategories.delete', { params: { id: subUuid } });
    if (providerUuid) await exchange('providers.delete', { params: { id: providerUuid } });
    if (newTypeUuid) await exchange('providerTypes.delete', { params: { uuid: newTypeUuid } });
    if (user) await exchange('account.deleteByEmail', { params: { email: userEmail } });
  }

  // Image reads after the uploads, so a fresh backend has something to serve.
  if (!rows.has('dashboard.shortcutImage'))
    await get('dashboard.shortcutImage', shortcutAsset, 'no shortcut with an image (dashboard.shortcuts)', (id) => ({ assetId: id }));
  await get('uploads.assetImage', assetId, 'no uploaded file (uploads.list)', (id) => ({ assetId: id }));

  // Whatever was not reached: a write without --writes, or a read without the ids it needs.
  for (const call of CALL_NAMES) {
    if (rows.has(call)) continue;
    const spec = CATALOGUE[call];
    skip(
      call,
      spec.method !== 'GET' && !options.writes ? 'a write: run with --writes' : 'not reached: an earlier call it needs did not succeed',
    );
  }

  const ordered = CALL_NAMES.map((call) => rows.get(call)).filter((row): row is CheckRow => row !== undefined);
  const counts: Record<RowResult, number> = { ok: 0, shape: 0, status: 0, unreachable: 0, skipped: 0 };
  for (const row of ordered) counts[row.result] += 1;
  return { rows: ordered, ok: counts.shape + counts.status + counts.unreachable === 0, counts, leftovers };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function checkJsonType(contentType: string): string[] {
  return JSON_TYPE.test(contentType) ? [] : [`content-type: expected application/json, got ${contentType || 'none'}`];
}

/** The body text against a wire schema: the field paths that differ, or that it is not JSON. */
function shapeOf(schema: v.GenericSchema, text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`(root): expected JSON, got ${snippet(text)}`];
  }
  const result = v.safeParse(schema, body);
  return result.success ? [] : describeIssues(result.issues, schema);
}
