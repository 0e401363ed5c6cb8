import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import type { ApiConfig } from './config';
import { ApiError, ErrorBodySchema } from './errors';

export interface ClientHooks {
  /** The current session token, or null when signed out. */
  getToken: () => string | null;
  /** Called once per 401 answer from any call. The client never redirects or shows UI itself. */
  onUnauthorized?: (error: ApiError) => void;
}

export type Base = 'server' | 'apiNode' | 'assets' | 'news';

export interface Http {
  readonly config: ApiConfig;
  readonly hooks: ClientHooks;
  readonly instances: Readonly<Record<Base, KyInstance>>;
  /** Sends a request and parses the JSON answer with `schema`. */
  json<S extends v.GenericSchema>(base: Base, path: string, schema: S, options?: Options): Promise<v.InferOutput<S>>;
  /** Sends a request and returns the raw text of the answer. */
  text(base: Base, path: string, options?: Options): Promise<string>;
  /** Sends a request whose answer body does not matter; resolves on 2xx. */
  send(base: Base, path: string, options?: Options): Promise<Response>;
}

/** Strips the leading slash: ky's `prefixUrl` joins paths itself. */
const relative = (path: string) => path.replace(/^\/+/, '');

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let body: unknown;
    try {
      body = await error.response.clone().json();
    } catch {
      body = undefined;
    }
    const parsed = v.safeParse(ErrorBodySchema, body);
    return new ApiError({
      kind: 'http',
      status,
      message: parsed.success ? parsed.output.message : `Erro ${status}`,
      ...(parsed.success && parsed.output.code ? { code: parsed.output.code } : {}),
      ...(parsed.success && parsed.output.fieldErrors ? { fieldErrors: parsed.output.fieldErrors } : {}),
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', message: `Falha de rede: ${message}` });
}

export function parseWith<S extends v.GenericSchema>(schema: S, data: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const detail = result.issues
      .slice(0, 3)
      .map((i) => `${v.getDotPath(i) ?? '(raiz)'}: ${i.message}`)
      .join('; ');
    throw new ApiError({ kind: 'invalid-response', message: `Resposta inválida de ${what}: ${detail}` });
  }
  return result.output;
}

export function createHttp(config: ApiConfig, hooks: ClientHooks): Http {
  const make = (prefixUrl: string) =>
    ky.create({
      prefixUrl,
      retry: 0,
      timeout: 30_000,
      hooks: {
        beforeRequest: [
          (request) => {
            const token = hooks.getToken();
            if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          },
        ],
      },
    });

  const instances = {
    server: make(config.serverUrl),
    apiNode: make(config.apiNodeUrl),
    assets: make(config.assetsUrl),
    news: ky.create({ prefixUrl: config.newsUrl, retry: 0, timeout: 30_000 }),
  } as const;

  async function run(base: Base, path: string, options?: Options): Promise<Response> {
    try {
      return await instances[base](relative(path), options);
    } catch (error) {
      const apiError = await toApiError(error);
      if (apiError.status === 401) hooks.onUnauthorized?.(apiError);
      throw apiError;
    }
  }

  return {
    config,
    hooks,
    instances,
    async json(base, path, schema, options) {
      const response = await run(base, path, options);
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        throw new ApiError({ kind: 'invalid-response', status: response.status, message: `Resposta de ${path} não é JSON.` });
      }
      return parseWith(schema, data, path);
    },
    async text(base, path, options) {
      const response = await run(base, path, options);
      return response.text();
    },
    send: run,
  };
}
