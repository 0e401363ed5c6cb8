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
