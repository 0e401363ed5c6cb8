import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': { [media.small]: { flexDirection: 'column' } },
});

export const input = style({ flex: '1 1 auto', minWidth: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const itemText = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.font.size.sm });

export const empty = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontStyle: 'italic' });

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warning, minHeight: 0 });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
