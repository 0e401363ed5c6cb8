import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import { AuthLayout, type AuthLayoutWidth } from '@portal-fiscal/ui/AuthLayout';
import { SocialButton } from '@portal-fiscal/ui/SocialButton';
import { socialSignInUrl, type SocialProvider } from '@portal-fiscal/api-client';
import { useRuntime } from '../../lib/services';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { beginSocialSignIn } from './socialState';
import * as styles from './AuthScreen.css';

export interface AuthScreenProps {
  /** The screen's h1. */
  title: string;
  description?: string;
  width?: AuthLayoutWidth;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * Every screen without a session (login, sign-up and its success, password recovery and change):
 * the ui AuthLayout with the portal's brand texts, plus the language switch (spec 01 §2 Layout: no
 * header or side menu here).
 */
export function AuthScreen({ title, description, width, footer, children }: AuthScreenProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.frame}>
      <header className={styles.toolbar} aria-label={t('authScreen.toolbar')}>
        <LanguageSwitch />
      </header>
      <AuthLayout
        title={title}
        description={description}
        width={width}
        footer={footer}
        logo={
          <span className={styles.logo}>
            <Landmark aria-hidden size={28} />
            {t('common.appName')}
          </span>
        }
        brandLabel={t('authScreen.brandLabel')}
        brandTitle={t('authScreen.brandTitle')}
        brandText={t('authScreen.brandText')}
      >
        {children}
      </AuthLayout>
    </div>
  );
}

/**
 * Google and LinkedIn (spec 01 §2), then an 'ou' divider before the e-mail form. `remember` reads 'Lembrar
 * de mim' at the click (the sign-up screen has none: remembered, the box's default).
 */
export function SocialSignIn({
  google,
  linkedin,
  inline = false,
  remember = () => true,
}: {
  google: string;
  linkedin: string;
  inline?: boolean;
  remember?: () => boolean;
}) {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  /**
   * The identity provider sends the browser back to /login?token=...&state=...: `state` is kept for this
   * tab (socialState.ts), so that token, and only it, signs in without a question.
   */
  const signInWith = (provider: SocialProvider) => {
    const url = socialSignInUrl(runtime.config, provider, `${window.location.origin}/login`, beginSocialSignIn(remember()));
    // A real backend is left by a full navigation; the in-browser one is followed by the demo.
    if (runtime.demo) void runtime.demo.backend.then((backend) => backend.openExternal(url));
    else window.location.assign(url);
  };
  return (
    <div className={styles.social}>
      <div className={inline ? styles.socialRow : styles.social}>
        <SocialButton provider="google" label={google} fullWidth onClick={() => signInWith('google')} />
        <SocialButton provider="linkedin" label={linkedin} fullWidth onClick={() => signInWith('linkedin')} />
      </div>
      <p className={styles.divider}>
        <span>{t('social.or')}</span>
      </p>
    </div>
  );
}
