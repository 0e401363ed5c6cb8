import { parseConfig, type ApiConfig } from '@portal-fiscal/api-client';

/** The build's configuration, validated once at start-up (throws a ConfigError naming each bad variable). */
export const loadConfig = (): ApiConfig => parseConfig(import.meta.env);
