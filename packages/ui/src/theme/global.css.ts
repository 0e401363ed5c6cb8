import { globalStyle, keyframes } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';
// The UI font's faces travel with the global styles: whatever stylesheet brings the theme brings the font.
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

/**
 * Reduced motion: no animation at all (entrances, spinners, skeleton pulse) and instant transitions.
 * `none` rather than a near-zero duration: an element that fades in from opacity 0 is then visible at
 * once, even when the browser renders no frame for a while (a throttled tab, a loaded test machine).
 */
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animation: 'none !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
export const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });
export const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });
