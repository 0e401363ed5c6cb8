import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  active: [base, { color: vars.color.success, background: vars.color.successSoft }],
  inactive: [base, { color: vars.color.danger, background: vars.color.dangerSoft }],
});

export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.pill, background: 'currentColor', flexShrink: 0 });
