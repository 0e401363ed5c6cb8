import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

/**
 * The chosen option's label: one line, ellipsed. At least one line high when it shows nothing (a stored value
 * whose options have not arrived yet), so the trigger does not grow when the label comes (a layout shift).
 */
export const value = style({
  flex: 1,
  minWidth: 0,
  minHeight: '1lh',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const content = style({
  zIndex: `calc(${vars.zIndex.modal} + 10)`,
  width: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(320px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'inline-flex', color: vars.color.brand });
