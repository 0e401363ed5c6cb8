import { useTranslation } from 'react-i18next';
import type { DemoAccounts } from '../../lib/demo';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as styles from './DemoAccountsHint.css';

/** Mock mode only: the seeded demo accounts, one click to fill the form. */
export function DemoAccountsHint({ demo, onPick }: { demo: DemoAccounts; onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <section className={styles.demo} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className={styles.demoTitle}>
        {t('login.demo.title')}
      </h2>
      <p className={styles.demoText}>{t('login.demo.description', { password: demo.password })}</p>
      <ul className={styles.demoList}>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className={styles.demoButton} onClick={() => onPick(account.email, demo.password)}>
              <span className={visuallyHidden}>{t('login.demo.use')} </span>
              <span className={styles.demoName}>{account.name}</span>
              <span className={styles.demoEmail}>{account.email}</span>
              <span className={styles.demoRole}>{account.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
