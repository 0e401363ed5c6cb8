import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const socialButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, borderColor: vars.color.text },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: { fullWidth: { true: { width: '100%' }, false: {} } },
  defaultVariants: { fullWidth: false },
});

export const glyph = style({ width: '20px', height: '20px', flexShrink: 0 });
