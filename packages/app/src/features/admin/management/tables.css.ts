import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';

/** One table of the administration: its bar (search, count, create), the table, the pages. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 280px', maxWidth: '420px', minWidth: 0 });

export const create = style({ marginLeft: 'auto' });

/** '45 aplicativos · Mostrando 1–20 de 45': announced politely, focused after a page change or a delete. */
export const status = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});

/** A record's main cell: its avatar, then its name over a second line. */
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const identityText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const name = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });
export const secondary = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, overflowWrap: 'anywhere' });
/** An app's description, two lines at most. */
export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const nameLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const star = style({ color: vars.color.star, fill: 'currentColor', flexShrink: 0 });

export const role = style({ fontSize: vars.font.size.xs, fontFamily: vars.font.family.mono });

/** Breaks only where the text offers a `<wbr>` (not inside a word, as the cells otherwise may). */
export const unbroken = style({ overflowWrap: 'normal', wordBreak: 'normal' });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const dialogText = style({ margin: 0, color: vars.color.textMuted });

/** The whole table area while it cannot show rows (error). */
export const state = style({
  '@media': { [media.mobile]: { marginTop: vars.space.xs } },
});
