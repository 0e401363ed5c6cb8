import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const header = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

export const titleText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: { [`${trigger}[data-state="closed"] &`]: { transform: 'rotate(-90deg)' } },
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** Radix's `forceMount` keeps the fields mounted (values survive) but visible: hide them while closed. */
export const content = style({
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});
