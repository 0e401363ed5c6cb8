import * as v from 'valibot';

/**
 * Spec 01 §5: email required and of valid format; password required. Messages are i18n keys:
 * the page shows them per field, plus the spec's banner 'Preencha todos os campos'.
 */
export const LoginFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('login.errors.emailRequired'), v.email('login.errors.emailInvalid')),
  password: v.pipe(v.string(), v.nonEmpty('login.errors.passwordRequired')),
  remember: v.boolean(),
});
export type LoginFormInput = v.InferInput<typeof LoginFormSchema>;
export type LoginFormValues = v.InferOutput<typeof LoginFormSchema>;

export type LoginNoticeKind = 'accountCreated' | 'tokenExpired' | 'accountExists';

/** Spec 01 §8: the login screen's query parameters and the message each one shows. */
export function noticeFromSearch(search: string): { notice: LoginNoticeKind | null; email: string | null } {
  const params = new URLSearchParams(search);
  if (params.has('accountEmail')) return { notice: 'accountCreated', email: params.get('accountEmail') || null };
  if (params.get('auth') === 'unauthorized') return { notice: 'tokenExpired', email: null };
  if (params.has('accountexist')) {
    const value = params.get('accountexist') ?? '';
    return { notice: 'accountExists', email: value.includes('@') ? value : null };
  }
  return { notice: null, email: null };
}
