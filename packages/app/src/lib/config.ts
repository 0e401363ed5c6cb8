import { ConfigError, parseConfig, type ApiConfig } from '@portal-fiscal/api-client';

/**
 * The id of the data block in index.html that carries the deployment's configuration: the deploy step
 * (deploy/configure.sh) writes the environment's values into it when the server starts, so one build
 * serves any environment. Empty in a build as it comes out of Vite: the values baked in at build time
 * (`VITE_*`, the demo's .env.demo) apply then.
 */
export const RUNTIME_CONFIG_ID = 'portal-fiscal-config';

/** The deployment's variables (docs/deployment.md): `PORTAL_X` sets the build's `VITE_X`. */
const DEPLOY_VARIABLE = /^PORTAL_(SERVER_URL|API_NODE_URL|ASSETS_URL|NEWS_URL|NEWS_KEY|WHATSAPP_NUMBER)$/;

/**
 * The deployment's values from index.html, by build variable (`VITE_SERVER_URL`…), or null when the page
 * carries none. Only the known names, only strings: the block is data, read with JSON.parse, never run.
 */
export function readRuntimeConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Record<string, string> | null {
  const text = doc?.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError([`${RUNTIME_CONFIG_ID}: JSON inválido`]);
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(Object(parsed))) {
    const variable = DEPLOY_VARIABLE.exec(name)?.[1];
    if (variable && typeof value === 'string') values[`VITE_${variable}`] = value;
  }
  return values;
}

/**
 * The portal's configuration, validated once at start-up: the deployment's values from index.html over
 * the build's own. Throws a ConfigError naming each bad variable (the error page names them as the
 * deployment does: ConfigErrorPage).
 */
export const loadConfig = (env: Record<string, unknown> = import.meta.env, doc?: Pick<Document, 'getElementById'>): ApiConfig =>
  parseConfig({ ...env, ...readRuntimeConfig(doc) });
