import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { colorTokens, fontTokens, radiusTokens, shadowTokens, spaceTokens, zIndexTokens } from './tokens';

const nullify = <T extends Record<string, unknown>>(
  obj: T,
): { [K in keyof T]: T[K] extends Record<string, unknown> ? { [J in keyof T[K]]: null } : null } =>
  Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, typeof v === 'object' && v !== null ? nullify(v as Record<string, unknown>) : null]),
  ) as never;

/** The theme contract: every component reads tokens through `vars`, never literal values. */
export const vars = createThemeContract({
  color: nullify(colorTokens),
  space: nullify(spaceTokens),
  radius: nullify(radiusTokens),
  font: nullify(fontTokens),
  shadow: nullify(shadowTokens),
  zIndex: nullify(zIndexTokens),
});

createGlobalTheme(':root', vars, {
  color: colorTokens,
  space: spaceTokens,
  radius: radiusTokens,
  font: fontTokens,
  shadow: shadowTokens,
  zIndex: zIndexTokens,
});
