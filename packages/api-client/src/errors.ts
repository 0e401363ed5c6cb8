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

  constructor(init: { kind: ApiErrorKind; status?: number; message: string; code?: string; fieldErrors?: Record<string, string> }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
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
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
