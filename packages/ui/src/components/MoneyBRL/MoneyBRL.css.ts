import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const money = recipe({
  base: {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    emphasis: {
      normal: {},
      strong: { fontWeight: vars.font.weight.bold, color: vars.color.text },
    },
    muted: { true: { color: vars.color.textMuted }, false: {} },
  },
  defaultVariants: { emphasis: 'normal', muted: false },
});
export type MoneyVariants = NonNullable<RecipeVariants<typeof money>>;
