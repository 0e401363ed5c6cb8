import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './AuthShell.css';

/** The frame of the authentication screens: no header or side menu (spec 01 §2 Layout). */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.brand} aria-label={t('common.appName')}>
        <p className={styles.logo}>{t('common.appName')}</p>
        <p className={styles.brandTitle}>{t('login.brandTitle')}</p>
        <p className={styles.brandText}>{t('login.brandText')}</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
