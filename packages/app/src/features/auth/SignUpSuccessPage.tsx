import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Notice } from '@portal-fiscal/ui/Notice';
import { paths } from '../../paths';
import { AuthScreen } from './AuthScreen';
import * as styles from './AuthScreen.css';

/**
 * /create/account/success: 'Conta criada com sucesso', the next step ('Confirme a conta pelo email',
 * spec 01 §8) and a button to the login screen, which then says 'Conta criada com sucesso!' and
 * fills in the new email.
 */
export default function SignUpSuccessPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const email = new URLSearchParams(useSearch()).get('email')?.trim() ?? '';

  return (
    <AuthScreen title={t('signUpSuccess.title')} description={t('signUpSuccess.subtitle')}>
      <Notice tone="success" title={t('signUpSuccess.nextStep')}>
        <p className={styles.plain}>
          <strong>{t('signUpSuccess.confirmEmail')}</strong>
        </p>
        <p className={styles.plain}>{email ? t('signUpSuccess.confirmEmailTo', { email }) : t('signUpSuccess.confirmEmailGeneric')}</p>
      </Notice>
      <Button size="lg" fullWidth onClick={() => navigate(`${paths.login}?accountEmail=${encodeURIComponent(email)}`)}>
        {t('signUpSuccess.goToLogin')}
      </Button>
    </AuthScreen>
  );
}
