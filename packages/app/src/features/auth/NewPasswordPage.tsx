import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Notice } from '@portal-fiscal/ui/Notice';
import { authCalls, isApiError } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { paths } from '../../paths';
import { AuthScreen } from './AuthScreen';
import { useTooManyRequestsText } from './throttleMessage';
import {
  NewPasswordFormSchema,
  readResetToken,
  resetFailure,
  type NewPasswordFormInput,
  type NewPasswordFormValues,
} from './newPasswordForm';
import * as styles from './AuthScreen.css';
import { useFormKit } from '../../forms/formKit';
import { FormNewPassword } from '../../forms/fields';

type FieldKey =
  | 'newPassword.errors.passwordRequired'
  | 'newPassword.errors.passwordTooShort'
  | 'newPassword.errors.confirmRequired'
  | 'newPassword.errors.passwordsDiffer';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link href={paths.login} className={styles.link}>
      {t('newPassword.backToLogin')}
    </Link>
  );
}

function RequestNewLink() {
  const { t } = useTranslation('auth');
  return (
    <Link href={paths.passwordRecovery} className={styles.link}>
      {t('newPassword.requestNew')}
    </Link>
  );
}

/**
 * /new/password?jwt=: the new password and its confirmation, sent with the e-mail's token (spec 01 §2).
 * A missing or malformed token shows an invalid-link state; a used, expired or unknown one (the
 * server's 400/404) says so and offers a new link.
 */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  // The token of the first render: the address does not change while the page is open.
  const search = useSearch();
  const [token] = useState(() => readResetToken(search));

  if (!token) {
    return (
      <AuthScreen title={t('newPassword.invalidTitle')} footer={<BackToLogin />}>
        <Notice tone="danger" action={<RequestNewLink />}>
          {t('newPassword.invalidDescription')}
        </Notice>
      </AuthScreen>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const auth = useResource(authCalls);
  const reset = useMutation<string, unknown, NewPasswordFormValues>({
    mutationFn: ({ password }) => auth.resetPassword(token, { password }),
  });
  // One request however often the form is sent; the mutation's state shows the outcome.
  const kit = useFormKit<NewPasswordFormInput, NewPasswordFormValues>({
    schema: NewPasswordFormSchema,
    criteriaMode: 'all',
    defaults: { password: '', confirmPassword: '' },
    messages: { translate: (key) => t(key as FieldKey) },
    send: (values) => reset.mutateAsync(values).catch(() => undefined),
    busy: reset.isPending,
    lockFields: false,
  });
  const tooManyText = useTooManyRequestsText();

  if (reset.isSuccess) {
    return (
      <AuthScreen title={t('newPassword.title')}>
        <Notice
          tone="success"
          title={t('newPassword.success')}
          live
          action={
            <Link href={paths.login} className={styles.link}>
              {t('newPassword.goToLogin')}
            </Link>
          }
        >
          {t('newPassword.successDetail')}
        </Notice>
      </AuthScreen>
    );
  }

  const tooMany = reset.isError ? tooManyText(reset.error) : null;
  const failure = reset.isError ? resetFailure(isApiError(reset.error) ? reset.error : null) : null;

  return (
    <AuthScreen title={t('newPassword.title')} description={t('newPassword.subtitle')} footer={<BackToLogin />}>
      {tooMany ? (
        // Throttled: the link itself may be fine, so no new one is offered, only the wait.
        <Notice tone="danger" live>
          {tooMany}
        </Notice>
      ) : failure ? (
        <Notice tone="danger" live action={failure === 'generic' ? undefined : <RequestNewLink />}>
          {t(`newPassword.errors.${failure}`)}
        </Notice>
      ) : null}
      <form className={styles.form} {...kit.formProps}>
        <FormNewPassword kit={kit} name="password" label={t('newPassword.password')} hint={t('newPassword.passwordHint')} />
        <FormNewPassword kit={kit} name="confirmPassword" label={t('newPassword.confirmPassword')} />
        <Button type="submit" fullWidth size="lg" loading={kit.busy} loadingLabel={t('newPassword.submitting')}>
          {t('newPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
