import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '256px',
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  overflowX: 'hidden',
  transition: 'width 300ms ease',
  selectors: { '&[data-collapsed]': { width: '72px' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

const collapsed = `${root}[data-collapsed]`;

export const toggle = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    [`${collapsed} &`]: { alignSelf: 'center' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const listItem = style({ display: 'block' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const groupLabel = style({
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.font.weight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    [`${collapsed} &`]: { justifyContent: 'center', padding: vars.space.sm },
  },
});

export const icon = style({ flexShrink: 0 });

// A whole-pixel line height: a 21 px line centred in the 24 px row would start half a pixel down, and
// Chromium snaps such text up or down depending on whether it paints the scrolling menu in a layer of
// its own, a choice that varies between two renders of the same page.
export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', lineHeight: '20px' });

export const hourglass = style({ flexShrink: 0, color: vars.color.warning });

export const footer = style({ marginTop: 'auto', fontSize: vars.font.size.xs, color: vars.color.textMuted });

// Collapsed: labels and group captions stay in the accessibility tree but leave the screen.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
globalStyle(`${collapsed} ${label}, ${collapsed} ${groupLabel}`, visuallyHidden);
globalStyle(`${collapsed} ${hourglass}`, { position: 'absolute', right: '6px', bottom: '4px', width: '12px', height: '12px' });
globalStyle(`${collapsed} ${item}`, { position: 'relative' });
globalStyle(`${collapsed} ${footer}`, { display: 'none' });
