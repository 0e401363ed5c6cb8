import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../tone';

const tone = (name: keyof typeof toneColors) => ({ color: toneColors[name].fg, background: toneColors[name].bg });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      success: tone('success'),
      danger: tone('danger'),
      warning: tone('warning'),
      info: tone('info'),
      neutral: tone('neutral'),
      brand: tone('brand'),
    },
    size: {
      sm: { fontSize: vars.font.size.xs, padding: `${vars.space.xxs} ${vars.space.sm}` },
      md: { fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.sm}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
