import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const root = styleVariants({
  sm: [base, { width: '32px', height: '32px', fontSize: vars.font.size.xs }],
  md: [base, { width: '40px', height: '40px', fontSize: vars.font.size.sm }],
  lg: [base, { width: '56px', height: '56px', fontSize: vars.font.size.lg }],
  xl: [base, { width: '96px', height: '96px', fontSize: vars.font.size.xxl }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({ lineHeight: 1 });
