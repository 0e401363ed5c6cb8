import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn } from '../../theme/global.css';
import { media } from '../../theme/tokens';

export const root = style({ position: 'relative', display: 'inline-block' });

/** The icon never gives way to the header's other parts (a flex item would shrink it to nothing). */
export const toggleIcon = style({ flexShrink: 0 });

/**
 * The toggle's text: visible from a tablet up; on a phone the button is its icon alone (44 px square,
 * the text still its accessible name), leaving the header's room to the search field.
 */
export const toggleText = style({
  '@media': {
    [media.small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&[aria-expanded="true"]': { borderColor: vars.color.brand, color: vars.color.brand } },
  '@media': { [media.small]: { justifyContent: 'center', minWidth: '44px', padding: vars.space.sm } },
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: vars.zIndex.overlay,
  width: 'min(320px, calc(100vw - 16px))',
  maxHeight: '75vh',
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} 300ms ease`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const section = style({ display: 'block' });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textAlign: 'left',
} as const;

export const item = style({
  ...row,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.font.weight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const sectionButton = style({
  ...row,
  border: 'none',
  background: 'transparent',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-expanded="true"]': { color: vars.color.brand },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 200ms ease',
  selectors: { [`${sectionButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const dropdown = style([
  list,
  {
    marginLeft: vars.space.lg,
    paddingLeft: vars.space.sm,
    borderLeft: `2px solid ${vars.color.border}`,
  },
]);

export const icon = style({ flexShrink: 0 });
export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const hourglass = style({ flexShrink: 0, color: vars.color.warning });
