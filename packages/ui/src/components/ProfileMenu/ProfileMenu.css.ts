import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn } from '../../theme/global.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { boxShadow: `0 0 0 2px ${vars.color.brand}` } },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  minWidth: '260px',
  maxWidth: 'min(340px, calc(100vw - 16px))',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  animation: `${fadeIn} 300ms ease`,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, padding: vars.space.sm });

export const identity = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const greeting = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const email = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
  },
});

export const itemDanger = style([
  item,
  { color: vars.color.danger, selectors: { '&[data-highlighted]': { background: vars.color.dangerSoft, color: vars.color.danger } } },
]);

export const itemIcon = style({ flexShrink: 0 });

export const indicatorBox = style({ display: 'inline-flex', width: '18px', justifyContent: 'center' });

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border });
