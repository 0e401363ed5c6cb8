/**
 * Test support for the contract tests: the REAL api-client against the mock backend. Not a test file
 * itself (vitest only runs `*.test.ts`).
 *
 * Two transports, the same tests:
 * - `unit` project: msw/node intercepts the client's fetches in the process (fast; msw's own events and
 *   answer overrides are available: `server`).
 * - `contract-http` project (`MOCK_TRANSPORT=http`): the HTTP mock server (`npm run mock-server`) is
 *   started in the process on a free port of 127.0.0.1, and the client talks to it over the network,
 *   with nothing intercepted: real requests, headers, multipart bodies, CORS-free Node fetch.
 * Either way the tests read and write the backend's tables directly (`db`), since it runs in the process.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, parseConfig, type ApiClient } from '@portal-fiscal/api-client';
import { DEMO_BASE_URLS, type MockBaseUrls } from '../config';
import { setScenario } from '../data';
import { db } from '../db';
import { createMockServer } from '../node';
import { DEMO_PASSWORD } from '../accounts';
import { DEMO_TOKEN_SECRET, issueToken } from '../lib/tokens';

/** Whether this run goes through the HTTP server (`MOCK_TRANSPORT=http`) rather than msw interception. */
export const OVER_HTTP = process.env.MOCK_TRANSPORT === 'http';

const configFor = (bases: MockBaseUrls) =>
  parseConfig({
    VITE_SERVER_URL: bases.server,
    VITE_API_NODE_URL: bases.apiNode,
    VITE_ASSETS_URL: bases.assets,
    VITE_NEWS_URL: bases.news,
    VITE_NEWS_KEY: 'demo-content-key',
  });

/** The bases of the backend under test (the HTTP server's once it listens). */
export let urls: MockBaseUrls = DEMO_BASE_URLS;
export let config = configFor(urls);

/** The portal's origin in these tests: the one address the social sign-in may send a token back to. */
export const TEST_PORTAL_ORIGIN = 'https://app.demo';

/** msw/node (intercepting only in the `unit` project). */
export const server = createMockServer(DEMO_BASE_URLS, { portalOrigins: [TEST_PORTAL_ORIGIN] });

/**
 * For tests about msw itself or about the client alone (answer overrides with `server.use`, the
 * client's URLs through `server.events`): they run under msw only, since over HTTP nothing intercepts.
 */
export const mswOnly = OVER_HTTP ? it.skip : it;

/** Over HTTP, the server's answer to a path no handler serves (msw's `request:unhandled` otherwise). */
export async function isUnhandledAnswer(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  const body = (await response.clone().json()) as { message?: unknown };
  return typeof body.message === 'string' && body.message.startsWith('Rota não encontrada');
}

/** Starts the backend for the file and resets it to the seed before each test. */
export function setupMockBackend(): void {
  if (OVER_HTTP) {
    let stop: (() => Promise<void>) | null = null;
    beforeAll(async () => {
      // Loaded only here: the msw project never loads Express.
      const { startMockHttpServer } = await import('../http');
      const running = await startMockHttpServer({
        port: 0,
        allowedOrigins: [TEST_PORTAL_ORIGIN],
        log: false,
        strictContract: true,
        secret: DEMO_TOKEN_SECRET,
      });
      stop = running.close;
      urls = running.urls;
      config = configFor(urls);
    });
    afterAll(async () => {
      await stop?.();
    });
  } else {
    beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
  }
  beforeEach(async () => {
    await setScenario('default');
  });
}

export const EMAILS = {
  admin: 'admin@portalfiscal.demo',
  provider: 'fornecedor@portalfiscal.demo',
  user: 'usuario@portalfiscal.demo',
  noCompany: 'semempresa@portalfiscal.demo',
} as const;
export type Who = keyof typeof EMAILS | 'anonymous';

export interface TestClient {
  api: ApiClient;
  unauthorized: ApiError[];
}

/**
 * A client whose token belongs to `who` (issued directly; login itself is tested separately), or the given
 * token. A token is signed asynchronously (jose, lib/tokens.ts) but its claims are fixed when `clientAs` is
 * called (the clock, the scenario's lifetime); the client's `ready` hook holds its requests until it is signed.
 */
export function clientAs(who: Who | { token: string | null | Promise<string> }): TestClient {
  let pending: string | null | Promise<string>;
  if (typeof who === 'object') pending = who.token;
  else if (who === 'anonymous') pending = null;
  else {
    const account = db.accounts.findFirst((q) => q.where({ email: EMAILS[who] }));
    if (!account) throw new Error(`seed has no ${EMAILS[who]}`);
    pending = issueToken(account);
  }
  let token: string | null = null;
  const signed = Promise.resolve(pending).then((value) => {
    token = value;
  });
  const unauthorized: ApiError[] = [];
  const api = createApiClient(config, { getToken: () => token, ready: () => signed, onUnauthorized: (e) => unauthorized.push(e) });
  return { api, unauthorized };
}

export const accountOf = (who: keyof typeof EMAILS) => {
  const account = db.accounts.findFirst((q) => q.where({ email: EMAILS[who] }));
  if (!account) throw new Error(`seed has no ${EMAILS[who]}`);
  return account;
};

/** Awaits a failing call and checks its ApiError. */
export async function expectError(promise: Promise<unknown>, status: number, code?: string): Promise<ApiError> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected an ApiError ${status}`).toBeInstanceOf(ApiError);
  const error = caught as ApiError;
  expect({ status: error.status, kind: error.kind, message: error.message }).toMatchObject({
    status,
    kind: status === 0 ? error.kind : 'http',
  });
  if (code) expect(error.code).toBe(code);
  return error;
}

export { DEMO_PASSWORD };

/** Tiny valid images of each accepted type (and a few bad ones). */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const pngFile = (name = 'logo.png') => new File([PNG_1X1], name, { type: 'image/png' });
export const gifFile = (name = 'anim.gif') => new File([new TextEncoder().encode('GIF89a')], name, { type: 'image/gif' });
export const pdfFile = (name = 'doc.pdf') => new File([new TextEncoder().encode('%PDF-1.4')], name, { type: 'application/pdf' });
export const bigJpeg = (name = 'grande.jpg') => new File([new Uint8Array(1_048_577)], name, { type: 'image/jpeg' });

/** Ids from the seed the tests act on (found by relation, so seed edits do not break them). */
export function seedContext() {
  const provider = accountOf('provider');
  const providerUuid = provider.appProviderUuid ?? '';
  const ownApp = db.apps.findFirst((q) => q.where({ appProviderUuid: providerUuid }));
  const otherApp = db.apps.findFirst((q) => q.where({ appProviderUuid: (p) => p !== providerUuid }));
  const otherProvider = db.providers.findFirst((q) => q.where({ uuid: (u) => u !== providerUuid }));
  if (!ownApp || !otherApp || !otherProvider) throw new Error('seed lacks apps of two providers');
  const ownMedia = db.appMedias.findFirst((q) => q.where({ appUuid: ownApp.appUuid }));
  const otherMedia = db.appMedias.findFirst((q) => q.where({ appUuid: otherApp.appUuid }));
  const ownFunctionality = db.mainFunctionalities.findFirst((q) => q.where({ appUuid: ownApp.appUuid }));
  const otherFunctionality = db.mainFunctionalities.findFirst((q) => q.where({ appUuid: otherApp.appUuid }));
  const ownRelationship = db.categoryRelationships.findFirst((q) => q.where({ appUuid: ownApp.appUuid }));
  const otherRelationship = db.categoryRelationships.findFirst((q) => q.where({ appUuid: otherApp.appUuid }));
  const sub = db.subcategories.all()[0];
  const lei = db.leis.findFirst((q) => q.where({ facilitador: (f) => f !== null }));
  const asset = db.assets.all()[0];
  const providerType = db.providerTypes.all()[0];
  if (
    !ownMedia ||
    !otherMedia ||
    !ownFunctionality ||
    !otherFunctionality ||
    !ownRelationship ||
    !otherRelationship ||
    !sub ||
    !lei ||
    !asset ||
    !providerType
  ) {
    throw new Error('seed lacks medias, functionalities, relationships, subcategories, leis, assets or provider types');
  }
  return {
    provider,
    providerUuid,
    ownApp,
    otherApp,
    otherProvider,
    ownMedia,
    otherMedia,
    ownFunctionality,
    otherFunctionality,
    ownRelationship,
    otherRelationship,
    sub,
    categoryUuid: sub.appCategoriesUuid,
    lei,
    facilitador: lei.facilitador ?? '',
    asset,
    providerType,
  };
}
export type SeedContext = ReturnType<typeof seedContext>;

/** The instant the throttling and session tests start from, and a minute of the backend's clock. */
export const CLOCK_T0 = Date.parse('2026-11-16T13:00:00.000Z');
export const MINUTE = 60_000;

/**
 * Fixes the backend's clock at CLOCK_T0 before each test of the file (only Date: the HTTP server's sockets
 * keep their real timers) and gives `at(ms)`, which moves it to CLOCK_T0 + ms.
 */
export function fixedDate(): (ms: number) => void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CLOCK_T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return (ms) => vi.setSystemTime(CLOCK_T0 + ms);
}
