import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '160px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.lg, gap: vars.space.lg },
  },
});

export const photo = style({
  width: '160px',
  height: '160px',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  '@media': { [media.small]: { width: '112px', height: '112px' } },
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** The stars' place while the provider loads (drawn by the skeleton's stand-in): as wide as the stars. */
export const ratingSkeleton = style({ borderRadius: vars.radius.sm, alignSelf: 'flex-start' });
