import { use, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Notice } from '@portal-fiscal/ui/Notice';
import { authCalls, isApiError, type AuthSession } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { usePreloadPath } from '../../lib/preload';
import { useRuntime } from '../../lib/services';
import { paths } from '../../paths';
import { LoginFormSchema, noticeFromSearch, type LoginFormInput, type LoginFormValues, type LoginNoticeKind } from './loginForm';
import { authKeys } from './api';
import { sessionAtom } from '../../lib/session';
import { sessionFromAuth } from '../../lib/sessionFrom';
import { DemoAccountsHint } from './DemoAccountsHint';
import { AuthScreen, SocialSignIn } from './AuthScreen';
import { useTooManyRequestsText } from './throttleMessage';
import * as styles from './AuthScreen.css';
import { useFormKit } from '../../forms/formKit';
import { FormAlert, FormCheckbox, FormPassword, FormText } from '../../forms/fields';

const noticeTone: Record<LoginNoticeKind, 'success' | 'warning' | 'danger'> = {
  accountCreated: 'success',
  tokenExpired: 'warning',
  accountExists: 'danger',
};

type FieldKey = 'login.errors.emailRequired' | 'login.errors.emailInvalid' | 'login.errors.passwordRequired';

/** /login (and /): email and password, social sign-in, remember me, and the spec's query-parameter messages. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  // The demo's accounts come in a small chunk beside this page's: the page waits for it, so the hint
  // never pushes the form once it is on screen.
  const demoAccounts = runtime.demo ? use(runtime.demo.accounts) : null;
  const auth = useResource(authCalls);
  const search = useSearch();
  const [, navigate] = useLocation();
  const setSession = useSetAtom(sessionAtom);

  // The query parameter's message is read once, then the address returns to /login (spec 01 §8).
  const [{ notice, email: prefilledEmail }] = useState(() => noticeFromSearch(search));
  useEffect(() => {
    if (notice && !new URLSearchParams(search).has('token')) navigate(paths.login, { replace: true });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [fillAll, setFillAll] = useState(false);
  const queryClient = useQueryClient();
  const login = useMutation<AuthSession, unknown, LoginFormValues>({
    mutationFn: ({ email, password }) => auth.login({ email, password }),
    onSuccess: (auth, { remember }) => {
      // The backend has just issued this token: the guard need not ask it again whether it is valid
      // (it does for a stored token, and again once this answer is older than its staleTime).
      queryClient.setQueryData(authKeys.validate(auth.token), true);
      setSession(sessionFromAuth(auth, remember));
      navigate(paths.dashboard);
    },
  });

  // Once the user starts on the form, the dashboard's chunks and dictionaries load, so signing in
  // opens it at once (not before: the first paint of the login screen does not share the network).
  const preloadPath = usePreloadPath();
  const prepareDashboard = () => preloadPath(paths.dashboard);

  const tooManyText = useTooManyRequestsText();
  const submitError = (() => {
    if (!login.error) return null;
    // Too many wrong passwords: the wait, not a generic failure (the user would retry at once).
    const tooMany = tooManyText(login.error);
    if (tooMany) return tooMany;
    if (isApiError(login.error) && login.error.status === 401) return t('login.errors.invalidCredentials');
    if (isApiError(login.error) && login.error.status === 403) return t('login.errors.inactive');
    return t('login.errors.generic');
  })();

  // One request however often the form is sent; the mutation's state shows the outcome.
  const kit = useFormKit<LoginFormInput, LoginFormValues>({
    schema: LoginFormSchema,
    defaults: { email: prefilledEmail ?? '', password: '', remember: true },
    messages: { translate: (key) => t(key as FieldKey) },
    send: (values) => {
      setFillAll(false);
      return login.mutateAsync(values).catch(() => undefined);
    },
    onInvalid: () => {
      login.reset();
      setFillAll(true);
    },
    busy: login.isPending,
    lockFields: false,
  });
  const { form } = kit;

  return (
    <AuthScreen
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <p className={styles.plain}>
          {t('login.noAccount')}{' '}
          <Link href={paths.createAccount} className={styles.link}>
            {t('login.signUp')}
          </Link>
        </p>
      }
    >
      {notice ? (
        <Notice tone={noticeTone[notice]} live>
          {t(`login.messages.${notice}`)}
        </Notice>
      ) : null}

      {/* The social sign-in's token follows 'Lembrar de mim' as it is at the click (socialState.ts). */}
      <SocialSignIn google={t('login.google')} linkedin={t('login.linkedin')} remember={() => form.getValues('remember')} />

      <form
        className={styles.form}
        {...kit.formProps}
        onFocus={prepareDashboard}
        onPointerDown={prepareDashboard}
        aria-describedby={fillAll || submitError ? 'login-form-error' : undefined}
      >
        <FormAlert id="login-form-error" message={fillAll ? t('login.errors.fillAll') : submitError} />
        <FormText
          kit={kit}
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          required
        />
        <FormPassword kit={kit} name="password" label={t('login.password')} autoComplete="current-password" required />
        <div className={styles.row}>
          <FormCheckbox kit={kit} name="remember" label={t('login.remember')} />
          <Link href={paths.passwordRecovery} className={styles.link}>
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" fullWidth size="lg" loading={kit.busy} loadingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>

      {demoAccounts ? (
        <DemoAccountsHint
          demo={demoAccounts}
          onPick={(email, password) => {
            prepareDashboard();
            form.setValue('email', email, { shouldValidate: form.formState.isSubmitted });
            form.setValue('password', password, { shouldValidate: form.formState.isSubmitted });
            setFillAll(false);
          }}
        />
      ) : null}
    </AuthScreen>
  );
}
