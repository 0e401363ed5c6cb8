import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Notice } from '@portal-fiscal/ui/Notice';
import { PasswordField } from '@portal-fiscal/ui/PasswordField';
import { TextField } from '@portal-fiscal/ui/TextField';
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
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { FormSelect } from '../../forms/FormSelect';
import { fieldErrors } from '../../forms/fieldError';

type MessageKey =
  `signUp.errors.${'nameRequired' | 'occupationRequired' | 'occupationOther' | 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'confirmRequired' | 'passwordsDiffer'}`;

/** /create/account: social sign-in or the sign-up form (spec 01 §2, rules of §5, 409 → /login?accountexist). */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const auth = useResource(authCalls);
  const [, navigate] = useLocation();
  const [showBanner, setShowBanner] = useState(false);

  const form = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: valibotResolver(SignUpFormSchema),
    criteriaMode: 'all',
    defaultValues: emptySignUpForm,
  });
  const { register, handleSubmit, control, watch, formState } = form;
  const isOther = watch('occupation') === OTHER_OCCUPATION;

  const signUp = useMutation<string, unknown, SignUpBody>({
    mutationFn: (body) => auth.signUp(body),
    onSuccess: (_message, body) => navigate(`${paths.createAccountSuccess}?email=${encodeURIComponent(body.email)}`),
    onError: (error, body) => {
      // Spec 01 §8: an existing account goes to the login screen, which says 'Conta já existe'.
      if (isApiError(error) && error.isConflict) navigate(`${paths.login}?accountexist=${encodeURIComponent(body.email)}`);
    },
  });

  const messages: Partial<Record<SignUpField, string | undefined>> = Object.fromEntries(
    Object.entries(formState.errors).map(([field, error]) => [field, error?.message]),
  );
  const banner = showBanner ? signUpBanner(messages) : null;
  const submitError = (() => {
    if (!signUp.error || (isApiError(signUp.error) && signUp.error.isConflict)) return null;
    if (isApiError(signUp.error) && signUp.error.status === 400) return t('signUp.errors.fillCorrectly');
    if (isApiError(signUp.error) && signUp.error.status === 403) return t('signUp.errors.closed');
    return t('signUp.errors.generic');
  })();
  const fieldError = fieldErrors(
    formState.errors,
    (key) => t(key as MessageKey),
    () => true,
  );

  // One request however often the form is sent (lib/useSubmitOnce.ts); the mutation's state shows the outcome.
  const send = useSubmitOnce((values: SignUpFormValues) => signUp.mutateAsync(toSignUpBody(values)).catch(() => undefined));
  const onValid = (values: SignUpFormValues) => {
    setShowBanner(false);
    void send.run(values);
  };
  const onInvalid = () => {
    signUp.reset();
    setShowBanner(true);
  };
  const alert = banner ? t(banner) : submitError;

  return (
    <AuthScreen
      title={t('signUp.title')}
      description={t('signUp.subtitle')}
      width="wide"
      footer={
        <p className={styles.plain}>
          {t('signUp.hasAccount')}{' '}
          <Link href={paths.login} className={styles.link}>
            {t('signUp.login')}
          </Link>
        </p>
      }
    >
      <SocialSignIn google={t('signUp.google')} linkedin={t('signUp.linkedin')} inline />

      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-describedby={alert ? 'signup-form-error' : undefined}
      >
        {alert ? (
          <div id="signup-form-error">
            <Notice tone="danger" live>
              {alert}
            </Notice>
          </div>
        ) : null}
        <div className={styles.pair}>
          <TextField
            label={t('signUp.name')}
            autoComplete="name"
            placeholder={t('signUp.namePlaceholder')}
            required
            error={fieldError('name')}
            {...register('name')}
          />
          <FormSelect
            control={control}
            name="occupation"
            label={t('signUp.occupation')}
            placeholder={t('signUp.occupationPlaceholder')}
            options={OCCUPATIONS.map((value) => ({ value, label: t(`signUp.occupations.${value}`) }))}
            required
            error={fieldError('occupation')}
          />
        </div>
        {isOther ? (
          <TextField label={t('signUp.occupationOther')} required error={fieldError('occupationOther')} {...register('occupationOther')} />
        ) : null}
        <div className={styles.pair}>
          <TextField
            label={t('signUp.cargo')}
            autoComplete="organization-title"
            placeholder={t('signUp.cargoPlaceholder')}
            {...register('cargo')}
          />
          <TextField
            label={t('signUp.company')}
            autoComplete="organization"
            placeholder={t('signUp.companyPlaceholder')}
            {...register('company')}
          />
        </div>
        <TextField
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          placeholder={t('signUp.emailPlaceholder')}
          required
          error={fieldError('email')}
          {...register('email')}
        />
        <div className={styles.pair}>
          <PasswordField
            label={t('signUp.password')}
            autoComplete="new-password"
            required
            hint={t('signUp.passwordHint')}
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            error={fieldError('password')}
            {...register('password')}
          />
          <PasswordField
            label={t('signUp.confirmPassword')}
            autoComplete="new-password"
            required
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            error={fieldError('confirmPassword')}
            {...register('confirmPassword')}
          />
        </div>
        <Button type="submit" fullWidth size="lg" loading={send.busy || signUp.isPending} loadingLabel={t('signUp.submitting')}>
          {t('signUp.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
