import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
});
export const title = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'flex-end' });
