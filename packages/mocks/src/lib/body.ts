import * as v from 'valibot';
import { badRequest, errorResponse } from './responses';

/** `application/json` or a `+json` type, with any parameters. */
export const isJsonType = (type: string | null | undefined): boolean => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type ?? '');

/** 415: the body was sent as another type than the call takes. */
const unsupportedType = (expected: string) =>
  errorResponse(415, `Tipo de conteúdo não suportado: envie ${expected}.`, { code: 'unsupported_media_type' });

/** Field errors keyed by dot path (first message per field): the 400 body of every validation failure. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads the JSON body and validates it with `schema`: 400 with field errors when it does not fit,
 * under `message` (the error body's own message; 'Dados inválidos.' unless the spec gives one).
 */
export async function readJson<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  message?: string,
): Promise<Parsed<v.InferOutput<S>>> {
  if (!isJsonType(request.headers.get('Content-Type'))) return { ok: false, response: unsupportedType('application/json') };
  let body: unknown;
  try {
    const text = await request.text();
    // Before parsing: a body nested thousands deep would overflow the stack of whatever walks it next
    // (the schema, the field-error copy), a 500 instead of the caller's own 400.
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return { ok: false, response: badRequest({ body: `O corpo da requisição não pode ter mais de ${MAX_JSON_DEPTH} níveis.` }, message) };
    }
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: badRequest({ body: 'O corpo da requisição deve ser JSON.' }, message) };
  }
  return validate(schema, body, message);
}

/** How deep a JSON body may nest objects and arrays (no call of the contract goes past 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of objects and arrays in JSON text, by one pass over it (no recursion, so any
 * depth is measured safely); brackets inside strings do not count. Malformed text is left to JSON.parse.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) max = Math.max(max, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** A copy of `value` with every missing key the issues point at set to '' (JSON bodies only). */
function fillMissing(value: unknown, issues: readonly v.BaseIssue<unknown>[]): unknown {
  if (!value || typeof value !== 'object') return value;
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  for (const issue of issues) {
    if (issue.input !== undefined || !issue.path?.length) continue;
    let target: Record<string, unknown> = copy;
    const keys = issue.path.map((item) => String(item.key));
    keys.slice(0, -1).forEach((key) => {
      const next = target[key];
      if (next && typeof next === 'object') target = next as Record<string, unknown>;
    });
    const last = keys[keys.length - 1];
    if (last !== undefined && target[last] === undefined) target[last] = '';
  }
  return copy;
}

/** The field errors of `value` against `schema` (a missing field gets the same message as an empty one); null when it fits. */
export function fieldErrorsFor(schema: v.GenericSchema, value: unknown): Record<string, string> | null {
  const result = v.safeParse(schema, value);
  if (result.success) return null;
  const errors = fieldErrorsOf(result.issues);
  // A missing field gets the same Portuguese message as an empty one (the schema's own message).
  const retry = v.safeParse(schema, fillMissing(value, result.issues));
  if (!retry.success) {
    const better = fieldErrorsOf(retry.issues);
    for (const key of Object.keys(errors)) if (better[key]) errors[key] = better[key];
  }
  return errors;
}

export function validate<S extends v.GenericSchema>(schema: S, value: unknown, message?: string): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.output };
  return { ok: false, response: badRequest(fieldErrorsFor(schema, value) ?? {}, message) };
}

/** Reads a multipart body: 415 when sent as another type, 400 when it does not parse. */
export async function readForm(request: Request): Promise<{ ok: true; form: FormData } | { ok: false; response: Response }> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? ''))
    return { ok: false, response: unsupportedType('multipart/form-data') };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return { ok: false, response: badRequest({ body: 'Envie os dados como multipart/form-data.' }) };
  }
}

/** The text fields of a multipart body (files left out). */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') out[key] = value;
  });
  return out;
}
