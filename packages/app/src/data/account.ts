import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  NO_PERMISSIONS,
  accountCalls,
  permissionsFor,
  type Account,
  type AccountUpdateBody,
  type AccountWithPermissions,
  type Permissions,
} from '@portal-fiscal/api-client';
import { useResource } from '../lib/api';
import { retryUnlessClientError } from '../lib/queryErrors';
import { sessionAtom } from '../lib/session';

/**
 * The signed-in account, read from `GET /accounts/email/{email}`: every screen that needs the account or
 * what it may do asks here, under one query key, so a save anywhere updates them all.
 */
export const accountKeys = {
  all: ['account'] as const,
  me: (email: string) => [...accountKeys.all, 'me', email] as const,
  /** The dashboard's account id and last sign-in. */
  id: () => [...accountKeys.all, 'id'] as const,
  lastLogged: () => [...accountKeys.all, 'lastLogged'] as const,
};

/**
 * The account and its permissions (the role table of `permissionsFor`; the backend enforces the same).
 * No session token or email: nothing is asked, and the query stays disabled.
 */
export function useMyAccount() {
  const account = useResource(accountCalls);
  const session = useAtomValue(sessionAtom);
  const email = session?.token ? session.email : '';
  return useQuery({
    queryKey: accountKeys.me(email),
    queryFn: () => account.getWithPermissions(email),
    enabled: email !== '',
    staleTime: 60_000,
    retry: retryUnlessClientError,
    // The page's parts mount once the lookup settles: a failure shows its error (and 'Tentar novamente')
    // instead of each new part asking again.
    retryOnMount: false,
  });
}

export interface Access extends Permissions {
  /** The lookup is running: wait before deciding what to show. */
  pending: boolean;
  /** The account, or null when the lookup failed or the session has no token or email. */
  account: Account | null;
}

/**
 * What the signed-in user may do (spec 02 §6), decided once: the permissions of the looked-up account;
 * none at all when the lookup fails or the session lacks a token or an email (only My Account then).
 */
export function useAccess(): Access {
  const query = useMyAccount();
  if (query.data)
    return { pending: false, account: query.data.account, canEditAll: query.data.canEditAll, canEditSelf: query.data.canEditSelf };
  // A disabled query (no token or email) is pending forever: it is not loading.
  return { pending: query.isLoading, account: null, ...NO_PERMISSIONS };
}

/**
 * PUT /accounts/email/{email} for the signed-in account. The answer replaces the cached account, and the
 * session's name and photo follow it, so the header shows the new name and avatar at once.
 */
export function useUpdateMyAccount() {
  const calls = useResource(accountCalls);
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const email = session?.email ?? '';
  return useMutation<Account, unknown, AccountUpdateBody>({
    mutationFn: (body) => calls.updateByEmail(email, body),
    onSuccess: (account) => {
      queryClient.setQueryData<AccountWithPermissions>(accountKeys.me(email), { account, ...permissionsFor(account.role) });
      setSession((current) =>
        current
          ? {
              ...current,
              name: account.name,
              profilePicture: account.profilePicture,
              accountFields: { ...current.accountFields, name: account.name, pfp: account.profilePicture },
            }
          : current,
      );
    },
  });
}
