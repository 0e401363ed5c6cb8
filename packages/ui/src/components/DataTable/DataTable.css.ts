import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { fadeIn } from '../../theme/global.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  fontWeight: vars.font.weight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const row = style({});
globalStyle(`${row}:last-child > *`, { borderBottom: 'none' });
globalStyle(`${row}:hover > *`, { background: vars.color.surfaceSunken });

/** A sortable column's header: the whole header is the button. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.border },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-sorted]': { color: vars.color.text },
    '&:disabled': { cursor: 'default' },
  },
});
globalStyle(`${sortButton} > svg`, { flexShrink: 0 });

/** The up-down mark of a column the rows are not ordered by. */
export const sortIdle = style({ opacity: 0.55 });

/** The phone's sort select (the cards layout hides the headers); only in the cards layout, on mobile. */
export const mobileSort = style({
  display: 'none',
  maxWidth: '320px',
  '@media': { [media.mobile]: { display: 'block' } },
});

export const footer = style({ display: 'flex', justifyContent: 'center' });

export const actionsCell = style({ width: '1%', textAlign: 'right', whiteSpace: 'nowrap' });

/** The column name repeated inside each cell; only visible in the stacked (cards) layout. */
export const cellLabel = style({
  display: 'none',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** Stacked cards on mobile (≤ 1024 px): every row becomes a card, every cell a labelled line. */
export const cards = style({});
globalStyle(`${cards} ${scroller}`, {
  '@media': { [media.mobile]: { overflowX: 'visible', background: 'transparent', border: 'none', borderRadius: 0 } },
});
globalStyle(`${cards} ${table}, ${cards} ${table} > tbody, ${cards} ${table} > tbody > tr`, {
  '@media': { [media.mobile]: { display: 'block', width: '100%' } },
});
globalStyle(`${cards} ${table} > thead`, {
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
// A keyboard user who tabs into the hidden headers (their sort buttons) sees them.
globalStyle(`${cards} ${table} > thead:focus-within`, {
  '@media': {
    [media.mobile]: {
      position: 'static',
      display: 'block',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
      marginBottom: vars.space.md,
    },
  },
});
globalStyle(`${cards} ${table} > thead:focus-within > tr`, {
  '@media': { [media.mobile]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs } },
});
globalStyle(`${cards} ${table} > thead:focus-within th`, {
  '@media': { [media.mobile]: { display: 'block', border: 'none', borderRadius: vars.radius.sm, width: 'auto !important' } },
});
globalStyle(`${cards} ${table} > caption`, { '@media': { [media.mobile]: { display: 'block', paddingLeft: 0, paddingRight: 0 } } });
globalStyle(`${cards} ${row}`, {
  '@media': {
    [media.mobile]: {
      position: 'relative',
      marginBottom: vars.space.md,
      padding: vars.space.md,
      paddingRight: '56px',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.sm,
    },
  },
});
globalStyle(`${cards} ${row}:hover > *`, { '@media': { [media.mobile]: { background: 'transparent' } } });
globalStyle(`${cards} ${cell}`, {
  '@media': {
    [media.mobile]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      padding: `${vars.space.xs} 0`,
      border: 'none',
      width: 'auto !important',
      textAlign: 'left !important' as 'left',
    },
  },
});
globalStyle(`${cards} ${cellLabel}`, { '@media': { [media.mobile]: { display: 'block' } } });
globalStyle(`${cards} ${actionsCell}`, {
  '@media': { [media.mobile]: { position: 'absolute', top: vars.space.sm, right: vars.space.sm, padding: 0 } },
});

export const menuContent = style({
  minWidth: '176px',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} 120ms ease-out`,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  // An item may be a link (`href`): it looks as the others.
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** A disabled item's label and, under it, why. */
export const menuItemText = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
export const menuItemReason = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const menuItemDanger = style({
  color: vars.color.danger,
  selectors: { '&[data-highlighted]': { background: vars.color.dangerSoft, color: vars.color.danger } },
});

export const empty = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
