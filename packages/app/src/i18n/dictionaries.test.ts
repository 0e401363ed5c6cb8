import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from './index';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const values = (obj: object): string[] => Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v) : [String(v)]));
const dir = (lang: string) => new URL(`./locales/${lang}/`, import.meta.url);

describe('dictionaries', () => {
  it('pt-BR and en have the same feature files', () => {
    expect(readdirSync(dir('en')).sort()).toEqual(readdirSync(dir('pt-BR')).sort());
  });

  it('every feature file is merged into the dictionary, and no two files share a top-level key', () => {
    const seen = new Map<string, string>();
    for (const file of readdirSync(dir('pt-BR'))) {
      const content = JSON.parse(readFileSync(new URL(file, dir('pt-BR')), 'utf8')) as object;
      for (const key of Object.keys(content)) {
        expect(seen.get(key), `${key} is in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
        expect(dictionaries['pt-BR']).toHaveProperty(key);
      }
    }
  });

  it('pt-BR and en have exactly the same keys', () => {
    expect(keys(dictionaries.en).sort()).toEqual(keys(dictionaries['pt-BR']).sort());
  });

  it('no value is empty', () => {
    expect(values(dictionaries['pt-BR']).filter((v) => v.trim() === '')).toEqual([]);
    expect(values(dictionaries.en).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('keeps the spec texts verbatim in pt-BR', () => {
    const pt = dictionaries['pt-BR'];
    expect(pt.login.errors.fillAll).toBe('Preencha todos os campos');
    expect(pt.login.messages.tokenExpired).toBe('Token expirado. Logue novamente');
    expect(pt.login.messages.accountCreated).toBe('Conta criada com sucesso!');
    expect(pt.login.messages.accountExists).toBe('Conta já existe');
    expect(pt.login.forgot).toBe('Esqueceu sua senha?');
  });
});
