import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
