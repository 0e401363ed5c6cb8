import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../routes';
import { sessionAtom, sessionFromToken } from './session';
import { useCompleteSession } from './useCompleteSession';

/**
 * Spec 01 §2: a `token` query parameter on /login (or /dashboard) signs the user in with that
 * token (social sign-in lands here) and opens the dashboard, where the guard validates it; the
 * name and role the token does not carry are then looked up (useCompleteSession).
 */
export function TokenParam() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const setSession = useSetAtom(sessionAtom);
  useCompleteSession();
  useEffect(() => {
    const token = new URLSearchParams(search).get('token');
    if (!token || ![paths.root, paths.login, paths.dashboard].includes(location as never)) return;
    setSession(sessionFromToken(token));
    navigate(paths.dashboard, { replace: true });
  }, [search, location, navigate, setSession]);
  return null;
}
