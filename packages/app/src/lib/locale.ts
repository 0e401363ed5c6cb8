import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, type Locale } from '../i18n';

/** Where the chosen language is kept (localStorage, as JSON). */
export const LOCALE_KEY = 'portal-fiscal.locale';

/** The chosen language, kept across reloads. */
export const localeAtom = atomWithStorage<Locale>(LOCALE_KEY, DEFAULT_LOCALE, undefined, { getOnInit: true });
