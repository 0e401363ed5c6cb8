import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Width at or below which only the first 3 news items show (spec §9). Kept in sync with NEWS_LIST_NARROW_WIDTH. */
const narrow = 'screen and (max-width: 1300px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const more = style({ fontSize: vars.font.size.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} 0`,
  selectors: { '&:first-child': { borderTop: 'none' } },
  '@media': { [narrow]: { selectors: { '&:nth-child(n+4)': { display: 'none' } } } },
});

/** One row's layout: the link of a news item, and its placeholder while loading. */
const row = { display: 'flex', alignItems: 'center', gap: vars.space.md, padding: vars.space.xs } as const;

export const placeholderRow = style(row);

export const link = style({
  ...row,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const thumb = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const itemTitle = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const date = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const externalIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
