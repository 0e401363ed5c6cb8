import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { authCalls, isApiError, type SignUpBody } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { paths } from '../../paths';
import { AuthScreen, SocialSignIn } from './AuthScreen';
import {
  OCCUPATIONS,
  OTHER_OCCUPATION,
  SignUpFormSchema,
  emptySignUpForm,
  signUpBanner,
  toSignUpBody,
  type SignUpField,
  type SignUpFormInput,
  type SignUpFormValues,
} from './signUpForm';
import * as styles from './AuthScreen.css';
import { useFormKit } from '../../forms/formKit';
import { FormAlert, FormNewPassword, FormText } from '../../forms/fields';
import { FormChoice } from '../../forms/FormChoice';

type MessageKey =
  `signUp.errors.${'nameRequired' | 'occupationRequired' | 'occupationOther' | 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'confirmRequired' | 'passwordsDiffer'}`;

/** /create/account: social sign-in or the sign-up form (spec 01 §2, rules of §5, 409 → /login?accountexist). */
export default function SignUpPage() {
  const { t } = useTranslation('auth', { keyPrefix: 'signUp' });
  const { t: tAll } = useTranslation('auth');
  const auth = useResource(authCalls);
  const [, navigate] = useLocation();
  const [showBanner, setShowBanner] = useState(false);

  const signUp = useMutation<string, unknown, SignUpBody>({
    mutationFn: (body) => auth.signUp(body),
    onSuccess: (_message, body) => navigate(`${paths.createAccountSuccess}?email=${encodeURIComponent(body.email)}`),
    onError: (error, body) => {
      // Spec 01 §8: an existing account goes to the login screen, which says 'Conta já existe'.
      if (isApiError(error) && error.isConflict) navigate(`${paths.login}?accountexist=${encodeURIComponent(body.email)}`);
    },
  });

  // One request however often the form is sent; the mutation's state shows the outcome.
  const kit = useFormKit<SignUpFormInput, SignUpFormValues>({
    schema: SignUpFormSchema,
    criteriaMode: 'all',
    defaults: emptySignUpForm,
    messages: { translate: (key) => tAll(key as MessageKey) },
    send: (values) => {
      setShowBanner(false);
      return signUp.mutateAsync(toSignUpBody(values)).catch(() => undefined);
    },
    onInvalid: () => {
      signUp.reset();
      setShowBanner(true);
    },
    busy: signUp.isPending,
    lockFields: false,
  });
  const isOther = kit.form.watch('occupation') === OTHER_OCCUPATION;

  const messages: Partial<Record<SignUpField, string | undefined>> = Object.fromEntries(
    Object.entries(kit.form.formState.errors).map(([field, error]) => [field, error?.message]),
  );
  const banner = showBanner ? signUpBanner(messages) : null;
  const submitError = (() => {
    if (!signUp.error || (isApiError(signUp.error) && signUp.error.isConflict)) return null;
    if (isApiError(signUp.error) && signUp.error.status === 400) return t('errors.fillCorrectly');
    if (isApiError(signUp.error) && signUp.error.status === 403) return t('errors.closed');
    return t('errors.generic');
  })();
  const alert = banner ? tAll(banner) : submitError;

  return (
    <AuthScreen
      title={t('title')}
      description={t('subtitle')}
      width="wide"
      footer={
        <p className={styles.plain}>
          {t('hasAccount')}{' '}
          <Link href={paths.login} className={styles.link}>
            {t('login')}
          </Link>
        </p>
      }
    >
      <SocialSignIn google={t('google')} linkedin={t('linkedin')} inline />

      <form className={styles.form} {...kit.formProps} aria-describedby={alert ? 'signup-form-error' : undefined}>
        <FormAlert id="signup-form-error" message={alert} />
        <div className={styles.pair}>
          <FormText kit={kit} name="name" label={t('name')} autoComplete="name" placeholder={t('namePlaceholder')} required />
          <FormChoice
            kit={kit}
            name="occupation"
            label={t('occupation')}
            placeholder={t('occupationPlaceholder')}
            options={OCCUPATIONS.map((value) => ({ value, label: t(`occupations.${value}`) }))}
            required
          />
        </div>
        {isOther ? <FormText kit={kit} name="occupationOther" label={t('occupationOther')} required /> : null}
        <div className={styles.pair}>
          <FormText kit={kit} name="cargo" label={t('cargo')} autoComplete="organization-title" placeholder={t('cargoPlaceholder')} />
          <FormText kit={kit} name="company" label={t('company')} autoComplete="organization" placeholder={t('companyPlaceholder')} />
        </div>
        <FormText
          kit={kit}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          required
        />
        <div className={styles.pair}>
          <FormNewPassword kit={kit} name="password" label={t('password')} hint={t('passwordHint')} />
          <FormNewPassword kit={kit} name="confirmPassword" label={t('confirmPassword')} />
        </div>
        <Button type="submit" fullWidth size="lg" loading={kit.busy} loadingLabel={t('submitting')}>
          {t('submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
