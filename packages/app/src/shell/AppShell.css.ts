import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@portal-fiscal/ui/theme';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

/** Off screen until focused, then a visible button-like link at the top left. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const brandText = style({ '@media': { [media.small]: { display: 'none' } } });

/** The mobile menu lives in the header at width 1024 or less. */
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'flex' } } });

export const body = style({ flex: '1 1 auto', display: 'flex', minHeight: 0 });

/** The side menu is desktop only (spec 01 §2 Layout). */
export const side = style({
  position: 'sticky',
  top: '64px',
  alignSelf: 'flex-start',
  height: 'calc(100vh - 64px)',
  flexShrink: 0,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.small]: { padding: vars.space.md } },
});

/**
 * In mock mode on a desktop: room under the page for the floating demo launcher, so it never covers the
 * page's last controls (at width 1024 or less the launcher is docked in the flow instead).
 */
export const mainAboveLauncher = style({
  '@media': { [`screen and (min-width: ${breakpoints.desktop + 1}px)`]: { paddingBottom: '80px' } },
});
