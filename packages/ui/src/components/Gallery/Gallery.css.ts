import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { fadeIn } from '../../theme/global.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/**
 * A main photo the user has just brought forward fades in. The first one does not: it may be on screen
 * already (a record screen's frame shows it in the gallery's skeleton), and a fade would blink it out.
 */
export const mainImageChanged = style({ animation: `${fadeIn} 300ms ease` });

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  zIndex: vars.zIndex.raised,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft, color: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
export const prev = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 10',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
  },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/**
 * '1 de 5' over the photo: 12 px semi-bold white text on an opaque dark pill (15.6:1), whatever the photo
 * shows. The translucent `overlay` veil it had (55 % dark) left it at 4.34:1 over the empty stage and 3.97:1
 * over a white photo, under the 4.5:1 that text of this size needs.
 */
export const position = style({
  position: 'absolute',
  bottom: vars.space.sm,
  right: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
