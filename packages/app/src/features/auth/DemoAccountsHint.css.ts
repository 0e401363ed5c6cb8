import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

/** The demo-accounts hint of the login screen (mock mode only). */
export const demo = style({
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
// An address longer than a 320 px screen's card has room for (semempresa@portalfiscal.demo) breaks instead of
// widening the page. (A <wbr> after the '@' would break it there, but it splits the text's shaping: every
// address drew a pixel off at every width.)
export const demoEmail = style({ fontSize: vars.font.size.sm, color: vars.color.text, overflowWrap: 'anywhere' });
export const demoRole = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
globalStyle(`${demoList} li`, { margin: 0 });
