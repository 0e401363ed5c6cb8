import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui';

export const page = style({ minHeight: '100vh', background: vars.color.background });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const logo = style({ fontWeight: vars.font.weight.bold, color: vars.color.brand, fontSize: vars.font.size.lg });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const main = style({ padding: vars.space.xl, maxWidth: '80rem', margin: '0 auto' });
export const greeting = style({ margin: 0, fontSize: vars.font.size.xxl, color: vars.color.text });
export const email = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
