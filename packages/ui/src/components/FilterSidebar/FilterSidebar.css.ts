import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { slideIn } from '../../theme/global.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '320px',
  maxWidth: '100%',
  maxHeight: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  animation: `${slideIn} 300ms ease`,
  '@media': {
    [media.mobile]: { width: '100%', borderRadius: 0, borderLeft: 0, borderRight: 0 },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  minHeight: 0,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const emptyGroup = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chipsTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const footerButton = style({ flex: '1 1 0', minWidth: 'fit-content' });
