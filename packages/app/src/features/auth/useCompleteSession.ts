import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { accountCalls, authCalls } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { authKeys } from './api';
import { sessionAtom } from '../../lib/session';
import { completeSession, isSessionIncomplete } from '../../lib/sessionFrom';
import { useIsFrame } from '../../shell/frame';

/**
 * A session from a bare token (social sign-in, `?token=`) has the email but not the name or role.
 * Once the route guard has validated the token, this looks the account up by email
 * (GET {apiNode}/accounts/email/{email}) and fills them in, so the greeting shows the name.
 */
export function useCompleteSession(): void {
  const auth = useResource(authCalls);
  const account = useResource(accountCalls);
  const [session, setSession] = useAtom(sessionAtom);
  const token = session?.token ?? '';
  const email = session?.email ?? '';
  // The frame's view of a session names nobody (lib/session.ts): that is not a session to complete.
  const frame = useIsFrame();
  const incomplete = !frame && isSessionIncomplete(session);

  // Watches the guard's validation of this token (same query key); never fetches it by itself.
  const validation = useQuery({ queryKey: authKeys.validate(token), queryFn: () => auth.validateJwt(), enabled: false });
  const profile = useQuery({
    queryKey: authKeys.profile(token),
    queryFn: () => account.getByEmail(email),
    enabled: incomplete && validation.isSuccess,
    retry: false,
    staleTime: Infinity,
  });

  const found = profile.data;
  useEffect(() => {
    if (!found) return;
    setSession((current) =>
      current && current.token === token && isSessionIncomplete(current) ? completeSession(current, found) : current,
    );
  }, [found, token, setSession]);
}
