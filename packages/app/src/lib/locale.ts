import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, type Locale } from '../i18n';

/** The chosen language, kept across reloads. */
export const localeAtom = atomWithStorage<Locale>('portal-fiscal.locale', DEFAULT_LOCALE, undefined, { getOnInit: true });
