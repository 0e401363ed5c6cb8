import type { Resource } from 'i18next';

/**
 * Every dictionary of both languages, bundled: for stories and tests, which render any screen in
 * either language at once (the app loads them one namespace at a time).
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default', eager: true });

export const allDictionaries: Resource = {};
for (const [path, dictionary] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (allDictionaries[language] ??= {})[namespace] = dictionary;
}
