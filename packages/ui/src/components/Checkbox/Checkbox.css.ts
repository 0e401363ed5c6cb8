import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const container = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const indicator = style({ display: 'inline-flex' });

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { [`${box}:disabled + &`]: { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const messages = style({ paddingLeft: `calc(20px + ${vars.space.sm})` });
