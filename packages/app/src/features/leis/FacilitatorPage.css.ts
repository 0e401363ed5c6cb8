import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { panel } from '../../shell/page.css';

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const head = style([
  panel,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.lg,
    '@media': { [media.small]: { flexDirection: 'column' } },
  },
]);
export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: 1 });
export const kicker = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const phone = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const block = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' }]);
export const blockTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });
/** The description: its panel's width (up to a line's measure), its skeleton's lines too. */
export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal, maxWidth: '72ch', alignSelf: 'stretch' });

/** Audience, people reached and investment side by side; stacked on a phone. */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  width: '100%',
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
globalStyle(`${stat} > dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted });
globalStyle(`${stat} > dd`, { margin: 0 });
export const figure = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const audiences = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const projects = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
