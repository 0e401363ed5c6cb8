import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const media = style({
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  flexShrink: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  flexGrow: 1,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  marginTop: 'auto',
});

export const action = style({ flex: '1 1 0', minWidth: 'fit-content' });
