import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LoginFormSchema, noticeFromSearch } from './loginForm';

/** The first message per field: what the form shows (react-hook-form keeps one error per field). */
const messages = (input: unknown) => {
  const result = v.safeParse(LoginFormSchema, input);
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first].map(([path, message]) => `${path}:${message}`);
};

describe('login form rules', () => {
  it('accepts a valid email and a password', () => {
    expect(messages({ email: ' ana@portalfiscal.demo ', password: 'x', remember: false })).toEqual([]);
  });
  it('requires both fields and a valid email', () => {
    expect(messages({ email: '', password: '', remember: false })).toEqual([
      'email:login.errors.emailRequired',
      'password:login.errors.passwordRequired',
    ]);
    expect(messages({ email: 'ana@', password: 'x', remember: false })).toEqual(['email:login.errors.emailInvalid']);
  });
});

describe('login query parameters', () => {
  it.each([
    ['?accountEmail=ana%40x.br', { notice: 'accountCreated', email: 'ana@x.br' }],
    ['?auth=unauthorized', { notice: 'tokenExpired', email: null }],
    ['?accountexist=true', { notice: 'accountExists', email: null }],
    ['?accountexist=ana%40x.br', { notice: 'accountExists', email: 'ana@x.br' }],
    ['?auth=other', { notice: null, email: null }],
    ['', { notice: null, email: null }],
  ])('%s', (search, expected) => {
    expect(noticeFromSearch(search)).toEqual(expected);
  });
});
