import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal-fiscal/ui/Button';
import { authCalls, isApiError } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { paths } from '../../paths';
import { authKeys } from './queryKeys';
import { sessionAtom } from './session';
import { useCompleteSession } from './useCompleteSession';
import { FullPageError } from '../layout/FullPageError';
import { FullPageStatus } from '../layout/FullPageStatus';

/**
 * Guards a protected route: no session → /login; otherwise waits for GET /validate/jwt before it
 * renders anything (the spec's guard forgot to wait; see docs/spec-deviations.md). A 401 is handled
 * by the runtime's single unauthorized path (logout → /login?auth=unauthorized).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const auth = useResource(authCalls);
  const { t } = useTranslation();
  const token = session?.token ?? '';
  const validation = useQuery({
    queryKey: authKeys.validate(token),
    queryFn: () => auth.validateJwt(),
    enabled: token !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
  // A bare-token session (social sign-in) gets its name and role once the token is valid.
  useCompleteSession();

  const unauthorized = isApiError(validation.error) && validation.error.isUnauthorized;
  useEffect(() => {
    if (validation.isSuccess) document.title = t('common.appName');
  }, [validation.isSuccess, t]);

  if (!session) return <Redirect to={paths.login} replace />;
  if (validation.isSuccess) return <>{children}</>;
  if (validation.isError && !unauthorized) {
    return (
      <FullPageError
        title={t('guard.error')}
        description={t('guard.errorDetail')}
        action={<Button onClick={() => void validation.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <FullPageStatus tone="loading" title={t('guard.checking')} />;
}

export default RequireSession;
