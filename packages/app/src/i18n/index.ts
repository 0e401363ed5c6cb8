import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptCommon from './locales/pt-BR/common.json';

export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * One dictionary per feature and language: `locales/{lang}/{namespace}.json`, an i18next namespace.
 * `common` (texts of the start-up: loading, guard, not-found, configuration error) ships with the entry
 * in pt-BR; every other namespace, and every English one, is a small chunk of its own, loaded with the
 * route that needs it (routes.ts lists each chunk's namespaces) or when the language changes.
 * A feature's components name their namespace (`useTranslation('auth')`); `common` is the fallback of
 * every lookup, so `t('common.back')` works everywhere.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'dashboard',
  'layout',
  'marketplace',
  'leis',
  'calculator',
  'settings',
  'company',
  'products',
  'productList',
  'management',
  'adminProviders',
  'adminUsers',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// Every dictionary but the one in the entry, each a chunk of its own. Its module, not `{ import: 'default' }`:
// that would write `.then(e=>e.default)` into the entry once per dictionary, instead of once below.
// Keyed `{lang}/{namespace}.json` (`base`): the keys are written into the entry too.
const dictionaries = import.meta.glob<{ default: ResourceKey }>(['./*/*.json', '!./pt-BR/common.json'], { base: './locales' });

/** Reads a dictionary from its chunk: i18next's backend plugin interface. */
const dictionaryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = dictionaries[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no dictionary ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (dictionary) => callback(null, dictionary.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** What ships with the entry: pt-BR `common`. */
const startUpResources: Resource = { 'pt-BR': { common: ptCommon } };

/**
 * A fresh i18next instance (one per app, story or test) in `locale`. `resources` are dictionaries it has
 * from the start (stories and tests give every one, so nothing loads); the others load when needed.
 * `ready` settles once `common` is there in `locale` (at once for pt-BR).
 */
export function createI18n(
  locale: Locale = DEFAULT_LOCALE,
  resources: Resource = startUpResources,
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(dictionaryBackend)
    .use(initReactI18next)
    .init({
      // i18next's store keeps the object it is given and adds every loaded dictionary to it: a copy per
      // instance, so one instance's loads never show up in another.
      resources: Object.fromEntries(Object.entries(resources).map(([language, namespaces]) => [language, { ...namespaces }])),
      partialBundledLanguages: true,
      lng: locale,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      // Both languages have every key (dictionaries.test.ts): no fallback language to download as well.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return { i18n: instance, ready };
}

/**
 * Switches an instance's language. i18next first loads, in the new language, every namespace in use,
 * so no screen shows a key while the dictionaries arrive.
 */
export async function switchLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
}
