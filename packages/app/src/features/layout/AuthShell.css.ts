import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  background: vars.color.background,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const brand = style({
  padding: vars.space.xxxl,
  background: `linear-gradient(160deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.onBrand,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.xl}`, gap: vars.space.xs } },
});
export const logo = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, letterSpacing: '0.02em' });
export const brandTitle = style({
  margin: 0,
  fontSize: vars.font.size.display,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.mobile]: { display: 'none' } },
});
export const brandText = style({ margin: 0, fontSize: vars.font.size.lg, maxWidth: '32rem', '@media': { [media.mobile]: { display: 'none' } } });
export const main = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: vars.space.xl, gap: vars.space.lg });
export const toolbar = style({ alignSelf: 'stretch', display: 'flex', justifyContent: 'flex-end' });
export const card = style({
  width: '100%',
  maxWidth: '28rem',
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  '@media': { [media.small]: { padding: vars.space.xl } },
});
