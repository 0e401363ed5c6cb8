/**
 * Raw design tokens. The theme contract (`contract.css.ts`) exposes them as CSS variables;
 * this file is plain data so stories (the token docs page) and tests can read the values.
 *
 * Every text colour below meets WCAG AA (4.5:1) on `surface` and on its own `*Soft` background;
 * `borderStrong` and `focus` meet 3:1 against `surface` for UI component boundaries.
 */
export const colorTokens = {
  brand: '#0b4f8a',
  brandHover: '#083d6b',
  brandSoft: '#e6f0fa',
  onBrand: '#ffffff',
  accent: '#0f766e',
  text: '#1a2433',
  textMuted: '#4a5668',
  textInverse: '#ffffff',
  background: '#f4f6f9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef1f5',
  border: '#d0d7e2',
  borderStrong: '#6b778a',
  focus: '#1d6fd1',
  overlay: 'rgba(16, 24, 40, 0.55)',
  success: '#1b7a3d',
  successSoft: '#e5f5ea',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSoft: '#fdecea',
  warning: '#8a5300',
  warningSoft: '#fff4e0',
  info: '#0b5cad',
  infoSoft: '#e7f1fb',
  neutral: '#4a5668',
  neutralSoft: '#eef1f5',
  star: '#b86e00',
  starEmpty: '#c3cad6',
  skeleton: '#e3e8ef',
  skeletonHighlight: '#f1f4f8',
} as const;

export const spaceTokens = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radiusTokens = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
} as const;

export const fontTokens = {
  family: {
    // 'Inter Variable' is the UI font's file; `Inter` is its fallback while the file loads: Arial scaled to
    // Inter's metrics (fonts.css.ts), so the swap from one to the other moves nothing.
    body: "'Inter Variable', Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
    mono: "'JetBrains Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  },
  size: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
    display: '36px',
  },
  weight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
    relaxed: '1.7',
  },
} as const;

export const shadowTokens = {
  none: 'none',
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.10)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.16)',
} as const;

export const zIndexTokens = {
  base: '0',
  raised: '10',
  sticky: '100',
  header: '200',
  overlay: '900',
  modal: '1000',
  toast: '1100',
} as const;

/** Breakpoints in px. The spec's mobile layout applies at width 1024 or less. */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

/** Media queries. `mobile` is the spec's "width 1024 or less". */
export const media = {
  small: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tabletUp: `screen and (min-width: ${breakpoints.tablet}px)`,
  mobile: `screen and (max-width: ${breakpoints.desktop}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Whether a media query (one of `media`) applies now; `null` where the page cannot tell (no `window` or
 * no `matchMedia`: a test in Node, a render at build time).
 */
export function mediaMatches(query: string): boolean | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query).matches;
}

export const durations = {
  fadeIn: '300ms',
  slideIn: '300ms',
} as const;
