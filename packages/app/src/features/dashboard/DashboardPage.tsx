import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import { Button, getGreetingPeriod } from '@portal-fiscal/ui';
import { useRuntime } from '../../lib/services';
import { sessionAtom } from '../auth/session';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import * as styles from './DashboardPage.css';

/** /dashboard: the personal dashboard (spec 01 §2). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { logout } = useRuntime();
  const session = useAtomValue(sessionAtom);
  const greeting = t(`dashboard.greeting.${getGreetingPeriod(new Date())}`);
  const name = session?.name.trim() ?? '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.logo}>{t('common.appName')}</span>
        <div className={styles.actions}>
          <LanguageSwitch />
          <Button variant="secondary" size="sm" icon={<LogOut aria-hidden size={16} />} onClick={() => logout()}>
            {t('common.logout')}
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.greeting}>{name ? t('dashboard.greetingWithName', { greeting, name }) : t('dashboard.greetingNoName', { greeting })}</h1>
        {session?.email ? <p className={styles.email}>{session.email}</p> : null}
      </main>
    </div>
  );
}
