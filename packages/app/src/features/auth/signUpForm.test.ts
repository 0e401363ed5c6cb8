import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@portal-fiscal/api-client';
import pt from '../../i18n/locales/pt-BR/auth.json';
import en from '../../i18n/locales/en/auth.json';
import { SignUpFormSchema, emptySignUpForm, resolveOccupation, signUpBanner, toSignUpBody, type SignUpFormInput } from './signUpForm';

/** The first message per field, with every check run (the page uses criteriaMode 'all'). */
const messages = (input: SignUpFormInput) => {
  const result = v.safeParse(SignUpFormSchema, input, { abortPipeEarly: false });
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    first[path] ??= issue.message;
  }
  return first;
};

const valid: SignUpFormInput = {
  name: ' Nova Pessoa ',
  occupation: 'Contador',
  occupationOther: '',
  cargo: ' Analista ',
  company: '',
  email: ' nova@empresa.com.br ',
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

describe('sign-up rules (spec 01 §5)', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual({});
  });

  it('requires name, occupation, email, password and confirmation: "Preencha os campos corretamente"', () => {
    const found = messages(emptySignUpForm);
    expect(found).toEqual({
      name: 'signUp.errors.nameRequired',
      occupation: 'signUp.errors.occupationRequired',
      email: 'signUp.errors.emailRequired',
      password: 'signUp.errors.passwordRequired',
      confirmPassword: 'signUp.errors.confirmRequired',
    });
    expect(signUpBanner(found)).toBe('signUp.errors.fillCorrectly');
    expect(messages({ ...valid, email: 'nova@' })).toEqual({ email: 'signUp.errors.emailInvalid' });
    expect(signUpBanner({ email: 'signUp.errors.emailInvalid' })).toBe('signUp.errors.fillCorrectly');
    expect(messages({ ...valid, occupation: 'Astronauta' })).toEqual({ occupation: 'signUp.errors.occupationRequired' });
  });

  it('different passwords: "As senhas não são iguais", even while other fields are missing', () => {
    expect(messages({ ...valid, confirmPassword: 'outra' })).toEqual({ confirmPassword: 'signUp.errors.passwordsDiffer' });
    expect(signUpBanner({ confirmPassword: 'signUp.errors.passwordsDiffer' })).toBe('signUp.errors.passwordsDiffer');
    expect(messages({ ...valid, name: '', confirmPassword: 'outra' })).toEqual({
      name: 'signUp.errors.nameRequired',
      confirmPassword: 'signUp.errors.passwordsDiffer',
    });
  });

  it(`asks for a password of at least ${MIN_PASSWORD_LENGTH} characters, and says so`, () => {
    expect(messages({ ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual({ password: 'signUp.errors.passwordTooShort' });
    expect(signUpBanner({ password: 'signUp.errors.passwordTooShort' })).toBe('signUp.errors.fillCorrectly');
    expect(messages({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
    for (const lang of [pt, en]) {
      expect(lang.signUp.errors.passwordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
      expect(lang.signUp.passwordHint).toContain(String(MIN_PASSWORD_LENGTH));
    }
  });

  it('Outros without its specification: "Preencha o campo de ocupação"', () => {
    expect(messages({ ...valid, occupation: 'Outros', occupationOther: '  ' })).toEqual({
      occupationOther: 'signUp.errors.occupationOther',
    });
    expect(signUpBanner({ occupationOther: 'signUp.errors.occupationOther' })).toBe('signUp.errors.occupationOther');
    expect(messages({ ...valid, occupation: 'Outros', occupationOther: 'Auditor' })).toEqual({});
    // The specification is only asked for with Outros.
    expect(messages({ ...valid, occupation: 'Contador', occupationOther: '' })).toEqual({});
  });

  it('the banner prefers "Preencha os campos corretamente", then the passwords, then the occupation', () => {
    expect(signUpBanner({})).toBeNull();
    expect(signUpBanner({ name: 'signUp.errors.nameRequired', confirmPassword: 'signUp.errors.passwordsDiffer' })).toBe(
      'signUp.errors.fillCorrectly',
    );
    expect(signUpBanner({ occupationOther: 'signUp.errors.occupationOther', confirmPassword: 'signUp.errors.passwordsDiffer' })).toBe(
      'signUp.errors.passwordsDiffer',
    );
  });
});

describe('sign-up body', () => {
  it('sends the occupation lowercased', () => {
    expect(resolveOccupation('Contador', '')).toBe('contador');
    expect(resolveOccupation('Engenheiro', 'ignored')).toBe('engenheiro');
  });

  it('replaces Outros with the specified text, trimmed and lowercased', () => {
    expect(resolveOccupation('Outros', '  Perito Judicial ')).toBe('perito judicial');
    expect(resolveOccupation('Outros', 'ÁUDITOR')).toBe('áuditor');
  });

  it('builds the POST /account body from the trimmed values, leaving out empty cargo and empresa', () => {
    const parsed = v.parse(SignUpFormSchema, { ...valid, occupation: 'Outros', occupationOther: 'Perito' });
    expect(toSignUpBody(parsed)).toEqual({
      name: 'Nova Pessoa',
      email: 'nova@empresa.com.br',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      occupation: 'perito',
      cargo: 'Analista',
    });
  });
});
