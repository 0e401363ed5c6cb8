import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md, maxWidth: '72ch' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: vars.color.brand },
  },
});

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The link covers the whole card through its ::after, so the card is one target with one name. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
