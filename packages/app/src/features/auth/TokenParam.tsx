import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../paths';
import { sessionAtom } from './session';
import { sessionFromToken } from './sessionFrom';

/**
 * Spec 01 §2: a `token` query parameter on /login (or /dashboard) signs the user in with that
 * token (social sign-in lands here) and opens the dashboard, where the guard validates it and then
 * looks up the name and role the token does not carry (useCompleteSession, in RequireSession).
 */
export default function TokenParam() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const setSession = useSetAtom(sessionAtom);
  useEffect(() => {
    const token = new URLSearchParams(search).get('token');
    if (!token || ![paths.root, paths.login, paths.dashboard].includes(location as never)) return;
    setSession(sessionFromToken(token));
    navigate(paths.dashboard, { replace: true });
  }, [search, location, navigate, setSession]);
  return null;
}
