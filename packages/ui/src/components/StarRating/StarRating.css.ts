import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stars = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    lineHeight: 1,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { fontSize: '14px' },
      md: { fontSize: '18px' },
      lg: { fontSize: '24px' },
    },
  },
  defaultVariants: { size: 'md' },
});
export type StarRatingVariants = NonNullable<RecipeVariants<typeof stars>>;

export const star = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
});

export const filled = style({ color: vars.color.star, fill: vars.color.star });
export const empty = style({ color: vars.color.starEmpty, fill: 'none' });

export const valueText = style({
  marginLeft: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
