import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { accountCalls, createHttp } from '@portal-fiscal/api-client';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Modal } from '@portal-fiscal/ui/Modal';
import { useRuntime } from '../../lib/services';
import { paths } from '../../paths';
import { sessionAtom, type Session } from '../../lib/session';
import { readTokenClaims, sessionFromToken } from '../../lib/sessionFrom';

/** Where a `?token=` signs in (spec 01 §2): the social sign-in lands on /login, or / and /dashboard. */
const TOKEN_PATHS: readonly string[] = [paths.root, paths.login, paths.dashboard];

/** Who a token says it is: its name, else its email (what the confirmation shows). */
const whoIs = (token: string) => {
  const claims = readTokenClaims(token);
  return claims.name ?? claims.email ?? '';
};

/**
 * The name of the account a held token belongs to, looked up with that token itself (its claims carry
 * only the email): its own account is what any token may read. A client of its own, so a 401 (a forged or
 * expired token) never signs the current user out; undefined until the answer, or when there is none.
 */
function useTokenOwnerName(token: string | null): string | undefined {
  const runtime = useRuntime();
  const email = token ? (readTokenClaims(token).email ?? '') : '';
  const owner = useQuery({
    queryKey: ['auth', 'token-owner', token],
    queryFn: () => {
      const { ready } = runtime.clientHooks;
      return accountCalls(createHttp(runtime.config, { getToken: () => token, ...(ready ? { ready } : {}) })).getByEmail(email);
    },
    enabled: token !== null && email !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  return owner.data?.name.trim() || undefined;
}

/** Whether the token is the signed-in account's own (the same token, or the same email in its claims). */
const sameAccount = (session: Session, token: string) => session.token === token || (session.email !== '' && readTokenClaims(token).email === session.email);

export interface TokenParamProps {
  /** A token taken from the address and waiting for an answer (the address no longer has it). */
  held: string | null;
  /** Keeps a token while the user decides (null: none). */
  hold: (token: string | null) => void;
}

/**
 * Spec 01 §2: a `token` query parameter on /login (or / and /dashboard) signs the user in with that token
 * (social sign-in lands here) and opens the dashboard, where the guard validates it and then looks up the
 * name and role the token does not carry (useCompleteSession, in RequireSession).
 *
 * The token leaves the address at once (replaced, so it is not in the history either). With nobody
 * signed in, or the same account, it simply signs in (or continues). With another account signed in, a
 * link from anywhere must not silently swap the user into someone else's account (login CSRF): the
 * portal asks first, 'Você está conectado como Ana Ribeiro. Entrar como Helena Prado?', and only
 * 'Trocar de conta' switches; 'Continuar como Ana Ribeiro' (or closing) keeps the session.
 */
export default function TokenParam({ held, hold }: TokenParamProps) {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [session, setSession] = useAtom(sessionAtom);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token');
    if (!token || !TOKEN_PATHS.includes(location)) return;
    const current = sessionRef.current;
    if (current && sameAccount(current, token)) {
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (!current) {
      setSession(sessionFromToken(token));
      navigate(paths.dashboard, { replace: true });
      return;
    }
    // Another account is signed in: keep the token out of the address while the user decides.
    hold(token);
    params.delete('token');
    const rest = params.toString();
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search, location, navigate, setSession, hold]);

  const ownerName = useTokenOwnerName(held && session ? held : null);

  if (!held || !session) return null;
  const currentName = session.name.trim() || session.email;
  const nextName = ownerName ?? (whoIs(held) || t('switchAccount.unknown'));
  const keep = () => {
    hold(null);
    navigate(paths.dashboard, { replace: true });
  };
  const change = () => {
    setSession(sessionFromToken(held));
    hold(null);
    navigate(paths.dashboard, { replace: true });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) keep();
      }}
      title={t('switchAccount.title')}
      description={t('switchAccount.question', { current: currentName, next: nextName })}
      closeLabel={t('switchAccount.close')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={keep}>
            {t('switchAccount.keep', { name: currentName })}
          </Button>
          <Button variant="primary" onClick={change}>
            {t('switchAccount.change')}
          </Button>
        </>
      }
    />
  );
}
