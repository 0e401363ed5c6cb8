import * as v from 'valibot';

/** The one error body every backend error uses (the mocks produce exactly this). */
export const ErrorBodySchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  fieldErrors: v.optional(v.record(v.string(), v.string())),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export type ApiErrorKind =
  | 'http' // the server answered with a non-2xx status
  | 'network' // no answer (offline, DNS, CORS, aborted)
  | 'invalid-response'; // a 2xx answer that does not match the contract

/** Every failure of every call is an ApiError: callers switch on `status` / `kind`, never on strings. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** A 429's (or 503's) `Retry-After`, in seconds, when the answer carried one (see `parseRetryAfter`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    message: string;
    code?: string;
    fieldErrors?: Record<string, string>;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  get isForbidden(): boolean {
    return this.status === 403;
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
  get isConflict(): boolean {
    return this.status === 409;
  }
  /** 429: too many attempts; wait `retryAfterSeconds` (when known) before trying again. */
  get isTooManyRequests(): boolean {
    return this.status === 429;
  }
}

/**
 * A `Retry-After` header as whole seconds from now (RFC 9110 §10.2.3: delay-seconds or an HTTP date),
 * or undefined when absent or unreadable. `now` is for tests.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date always ends in GMT (IMF-fixdate, or the obsolete forms): anything else is no date,
  // however Date.parse would read it ('-5' parses as a year).
  if (!/ GMT$/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
