import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui';

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
export const subtitle = style({ margin: `${vars.space.sm} 0 ${vars.space.xl}`, color: vars.color.textMuted });
export const social = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});
export const form = style({ display: 'grid', gap: vars.space.lg });
export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const link = style({ color: vars.color.brand, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const signUp = style({ margin: `${vars.space.xl} 0 0`, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const demo = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});
export const demoTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const demoText = style({ margin: `${vars.space.xs} 0 ${vars.space.md}`, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const demoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const demoButton = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const demoName = style({ fontWeight: vars.font.weight.semibold });
export const demoEmail = style({ fontSize: vars.font.size.sm, color: vars.color.text });
export const demoRole = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
globalStyle(`${demoList} li`, { margin: 0 });
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
