import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Style patterns shared by several components. Compose them: `style([cardSurface, { ... }])`.
 */

/** The raised surface of every card (apps, products, leis): border, radius, light shadow. */
export const cardSurface = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  minWidth: 0,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

/** The image area at the top of a card (set its aspect ratio where it is used). */
export const cardMedia = style({
  position: 'relative',
  width: '100%',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  flexShrink: 0,
});

/** The text column of a card. */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  minWidth: 0,
});

/** Dialog heading block (Modal, SlideOver): title over description. */
export const dialogHeadings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** The square close button in a dialog's header. */
export const dialogClose = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
