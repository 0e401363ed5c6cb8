import { isApiError } from '@portal-fiscal/api-client';

/**
 * The message a server sent with a failed call (spec 01 §8: an upload error shows the server's
 * `error.message` when present), or null when it sent none, or the call never got an answer: the
 * page then shows its own text ('Não fez o upload da imagem', 'Não foi possível publicar...').
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const message = error.message.trim();
  // The client says `Erro {status}` when the body carried no message.
  if (!message || message === `Erro ${error.status}`) return null;
  return message;
}

/**
 * Puts a refused save's field messages (a 400's `fieldErrors`) on the form's fields: `fields` maps the
 * server's field names to the form's; messages of fields the form does not have are left out.
 */
export function applyServerFieldErrors<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
  setError: (field: Field, error: { message: string }) => void,
): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const target = fields[field];
    if (target) setError(target, { message });
  }
}

/**
 * What to show for a 429 (too many attempts): the server's own message (it names the wait), else the
 * wait from `Retry-After` in whole minutes (`minutes`), else none known (`later`). Null when `error`
 * is not a 429, so the page keeps its own mapping of other failures.
 */
export function tooManyRequests(error: unknown): { message: string } | { minutes: number } | { later: true } | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const message = serverMessage(error);
  if (message) return { message };
  if (error.retryAfterSeconds !== undefined) return { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) };
  return { later: true };
}
