import { useEffect, useRef, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { accountCalls, createHttp, isApiError } from '@portal-fiscal/api-client';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Modal } from '@portal-fiscal/ui/Modal';
import { useRuntime } from '../../lib/services';
import { paths } from '../../paths';
import { sessionAtom, type Session } from '../../lib/session';
import { readTokenClaims, sessionFromToken } from '../../lib/sessionFrom';
import { takeSocialSignIn } from './socialState';

/** Where a `?token=` signs in (spec 01 §2): the social sign-in lands on /login, or / and /dashboard. */
const TOKEN_PATHS: readonly string[] = [paths.root, paths.login, paths.dashboard];

/** Who a token says it is: its name, else its email (what the confirmation shows). */
const whoIs = (token: string) => {
  const claims = readTokenClaims(token);
  return claims.name ?? claims.email ?? '';
};

/** What the backend says of a held token: still asking, whose it is, or not a token that works. */
type TokenOwner = { status: 'pending' } | { status: 'found'; name: string | undefined } | { status: 'invalid' };

/**
 * The account a held token belongs to, looked up with that token itself (its claims carry only the email):
 * its own account is what any token may read. A client of its own, so a 401 (a forged, expired or revoked
 * token) never signs the current user out: it makes the link 'invalid'. A token that names no email cannot
 * be asked about, and is invalid at once; another failure (the network) still asks, naming the token's email.
 */
function useTokenOwner(token: string | null): TokenOwner {
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
  if (token === null) return { status: 'pending' };
  if (email === '') return { status: 'invalid' };
  if (owner.isPending) return { status: 'pending' };
  if (owner.isError)
    return isApiError(owner.error) && (owner.error.isUnauthorized || owner.error.status === 403)
      ? { status: 'invalid' }
      : { status: 'found', name: undefined };
  return { status: 'found', name: owner.data.name.trim() || undefined };
}

/** Whether the token is the signed-in account's own (the same token, or the same email in its claims). */
const sameAccount = (session: Session, token: string) =>
  session.token === token || (session.email !== '' && readTokenClaims(token).email === session.email);

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
 * Never silently for a token this tab did not ask for (login CSRF: a planted link would sign the victim
 * into the attacker's account, docs/spec-deviations.md). The token (and `state`) leave the address at once
 * (replaced, so not in the history either). Then:
 * - a social sign-in started in this tab (its `state` is the one kept for the tab, socialState.ts) signs in
 *   without a question, remembered or not as 'Lembrar de mim' was at the click;
 * - the signed-in account's own token just continues;
 * - anything else asks, naming the account: signed out, 'Entrar como Helena Prado?' ('Entrar como…' or
 *   'Cancelar'; a session so begun lasts for the tab only); signed in, 'Você está conectado como Ana
 *   Ribeiro. Entrar como Helena Prado?' ('Trocar de conta' or 'Continuar como Ana Ribeiro');
 * - a token that does not work (expired, revoked by 'Sair', forged) says so, and changes nothing.
 */
export default function TokenParam({ held, hold }: TokenParamProps) {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [session, setSession] = useAtom(sessionAtom);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** The token last taken from the address: once, even when an effect runs twice (React's strict mode). */
  const taken = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token');
    if (!token) {
      taken.current = null;
      return;
    }
    if (!TOKEN_PATHS.includes(location) || taken.current === token) return;
    taken.current = token;
    // Read (and forgotten) whatever comes next: the mark of a sign-in started here serves once.
    const started = takeSocialSignIn(params.get('state'));
    const current = sessionRef.current;
    if (started) {
      setSession(sessionFromToken(token, new Date(), started.remember));
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (current && sameAccount(current, token)) {
      navigate(paths.dashboard, { replace: true });
      return;
    }
    // Not asked for here: keep the token out of the address while the user decides.
    hold(token);
    params.delete('token');
    params.delete('state');
    const rest = params.toString();
    navigate(`${current ? location : paths.login}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search, location, navigate, setSession, hold]);

  const owner = useTokenOwner(held);

  if (!held || owner.status === 'pending') return null;
  const currentName = session ? session.name.trim() || session.email : '';
  const done = () => {
    hold(null);
    if (session) navigate(paths.dashboard, { replace: true });
  };

  /** The one dialog shown: closing it (Escape, the close control) leaves things as they are, as 'OK' or 'Cancelar' do. */
  const dialog = (texts: { title: string; description: string; closeLabel: string }, footer: ReactNode) => (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) done();
      }}
      {...texts}
      size="sm"
      footer={footer}
    />
  );

  if (owner.status === 'invalid') {
    return dialog(
      {
        title: t('linkSignIn.invalidTitle'),
        description: session ? t('linkSignIn.invalidSignedIn', { current: currentName }) : t('linkSignIn.invalid'),
        closeLabel: t('linkSignIn.close'),
      },
      <Button variant="primary" onClick={done}>
        {t('linkSignIn.ok')}
      </Button>,
    );
  }

  const nextName = owner.name ?? (whoIs(held) || t('switchAccount.unknown'));
  const signIn = (remember: boolean) => {
    setSession(sessionFromToken(held, new Date(), remember));
    hold(null);
    navigate(paths.dashboard, { replace: true });
  };

  if (!session) {
    return dialog(
      {
        title: t('linkSignIn.title', { next: nextName }),
        description: t('linkSignIn.question', { next: nextName }),
        closeLabel: t('linkSignIn.close'),
      },
      <>
        <Button variant="secondary" onClick={done}>
          {t('linkSignIn.cancel')}
        </Button>
        {/* Not 'Lembrar de mim': a session begun from a link lasts for this tab only. */}
        <Button variant="primary" onClick={() => signIn(false)}>
          {t('linkSignIn.confirm', { name: nextName })}
        </Button>
      </>,
    );
  }

  return dialog(
    {
      title: t('switchAccount.title'),
      description: t('switchAccount.question', { current: currentName, next: nextName }),
      closeLabel: t('switchAccount.close'),
    },
    <>
      <Button variant="secondary" onClick={done}>
        {t('switchAccount.keep', { name: currentName })}
      </Button>
      {/* The switch keeps the current session's choice of remembering. */}
      <Button variant="primary" onClick={() => signIn(session.remember)}>
        {t('switchAccount.change')}
      </Button>
    </>,
  );
}
