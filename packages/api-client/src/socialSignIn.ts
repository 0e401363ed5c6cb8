import type { ApiConfig } from './config';

export type SocialProvider = 'google' | 'linkedin';

/**
 * The browser address that starts a social sign-in, `{server}/auth/{provider}?redirect_uri=...&state=...`;
 * the service answers 302 to `${redirect_uri}?token=<token>&state=<state>`: `state` comes back unchanged,
 * so the portal knows the sign-in was started in this tab. A module of its own, with no schema and no
 * http, so the start-up can build it without loading the contract.
 */
export function socialSignInUrl(
  config: Pick<ApiConfig, 'serverUrl'>,
  provider: SocialProvider,
  redirectUri?: string,
  state?: string,
): string {
  const base = `${config.serverUrl}/auth/${provider}`;
  const query = [
    ...(redirectUri ? [`redirect_uri=${encodeURIComponent(redirectUri)}`] : []),
    ...(state ? [`state=${encodeURIComponent(state)}`] : []),
  ];
  return query.length > 0 ? `${base}?${query.join('&')}` : base;
}
