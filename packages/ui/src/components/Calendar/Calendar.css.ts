import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const viewSwitch = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.pill,
});

export const viewButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.brand, boxShadow: vars.shadow.sm },
    '&:hover:not([aria-pressed="true"])': { color: vars.color.text },
  },
});

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

/** The grid is laid out as a table (CSS table display on its rows and cells), seven equal columns. */
export const grid = style({ display: 'table', width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const head = style({ display: 'table-header-group' });

export const body = style({ display: 'table-row-group' });

export const row = style({ display: 'table-row' });

export const weekday = style({
  display: 'table-cell',
  verticalAlign: 'middle',
  padding: `${vars.space.xs} 0`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
  textAlign: 'center',
});

export const cell = style({ display: 'table-cell', verticalAlign: 'middle', padding: vars.space.xxs, textAlign: 'center' });

export const day = style({
  width: '100%',
  maxWidth: '40px',
  aspectRatio: '1',
  margin: '0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-outside]': { color: vars.color.textMuted },
    '&[data-today]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.font.weight.bold },
    '&[data-selected]:not([data-today])': { borderColor: vars.color.brand, color: vars.color.brand, fontWeight: vars.font.weight.semibold },
  },
});
