import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal-fiscal/ui/Button';
import { authCalls, isApiError } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { paths } from '../../paths';
import { authKeys } from './api';
import { isSessionIdentified, sessionAtom } from '../../lib/session';
import { useCompleteSession } from './useCompleteSession';
import { FullPageError } from '../../shell/FullPageError';
import { FullPageStatus } from '../../shell/FullPageStatus';
import { useIsFrame } from '../../shell/frame';

/** `?token=…&state=…` of an address, or '' when it has no token. */
function tokenQuery(search: string): string {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return '';
  const kept = new URLSearchParams({ token });
  const state = params.get('state');
  if (state) kept.set('state', state);
  return `?${kept.toString()}`;
}

/**
 * Guards a protected route: no session → /login. A session that says who is signed in shows the screen
 * at once while GET /validate/jwt runs (its data comes from calls the backend checks just the same);
 * one that does not (a bare token) waits for the answer. Either way the answer counts (the spec's guard
 * ignored it; see docs/spec-deviations.md): a 401 is handled by the runtime's single unauthorized path
 * (logout → /login?auth=unauthorized), and another failure shows an error with a retry, unless the
 * screen is already on show (its own calls then say what failed).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const search = useSearch();
  const auth = useResource(authCalls);
  const { t } = useTranslation();
  // A frame is shown only for a session that says who is signed in (build/prerender.ts), which this shows at
  // once; the frame's view of it says nothing of anyone (lib/session.ts), so it is not asked who.
  const frame = useIsFrame();
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

  // A `?token=` (and its `state`) goes along to /login, where TokenParam decides about it.
  if (!session) return <Redirect to={`${paths.login}${tokenQuery(search)}`} replace />;
  if (validation.isSuccess || ((frame || isSessionIdentified(session)) && !unauthorized)) return <>{children}</>;
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
