import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: `linear-gradient(120deg, ${vars.color.brand} 0%, ${vars.color.brandHover} 100%)`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.small]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg, padding: vars.space.lg },
  },
});

export const avatar = style({ boxShadow: `0 0 0 3px ${vars.color.onBrand}` });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { fontSize: vars.font.size.xl } },
});

export const name = style({ fontWeight: vars.font.weight.bold });

export const date = style({ margin: 0, fontSize: vars.font.size.sm, selectors: { '&::first-letter': { textTransform: 'uppercase' } } });

export const weather = style({ display: 'flex', flexShrink: 0, minWidth: '160px' });

export const weatherList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const weatherItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const city = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const temperature = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  maxWidth: '260px',
});

export const errorText = style({ margin: 0, fontSize: vars.font.size.sm });
