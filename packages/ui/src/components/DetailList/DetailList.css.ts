import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({ margin: 0, display: 'grid', gap: `${vars.space.md} ${vars.space.xl}` });

export const columns = styleVariants({
  1: { gridTemplateColumns: 'minmax(0, 1fr)' },
  2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
  3: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media': {
      [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text, overflowWrap: 'anywhere' });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });
