import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.font.size.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minHeight: '24px',
});

export const empty = style({ color: vars.color.textMuted, fontStyle: 'italic' });
