import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

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
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const check = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  color: vars.color.success,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
