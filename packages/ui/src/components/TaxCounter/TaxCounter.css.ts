import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const counter = style({ display: 'block' });

export const groups = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: '3.2ch',
});

export const groupCents = style([group, { paddingLeft: vars.space.xs, borderLeft: `2px solid ${vars.color.border}` }]);

export const digits = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  '@media': { [media.small]: { fontSize: vars.font.size.lg } },
});

export const groupLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  letterSpacing: '0.04em',
});

export const caption = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
