import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: '28px',
    padding: `${vars.space.xxs} ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.brand}`,
    background: vars.color.brandSoft,
    color: vars.color.brand,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    selectors: {
      '&[data-disabled]': { color: vars.color.textMuted, background: vars.color.surfaceSunken, borderColor: vars.color.border },
    },
  },
  variants: { removable: { true: { paddingRight: vars.space.xxs }, false: {} } },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const remove = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brand, color: vars.color.onBrand },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
