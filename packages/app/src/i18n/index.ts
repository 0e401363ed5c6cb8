import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptCommon from './locales/pt-BR/common.json';
import ptAuth from './locales/pt-BR/auth.json';
import ptDashboard from './locales/pt-BR/dashboard.json';
import ptLayout from './locales/pt-BR/layout.json';
import enCommon from './locales/en/common.json';
import enAuth from './locales/en/auth.json';
import enDashboard from './locales/en/dashboard.json';
import enLayout from './locales/en/layout.json';

export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * One dictionary file per feature and language (locales/{lang}/{feature}.json), merged into one
 * namespace. Each file owns its top-level keys, so features never edit each other's files.
 */
export const dictionaries = {
  'pt-BR': { ...ptCommon, ...ptAuth, ...ptDashboard, ...ptLayout },
  en: { ...enCommon, ...enAuth, ...enDashboard, ...enLayout },
} as const;
export type Dictionary = (typeof dictionaries)['pt-BR'];

export const resources = { 'pt-BR': { translation: dictionaries['pt-BR'] }, en: { translation: dictionaries.en } } as const;

/** A fresh i18next instance (one per app, story or test), pt-BR by default. */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
