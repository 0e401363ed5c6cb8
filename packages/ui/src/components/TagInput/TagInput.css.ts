import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const anchor = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.raised,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  maxHeight: '240px',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.font.weight.semibold },
  },
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const empty = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontStyle: 'italic' });
