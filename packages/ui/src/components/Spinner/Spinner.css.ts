import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { spin } from '../../theme/global.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.brand });

const iconBase = style({ flexShrink: 0, animation: `${spin} 800ms linear infinite` });

export const icon = styleVariants({
  sm: [iconBase, { width: '16px', height: '16px' }],
  md: [iconBase, { width: '24px', height: '24px' }],
  lg: [iconBase, { width: '40px', height: '40px' }],
});

export const label = style({ color: vars.color.text, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
