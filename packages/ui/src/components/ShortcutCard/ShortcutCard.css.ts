import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { pulse } from '../../theme/global.css';

/** Shared by AddShortcutButton so the add tile lines up with the cards. */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '140px',
  minHeight: '128px',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  textDecoration: 'none',
  '@media': { [media.small]: { width: '112px', minHeight: '112px' } },
});

export const card = style([
  tile,
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    color: vars.color.text,
    transition: 'box-shadow 120ms ease, border-color 120ms ease',
    selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
  },
]);

export const mediaBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const fallback = style({ color: vars.color.textMuted });

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const newTab = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, color: vars.color.textMuted });

export const placeholder = style([tile, { background: vars.color.skeleton, animation: `${pulse} 1.6s ease-in-out infinite` }]);
