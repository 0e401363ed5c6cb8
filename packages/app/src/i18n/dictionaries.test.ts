import { describe, expect, it } from 'vitest';
import ptBR from './locales/pt-BR.json';
import en from './locales/en.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('dictionaries', () => {
  it('pt-BR and en have exactly the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(ptBR).sort());
  });
  it('no value is empty', () => {
    const values = (obj: object): string[] => Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v) : [String(v)]));
    expect(values(ptBR).filter((v) => v.trim() === '')).toEqual([]);
    expect(values(en).filter((v) => v.trim() === '')).toEqual([]);
  });
  it('keeps the spec texts verbatim in pt-BR', () => {
    expect(ptBR.login.errors.fillAll).toBe('Preencha todos os campos');
    expect(ptBR.login.messages.tokenExpired).toBe('Token expirado. Logue novamente');
    expect(ptBR.login.messages.accountCreated).toBe('Conta criada com sucesso!');
    expect(ptBR.login.messages.accountExists).toBe('Conta já existe');
    expect(ptBR.login.forgot).toBe('Esqueceu sua senha?');
  });
});
