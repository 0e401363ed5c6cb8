import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { AccountRecord } from '../db/schemas';
import { applyBehaviour, unauthorized } from './responses';
import { bearerToken, checkToken, tokenFailureMessage } from './tokens';

type Resolver<P extends PathParams = PathParams> = HttpResponseResolver<P, DefaultBodyType, DefaultBodyType>;
type ResolverArgs<P extends PathParams> = Parameters<Resolver<P>>[0];

/** Wraps a resolver with the scenario's latency and seeded failures. */
export const withBehaviour =
  <P extends PathParams>(resolver: Resolver<P>): Resolver<P> =>
  async (info) =>
    (await applyBehaviour()) ?? resolver(info);

/** Wraps a resolver that needs a valid, unexpired token: 401 otherwise; the caller's account is passed on. */
export const withAuth =
  <P extends PathParams>(resolver: (info: ResolverArgs<P>, account: AccountRecord) => ReturnType<Resolver<P>>): Resolver<P> =>
  async (info) => {
    const check = await checkToken(bearerToken(info.request));
    if (!check.ok) return unauthorized(tokenFailureMessage(check));
    return resolver(info, check.account);
  };
