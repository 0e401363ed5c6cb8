import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
});

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
} as const;

export const page = style({
  ...buttonBase,
  selectors: {
    '&:hover:not(:disabled):not([aria-current="page"])': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, cursor: 'default' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const step = style({
  ...buttonBase,
  color: vars.color.brand,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.surfaceSunken },
  },
});

export const stepLabel = style({
  '@media': {
    [media.small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const pageItem = style({ '@media': { [media.small]: { display: 'none' } } });

export const ellipsis = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });

export const compactStatus = style({
  display: 'none',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  '@media': { [media.small]: { display: 'block' } },
});
