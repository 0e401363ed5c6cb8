import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allDictionaries } from './all';
import { createI18n, LOCALES, NAMESPACES } from './index';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const values = (obj: object): string[] =>
  Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? values(v) : [String(v)]));
const dir = (lang: string) => new URL(`./locales/${lang}/`, import.meta.url);
const dictionary = (lang: string, namespace: string) => allDictionaries[lang]?.[namespace] as object;

describe('dictionaries', () => {
  it('each language has one file per namespace, and nothing else', () => {
    for (const lang of LOCALES) expect(readdirSync(dir(lang)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  it('no two namespaces share a top-level key (common is every lookup’s fallback, so a clash would hide one)', () => {
    const seen = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(dictionary('pt-BR', namespace))) {
        expect(seen.get(key), `${key} is in ${namespace} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });

  it.each(NAMESPACES)('pt-BR and en have exactly the same keys in %s', (namespace) => {
    expect(keys(dictionary('en', namespace)).sort()).toEqual(keys(dictionary('pt-BR', namespace)).sort());
  });

  it('no value is empty', () => {
    for (const lang of LOCALES)
      for (const namespace of NAMESPACES)
        expect(
          values(dictionary(lang, namespace)).filter((v) => v.trim() === ''),
          `${lang}/${namespace}`,
        ).toEqual([]);
  });

  it('keeps the spec texts verbatim in pt-BR', () => {
    const { i18n } = createI18n('pt-BR', allDictionaries);
    const t = i18n.getFixedT('pt-BR', 'auth');
    expect(t('login.errors.fillAll')).toBe('Preencha todos os campos');
    expect(t('login.messages.tokenExpired')).toBe('Token expirado. Logue novamente');
    expect(t('login.messages.accountCreated')).toBe('Conta criada com sucesso!');
    expect(t('login.messages.accountExists')).toBe('Conta já existe');
    expect(t('login.forgot')).toBe('Esqueceu sua senha?');
  });

  it('loads a namespace on demand, in the current language, and falls back to common for shared keys', async () => {
    const { i18n, ready } = createI18n('en');
    await ready;
    expect(i18n.hasLoadedNamespace('auth')).toBe(false);
    await i18n.loadNamespaces('auth');
    expect(i18n.t('login.forgot', { ns: 'auth' })).toBe((dictionary('en', 'auth') as { login: { forgot: string } }).login.forgot);
    expect(i18n.t('common.loading', { ns: 'auth' })).toBe((dictionary('en', 'common') as { common: { loading: string } }).common.loading);
  });

  it('switching language loads every namespace in use first', async () => {
    const { i18n, ready } = createI18n('pt-BR');
    await ready;
    await i18n.loadNamespaces('dashboard');
    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'dashboard')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
  });
});
