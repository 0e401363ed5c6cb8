import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand,
});

export const body = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const html = style({
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} > :last-child`, { marginBottom: 0 });
globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
