import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn } from '../../theme/global.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '120px',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const name = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const comment = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.8)',
  borderRadius: vars.radius.lg,
  animation: `${fadeIn} 300ms ease`,
});
