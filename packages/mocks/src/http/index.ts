import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockBaseUrls } from '../config';
import { restoreOrSeed } from '../data';
import { clearSnapshot, disablePersistence, enablePersistence, flushPersistence } from '../persistence';
import { setStrictContract } from '../lib/responses';
import { MIN_SECRET_BYTES, setTokenSecret } from '../lib/tokens';
import type { ScenarioName } from '../state';
import { allowedHostsFor, baseUrlsAt, createMockApp, trustProxySetting, type TrustProxy } from './app';
import { fileStorage } from './fileStorage';

/** Whether a token secret is long enough: at least MIN_SECRET_BYTES bytes of UTF-8 (HS256's key size). */
export const isStrongSecret = (secret: string): boolean => new TextEncoder().encode(secret).length >= MIN_SECRET_BYTES;
export const SECRET_TOO_SHORT = `O segredo dos tokens (--secret, MOCK_TOKEN_SECRET) precisa de ao menos ${MIN_SECRET_BYTES} bytes: um mais curto pode ser descoberto a partir de qualquer token assinado com ele.`;

/** A control token worth the name: long enough not to be guessed, sendable as a bearer token. */
export const CONTROL_TOKEN = /^[\x21-\x7e]{16,}$/;

export interface MockHttpOptions {
  /** 0 for any free port (tests). */
  port: number;
  /** Interface to bind: 127.0.0.1 unless asked otherwise. */
  host?: string;
  /** The origin clients use, when not `http://{host}:{port}` (behind a proxy, or bound to 0.0.0.0). */
  publicOrigin?: string;
  /** The data file (a versioned snapshot); none keeps the data in memory only. */
  dataFile?: string | null;
  /** Forget the data file and start from the seed. */
  reset?: boolean;
  /** Start in a scenario; a data file of another scenario is set aside for its seed. */
  scenario?: ScenarioName;
  /** Browser origins allowed by CORS (`*` for any). */
  allowedOrigins: readonly string[];
  /** Token signing secret, at least MIN_SECRET_BYTES (32) bytes of UTF-8; a random one per start when absent. */
  secret?: string;
  /** AppOptions.trustProxy: whose X-Forwarded-For names the client (off by default). */
  trustProxy?: TrustProxy;
  /**
   * The operator's token for `/__mock` (sent as `Authorization: Bearer <token>`); a random one per start
   * when absent, returned as `controlToken`.
   */
  controlToken?: string;
  /** A log line per request (default true). */
  log?: boolean;
  /** Check every answer whole against the wire schemas (tests); a sample of long lists otherwise. */
  strictContract?: boolean;
}

export interface MockHttpServer {
  server: Server;
  origin: string;
  urls: MockBaseUrls;
  /** Whether the data came from the data file rather than the seed. */
  restored: boolean;
  scenario: ScenarioName;
  /** The token `/__mock` asks for (`Authorization: Bearer <controlToken>`). */
  controlToken: string;
  /** The `Host` values the server answers (any other: 421). */
  allowedHosts: readonly string[];
  /** Writes pending changes to the data file, then stops listening. */
  close(): Promise<void>;
}

/**
 * Starts the simulated backend over HTTP: loads its data (the data file, or the seed), keeps every
 * later write in the data file, and listens. The handlers are the in-browser backend's, unchanged.
 */
export async function startMockHttpServer(options: MockHttpOptions): Promise<MockHttpServer> {
  // Random per start unless given: whoever can read the start-up output (the operator) is who may use /__mock.
  const controlToken = options.controlToken ?? randomBytes(24).toString('base64url');
  if (!CONTROL_TOKEN.test(controlToken)) throw new Error('O token de controle precisa de ao menos 16 caracteres, sem espaços.');
  setStrictContract(options.strictContract ?? false);
  if (options.secret !== undefined && !isStrongSecret(options.secret)) throw new Error(SECRET_TOO_SHORT);
  setTokenSecret(options.secret ?? randomBytes(32).toString('base64url'));
  const storage = options.dataFile ? fileStorage(options.dataFile) : null;
  if (storage && options.reset) clearSnapshot(storage);
  const { restored, scenario } = await restoreOrSeed(storage, options.scenario);
  if (storage) enablePersistence(storage, { writeNow: !restored });

  const host = options.host ?? '127.0.0.1';
  // Before listening: a trustProxy Express cannot read throws here, and nothing was opened.
  if (options.trustProxy !== undefined) trustProxySetting(options.trustProxy);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = options.publicOrigin?.replace(/\/+$/, '') ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const allowedHosts = allowedHostsFor(host, port, options.publicOrigin);
  server.on(
    'request',
    createMockApp({
      origin,
      allowedOrigins: options.allowedOrigins,
      allowedHosts,
      controlToken,
      log: options.log,
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    }),
  );

  return {
    server,
    origin,
    urls: baseUrlsAt(origin),
    restored,
    scenario,
    controlToken,
    allowedHosts,
    async close() {
      await flushPersistence();
      disablePersistence();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
