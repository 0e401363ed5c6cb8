import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import type { ApiConfig } from './config';
import { ApiError, ErrorBodySchema, parseRetryAfter } from './errors';

export interface ClientHooks {
  /** The current session token, or null when signed out. */
  getToken: () => string | null;
  /** Called once per 401 answer from any call. The client never redirects or shows UI itself. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Awaited before every request, when given: lets the page render while the backend it talks to is
   * still starting (the demo's in-browser mock backend), holding only the requests, not the first paint.
   */
  ready?: () => Promise<unknown>;
  /**
   * An answer already on its way for this request: the page may ask for a screen's first calls before the
   * app's code has arrived (the app's early calls, started by index.html). Returning one sends nothing;
   * undefined, or a promise that rejects, lets the request go out as usual. Asked after the token is set
   * (a news request carries none), so the hook can check the answer was asked for with the same one.
   */
  early?: (request: Request) => Promise<Response> | undefined;
  /**
   * Told of an answer that fails the contract, before the `invalid-response` error is thrown: development
   * and preview builds pass the drift report (`@portal-fiscal/api-client/drift`: one grouped console
   * message naming the call and each field path). Production builds pass nothing, so the report is not
   * even in their bundle; the user-facing error is the same either way.
   */
  onContractDrift?: (source: { base: Base; method: string; path: string }, issues: v.BaseIssue<unknown>[], schema: v.GenericSchema) => void;
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
  /** Sends a request and returns the answer body as a Blob (images). */
  blob(base: Base, path: string, options?: Options): Promise<Blob>;
  /**
   * Sends multipart `form` (POST by default) and returns the answer text, reporting upload progress.
   * Browsers: XMLHttpRequest (fetch cannot report upload progress there). Elsewhere (Node): fetch, with
   * progress 0 at the start and 1 at the end. Same bearer, same 401 hook, same ApiError as every call.
   */
  upload(base: Base, path: string, form: FormData, options?: UploadOptions): Promise<string>;
}

export interface UploadOptions {
  /** Called with the sent fraction, 0..1 (1 once the upload is complete). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  method?: 'post' | 'put';
}

/** Strips the leading slash: ky's `prefix` joins paths itself. */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * Builds the ApiError of a non-2xx answer from its status and body text (the one error body shape), and
 * its `Retry-After` header when it has one (a 429's wait).
 */
export function httpError(status: number, bodyText: string, retryAfter?: string | null): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  return errorFromBody(status, body, retryAfter);
}

/** The ApiError of a non-2xx answer whose body is already parsed (JSON, else text or nothing). */
function errorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const parsed = v.safeParse(ErrorBodySchema, body);
  return new ApiError({
    kind: 'http',
    status,
    message: parsed.success ? parsed.output.message : `Erro ${status}`,
    ...(parsed.success && parsed.output.code ? { code: parsed.output.code } : {}),
    ...(parsed.success && parsed.output.fieldErrors ? { fieldErrors: parsed.output.fieldErrors } : {}),
    retryAfterSeconds: parseRetryAfter(retryAfter),
  });
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  // ky has read the body already: `data` is the parsed JSON (or the text, or undefined).
  if (error instanceof HTTPError) return errorFromBody(error.response.status, error.data, error.response.headers.get('Retry-After'));
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ kind: 'network', message: `Falha de rede: ${message}` });
}

/** Parses an answer with its schema: an `invalid-response` ApiError otherwise, after `onIssues` has seen why. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  what: string,
  onIssues?: (issues: v.BaseIssue<unknown>[]) => void,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    onIssues?.(result.issues);
    const detail = result.issues
      .slice(0, 3)
      .map((i) => `${v.getDotPath(i) ?? '(raiz)'}: ${i.message}`)
      .join('; ');
    throw new ApiError({ kind: 'invalid-response', message: `Resposta inválida de ${what}: ${detail}` });
  }
  return result.output;
}

export function createHttp(config: ApiConfig, hooks: ClientHooks): Http {
  /** Our services carry the session's bearer; the news service never does (its key is in the address). */
  const make = (prefix: string, { bearer }: { bearer: boolean }) =>
    ky.create({
      prefix,
      retry: 0,
      timeout: 30_000,
      hooks: {
        beforeRequest: [
          async ({ request }) => {
            await hooks.ready?.();
            const token = bearer ? hooks.getToken() : null;
            if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
            const early = hooks.early?.(request);
            if (early) {
              const response = await early.catch(() => undefined);
              if (response) return response;
            }
          },
        ],
      },
    });

  const instances = {
    server: make(config.serverUrl, { bearer: true }),
    apiNode: make(config.apiNodeUrl, { bearer: true }),
    assets: make(config.assetsUrl, { bearer: true }),
    news: make(config.newsUrl, { bearer: false }),
  } as const;

  async function run(base: Base, path: string, options?: Options): Promise<Response> {
    try {
      return await instances[base](relative(path), options);
    } catch (error) {
      throw report(base, await toApiError(error));
    }
  }

  /** Every failure passes here: a 401 from our services reaches `onUnauthorized` (the news key is not the session). */
  function report(base: Base, apiError: ApiError): ApiError {
    if (apiError.status === 401 && base !== 'news') hooks.onUnauthorized?.(apiError);
    return apiError;
  }

  const baseUrl: Record<Base, string> = {
    server: config.serverUrl,
    apiNode: config.apiNodeUrl,
    assets: config.assetsUrl,
    news: config.newsUrl,
  };

  function xhrUpload(base: Base, path: string, form: FormData, options: UploadOptions): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open((options.method ?? 'post').toUpperCase(), `${baseUrl[base]}/${relative(path)}`);
      const token = base === 'news' ? null : hooks.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
        if (xhr.status >= 200 && xhr.status < 300) {
          options.onProgress?.(1);
          resolve(text);
        } else reject(report(base, httpError(xhr.status, text, xhr.getResponseHeader('Retry-After'))));
      };
      xhr.onerror = () => reject(report(base, new ApiError({ kind: 'network', message: 'Falha de rede durante o upload.' })));
      xhr.onabort = () => reject(report(base, new ApiError({ kind: 'network', message: 'Upload cancelado.' })));
      if (options.signal) {
        if (options.signal.aborted) return xhr.abort();
        options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      options.onProgress?.(0);
      xhr.send(form);
    });
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
      const onDrift = hooks.onContractDrift;
      const method = typeof options?.method === 'string' ? options.method : 'get';
      return parseWith(schema, data, path, onDrift ? (issues) => onDrift({ base, method, path }, issues, schema) : undefined);
    },
    async text(base, path, options) {
      const response = await run(base, path, options);
      return response.text();
    },
    send: run,
    async blob(base, path, options) {
      const response = await run(base, path, options);
      return response.blob();
    },
    async upload(base, path, form, options = {}) {
      await hooks.ready?.();
      if (typeof XMLHttpRequest !== 'undefined') return xhrUpload(base, path, form, options);
      options.onProgress?.(0);
      const response = await run(base, path, {
        method: options.method ?? 'post',
        body: form,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      const text = await response.text();
      options.onProgress?.(1);
      return text;
    },
  };
}
