import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({ fontSize: vars.font.size.sm, minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const separator = style({ width: '16px', height: '16px', flexShrink: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const text = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

/**
 * `currentOnOneLine`: the current item takes the room its line has left (at least `7em`, else it starts
 * the next line) and cuts its text there with an ellipsis, so the trail's height never depends on it.
 */
export const currentItemOneLine = style({ flex: '1 1 0', minWidth: '7em' });
export const currentOneLine = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
