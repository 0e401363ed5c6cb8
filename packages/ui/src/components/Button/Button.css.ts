import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { spin } from '../../theme/global.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '32px' },
      md: { fontSize: vars.font.size.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '40px' },
      lg: { fontSize: vars.font.size.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: '48px' },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  width: '1em',
  height: '1em',
  animation: `${spin} 800ms linear infinite`,
});

/** The new-tab icon of an external ButtonLink. */
export const externalIcon = style({ width: '1em', height: '1em', flexShrink: 0 });

/** An icon keeps its size when the label is long or the row is narrow (a squeezed svg shrank to a dot). */
globalStyle(`${button.classNames.base} > svg`, { flexShrink: 0 });
