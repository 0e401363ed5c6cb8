import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const starButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.starEmpty,
  transition: 'transform 120ms ease, color 120ms ease',
  selectors: {
    '&[data-lit="true"]': { color: vars.color.star },
    '&:hover:not(:disabled)': { transform: 'scale(1.1)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const icon = style({
  width: '28px',
  height: '28px',
  selectors: {
    [`${starButton}[data-lit="true"] &`]: { fill: 'currentColor' },
  },
});

export const invalidGroup = style({
  outline: `2px solid ${vars.color.danger}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
