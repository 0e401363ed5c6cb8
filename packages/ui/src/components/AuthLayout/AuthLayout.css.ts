import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 5fr) 7fr',
  minHeight: '100vh',
  background: vars.color.background,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xxl,
  padding: vars.space.xxxl,
  background: `linear-gradient(160deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.onBrand,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const brandLogo = style({ display: 'flex', alignItems: 'center' });

export const brandBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '32rem' });

export const brandTitle = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const brandText = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed });

export const brandExtra = style({ fontSize: vars.font.size.sm });

export const main = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxl,
  '@media': { [media.small]: { padding: vars.space.lg, alignItems: 'flex-start' } },
});

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    width: '100%',
    padding: vars.space.xxl,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.md,
    // No entrance fade: this card is the first screen of most visits, and a fade from transparent holds
    // back its largest paint (LCP) by the fade's length.
    '@media': { [media.small]: { padding: vars.space.xl } },
  },
  variants: {
    width: {
      narrow: { maxWidth: '440px' },
      wide: { maxWidth: '640px' },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export const mobileLogo = style({
  display: 'none',
  justifyContent: 'center',
  '@media': { [media.mobile]: { display: 'flex' } },
});

export const cardHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
