import { globalFontFace } from '@vanilla-extract/css';

/*
 * The UI font, shipped with the product (npm @fontsource-variable/inter) instead of whatever fonts a
 * machine has: every browser, screenshot and visual baseline draws the same glyphs. One variable file
 * (48 KB) covers every weight; only the Latin subset (Portuguese and English need nothing else) is loaded.
 *
 * Why a vanilla-extract file that `./global.css.ts` imports: its CSS travels with the theme's global
 * styles, which every stylesheet of the app brings along (the CSS of a `.css.ts` carries that of every
 * `.css.ts` it imports, and they all read `vars` from the theme), so the build's entry stylesheet has it.
 * Until 28 November 2026 it was a plain `fonts.css` imported by `theme/index.ts`, and no build had it:
 * main.tsx imports the theme for its side effects only, `theme/index.ts` is side-effect free to the
 * bundler (package.json's `sideEffects` does not list it; listing it pulls the ui chunks into the entry),
 * so Rolldown dropped that import with everything only it imported. The font file was emitted and no
 * stylesheet named it. (Mind a bare "global" followed by a dot in this file's text: vanilla-extract then
 * takes the file for CommonJS and fails.)
 *
 * Loading (docs/performance-log.md, 28 November 2026): `swap`, so text paints at once in the fallback
 * below, then in Inter; the fallback is Arial (Liberation Sans, its metric twin, on Linux) scaled to
 * Inter's widths and given Inter's ascent and descent, so that the swap moves nothing: the prerendered
 * sign-in screen and frames keep a layout shift of 0 whether the font arrives before or after their first
 * paint.
 */

/** Inter's Latin subset, as @fontsource-variable/inter declares it (its `wght.css`). */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The UI font's family, first in the body's stack (tokens.ts `fontTokens.family.body`). */
const UI_FONT_FAMILY = 'Inter Variable';
/**
 * Its fallback, second in that stack: the name `Inter` was already there (for an installed Inter), so the
 * stack, and the token every story prints, stay as they were. A family declared by the page takes the
 * place of an installed one of the same name: an installed Inter is no longer used, which changes
 * nothing once 'Inter Variable' has loaded.
 */
const UI_FONT_FALLBACK_FAMILY = 'Inter';

globalFontFace(UI_FONT_FAMILY, {
  fontStyle: 'normal',
  fontDisplay: 'swap',
  fontWeight: '100 900',
  src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2-variations')",
  unicodeRange: LATIN,
});

/**
 * Inter's vertical metrics (units per em 2048: ascender 1984, descender 494, no line gap), which a fallback
 * face takes over so that a line of either font has the same height and baseline.
 */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;

/**
 * A face of Arial scaled to Inter: `size-adjust` is the ratio of Inter's width to Arial's over every text of
 * both dictionaries (measured in Chromium against Liberation Sans, Arial's metric twin), and the vertical
 * overrides are Inter's, divided by that scale (the browser multiplies them by it). Within ±0.5 % of
 * Inter's width at 400, 500, 600 and 700. Same unicode range as Inter, so a character Inter does not cover
 * goes on down the stack exactly as before.
 */
const fallbackFace = (weight: string, locals: readonly string[], sizeAdjust: number) => ({
  fontStyle: 'normal',
  fontWeight: weight,
  src: locals.map((name) => `local('${name}')`).join(', '),
  sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
  ascentOverride: `${((INTER_ASCENT / sizeAdjust) * 100).toFixed(2)}%`,
  descentOverride: `${((INTER_DESCENT / sizeAdjust) * 100).toFixed(2)}%`,
  lineGapOverride: '0%',
  unicodeRange: LATIN,
});

globalFontFace(UI_FONT_FALLBACK_FAMILY, [
  // Regular and medium (Inter is 6.3 % wider than Arial at 400, 7.2 % at 500).
  fallbackFace('100 550', ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], 1.067),
  // Semibold and bold, from Arial's bold (Inter is 0.9 % wider at 600, 1.8 % at 700).
  fallbackFace('551 900', ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], 1.014),
]);
