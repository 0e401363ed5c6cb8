import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const menuSlot = style({ display: 'flex', alignItems: 'center' });

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const search = style({
  position: 'relative',
  flex: '1 1 auto',
  maxWidth: '480px',
  minWidth: 0,
  marginLeft: vars.space.lg,
  '@media': { [media.mobile]: { marginLeft: 0 } },
});

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '320px',
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.font.weight.semibold },
  },
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto', flexShrink: 0 });

export const notification = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: '11px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});
