import * as v from 'valibot';

/**
 * A backend's base address: http(s) only (`new URL` would take javascript: or data:), with a host. Also
 * the rule of the app's early-calls script, which reads the same addresses before any of this code runs.
 */
export const BASE_URL_PATTERN = /^https?:\/\/[^\s/?#@]+[^\s]*$/i;

// Missing is checked as empty: one message, missing or malformed.
const baseUrl = v.optional(
  v.pipe(
    v.string('deve ser um texto'),
    v.trim(),
    v.regex(BASE_URL_PATTERN, 'deve ser uma URL absoluta (http:// ou https://)'),
    v.transform((url) => url.replace(/\/+$/, '')),
  ),
  '',
);

const flag = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), 'false'),
  v.transform((value) => value === true || value === 'true' || value === '1'),
);

/** The environment the portal is built with (Vite `import.meta.env`). */
export const EnvSchema = v.object({
  VITE_SERVER_URL: baseUrl,
  VITE_API_NODE_URL: baseUrl,
  VITE_ASSETS_URL: baseUrl,
  VITE_NEWS_URL: baseUrl,
  VITE_NEWS_KEY: v.optional(v.string(), ''),
  VITE_ENABLE_MOCKS: flag,
  VITE_WHATSAPP_NUMBER: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(\d{12,13})?$/, 'deve ser o número com DDI e DDD, só dígitos (ex.: 5511987654321)')),
    '',
  ),
});

export interface ApiConfig {
  /** `{server}`: the main service (auth, dashboard, leis). */
  serverUrl: string;
  /** `{apiNode}`: the marketplace service (apps, providers, accounts). */
  apiNodeUrl: string;
  /** The assets API (uploads and `/api/v1/asset/img/{asset_id}`). */
  assetsUrl: string;
  /** The external news service (Ghost-style content API). */
  newsUrl: string;
  newsKey: string;
  enableMocks: boolean;
  /**
   * The sales WhatsApp number (country and area code, digits only) behind 'Redirecionar meu imposto'
   * and 'Adquirir com desconto'. Empty: the links open WhatsApp with the message and let the user pick
   * the contact.
   */
  whatsappNumber: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Configuração inválida:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the build environment once at start-up; throws a `ConfigError` that names every bad variable. */
export function parseConfig(env: Record<string, unknown>): ApiConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    throw new ConfigError(result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`));
  }
  const e = result.output;
  return {
    serverUrl: e.VITE_SERVER_URL,
    apiNodeUrl: e.VITE_API_NODE_URL,
    assetsUrl: e.VITE_ASSETS_URL,
    newsUrl: e.VITE_NEWS_URL,
    newsKey: e.VITE_NEWS_KEY,
    enableMocks: e.VITE_ENABLE_MOCKS,
    whatsappNumber: e.VITE_WHATSAPP_NUMBER,
  };
}
