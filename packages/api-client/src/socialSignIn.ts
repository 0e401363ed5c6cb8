import type { ApiConfig } from './config';

export type SocialProvider = 'google' | 'linkedin';

/**
 * The browser address that starts a social sign-in, `{server}/auth/{provider}?redirect_uri=...`; the
 * service answers 302 to `${redirect_uri}?token=<token>`. A module of its own, with no schema and no
 * http, so the start-up can build it without loading the contract.
 */
export function socialSignInUrl(config: Pick<ApiConfig, 'serverUrl'>, provider: SocialProvider, redirectUri?: string): string {
  const base = `${config.serverUrl}/auth/${provider}`;
  return redirectUri ? `${base}?redirect_uri=${encodeURIComponent(redirectUri)}` : base;
}
