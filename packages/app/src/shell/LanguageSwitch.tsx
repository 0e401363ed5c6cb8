import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../i18n';
import { localeAtom } from '../lib/locale';
import * as styles from './LanguageSwitch.css';

/** PT-BR / EN toggle; the choice is kept across reloads. */
export function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeAtom);
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('common.language')} className={styles.group}>
      {LOCALES.map((value) => (
        <button
          key={value}
          type="button"
          lang={value}
          className={styles.option}
          aria-pressed={locale === value}
          aria-label={`${t(`common.languageShort.${value}`)} – ${t(`common.languages.${value}`)}`}
          onClick={() => setLocale(value)}
        >
          {t(`common.languageShort.${value}`)}
        </button>
      ))}
    </div>
  );
}
