import * as v from 'valibot';
import { isApiError } from '@portal-fiscal/api-client';

/**
 * Spec 01 §5: name, atalho_url and atalho_media required; otherwise 'Preencha os campos corretamente'.
 * Messages are i18n keys; the page shows them per field plus the spec's banner.
 */
export const ShortcutFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('shortcuts.create.nameRequired')),
  atalho_url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('shortcuts.create.urlRequired'),
    v.url('shortcuts.create.urlInvalid'),
    v.regex(/^https?:\/\//i, 'shortcuts.create.urlInvalid'),
  ),
  atalho_media: v.pipe(
    v.array(v.instance(File)),
    v.minLength(1, 'shortcuts.create.imageRequired'),
    v.transform((files) => files[0] as File),
  ),
});
export type ShortcutFormInput = v.InferInput<typeof ShortcutFormSchema>;
export type ShortcutFormValues = v.InferOutput<typeof ShortcutFormSchema>;

export type ShortcutFormMessageKey =
  | 'shortcuts.create.nameRequired'
  | 'shortcuts.create.urlRequired'
  | 'shortcuts.create.urlInvalid'
  | 'shortcuts.create.imageRequired';

/**
 * Spec 01 §8: an upload error shows the server's `error.message` when it sent one, else the
 * generic 'Não fez o upload da imagem' (null here: the page translates it).
 */
export function uploadErrorMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const message = error.message.trim();
  // The client says `Erro {status}` when the body carried no message.
  if (!message || message === `Erro ${error.status}`) return null;
  return message;
}

/** A 409 `shortcut_limit` from the server: the account already has 5 shortcuts. */
export const isShortcutLimitError = (error: unknown) => isApiError(error) && error.status === 409;
