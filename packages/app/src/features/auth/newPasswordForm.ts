import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@portal-fiscal/api-client';

/**
 * Spec 01 §5 (new password): password and confirmation required and equal; otherwise the fields are
 * marked and nothing is sent. Messages are i18n keys. Use with `criteriaMode: 'all'`.
 */
export const NewPasswordFormSchema = v.pipe(
  v.object({
    // The backend's rule (MIN_PASSWORD_LENGTH), stated here before anything is sent.
    password: v.pipe(
      v.string(),
      v.nonEmpty('newPassword.errors.passwordRequired'),
      v.minLength(MIN_PASSWORD_LENGTH, 'newPassword.errors.passwordTooShort'),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty('newPassword.errors.confirmRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'newPassword.errors.passwordsDiffer',
    ),
    ['confirmPassword'],
  ),
);
export type NewPasswordFormInput = v.InferInput<typeof NewPasswordFormSchema>;
export type NewPasswordFormValues = v.InferOutput<typeof NewPasswordFormSchema>;

/**
 * The reset token of `/new/password?jwt=`: null when it is missing or cannot be a token (spaces,
 * characters no token uses, absurd length), so the page shows an invalid-link state without calling
 * the server. Whether a well-formed token is known, used or expired is the server's answer.
 */
export function readResetToken(search: string): string | null {
  const token = new URLSearchParams(search).get('jwt')?.trim() ?? '';
  return /^[A-Za-z0-9._~+/=-]{8,4096}$/.test(token) ? token : null;
}

export type ResetFailure = 'tokenUsed' | 'tokenExpired' | 'tokenNotFound' | 'generic';

/** What a failed POST /password/reset/{token} means for the user (README: 400 token_used/token_expired, 404 unknown). */
export function resetFailure(error: { status?: number; code?: string | undefined } | null | undefined): ResetFailure {
  if (!error) return 'generic';
  if (error.status === 404) return 'tokenNotFound';
  if (error.status === 400 && error.code === 'token_used') return 'tokenUsed';
  if (error.status === 400 && error.code === 'token_expired') return 'tokenExpired';
  return 'generic';
}
