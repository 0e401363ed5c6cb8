import * as v from 'valibot';
import { hasRefusedScheme, isApiError, isHttpUrl } from '@portal-fiscal/api-client';

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
    // The contract's rule (`isHttpUrl`, the backend's too); another scheme (`javascript:`) is said as such.
    v.check((s) => s === '' || !hasRefusedScheme(s), 'shortcuts.create.urlScheme'),
    v.check((s) => s === '' || hasRefusedScheme(s) || isHttpUrl(s), 'shortcuts.create.urlInvalid'),
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
  | 'shortcuts.create.urlScheme'
  | 'shortcuts.create.imageRequired';

/** A 409 `shortcut_limit` from the server: the account already has 5 shortcuts. */
export const isShortcutLimitError = (error: unknown) => isApiError(error) && error.status === 409;
