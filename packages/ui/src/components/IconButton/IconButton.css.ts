import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const hover = (background: string) => ({ selectors: { '&:hover:not(:disabled)': { background } } });

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: 'background-color 120ms ease',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
  },
  variants: {
    variant: {
      ghost: [{ background: 'transparent', color: vars.color.text }, hover(vars.color.surfaceSunken)],
      secondary: [{ background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand }, hover(vars.color.brandSoft)],
      primary: [{ background: vars.color.brand, color: vars.color.onBrand }, hover(vars.color.brandHover)],
      danger: [{ background: vars.color.danger, color: vars.color.textInverse }, hover(vars.color.dangerHover)],
    },
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '48px', height: '48px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const glyph = style({ display: 'inline-flex' });
