import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError, MIN_PASSWORD_LENGTH } from '@portal-fiscal/api-client';
import pt from '../../i18n/locales/pt-BR/auth.json';
import en from '../../i18n/locales/en/auth.json';
import { NewPasswordFormSchema, readResetToken, resetFailure } from './newPasswordForm';

const messages = (password: string, confirmPassword: string) => {
  const result = v.safeParse(NewPasswordFormSchema, { password, confirmPassword }, { abortPipeEarly: false });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
};

describe('new password rules (spec 01 §5)', () => {
  it('requires both fields', () => {
    expect(messages('', '')).toEqual({
      password: 'newPassword.errors.passwordRequired',
      confirmPassword: 'newPassword.errors.confirmRequired',
    });
    expect(messages('nova1234', '')).toEqual({ confirmPassword: 'newPassword.errors.confirmRequired' });
  });
  it(`requires at least ${MIN_PASSWORD_LENGTH} characters, and says so`, () => {
    expect(messages('1234567', '1234567')).toEqual({ password: 'newPassword.errors.passwordTooShort' });
    expect(messages('12345678', '12345678')).toEqual({});
    for (const lang of [pt, en]) {
      expect(lang.newPassword.errors.passwordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
      expect(lang.newPassword.passwordHint).toContain(String(MIN_PASSWORD_LENGTH));
    }
  });
  it('requires them to be equal', () => {
    expect(messages('nova1234', 'nova123')).toEqual({ confirmPassword: 'newPassword.errors.passwordsDiffer' });
    expect(messages('nova1234', 'nova1234')).toEqual({});
  });
});

describe('reset token of /new/password?jwt=', () => {
  it.each([
    ['?jwt=reset-mhx2k0-1', 'reset-mhx2k0-1'],
    ['?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'],
    ['', null],
    ['?jwt=', null],
    ['?jwt=abc', null],
    ['?jwt=not%20a%20token', null],
    ['?jwt=%3Cscript%3E', null],
  ])('%s', (search, expected) => {
    expect(readResetToken(search)).toBe(expected);
  });
});

describe('reset failures', () => {
  it('tells a used, an expired and an unknown link apart from other failures', () => {
    expect(resetFailure(new ApiError({ kind: 'http', status: 400, message: 'x', code: 'token_used' }))).toBe('tokenUsed');
    expect(resetFailure(new ApiError({ kind: 'http', status: 400, message: 'x', code: 'token_expired' }))).toBe('tokenExpired');
    expect(resetFailure(new ApiError({ kind: 'http', status: 404, message: 'x' }))).toBe('tokenNotFound');
    expect(resetFailure(new ApiError({ kind: 'http', status: 500, message: 'x' }))).toBe('generic');
    expect(resetFailure(new ApiError({ kind: 'network', message: 'x' }))).toBe('generic');
    expect(resetFailure(null)).toBe('generic');
  });
});
