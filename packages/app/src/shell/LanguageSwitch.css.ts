import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

export const group = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});
export const option = style({
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
