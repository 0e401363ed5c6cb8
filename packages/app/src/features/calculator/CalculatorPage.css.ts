import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { panel } from '../../shell/page.css';
import { flexColumn } from '../../shell/patterns';

export const hero = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surface} 70%)`,
  },
]);
export const lead = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  maxWidth: '72ch',
  color: vars.color.text,
});
export const cta = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
/**
 * The call to action's label wraps on a narrow screen (a 320 px phone, or 400 % zoom) instead of making the
 * page scroll sideways: a button's label never wraps otherwise (ui's Button). The selector outranks the
 * button's own class whatever order the two stylesheets load in.
 */
export const buy = style({
  selectors: { [`${cta} &`]: { maxWidth: '100%' } },
  '@media': { [media.small]: { selectors: { [`${cta} &`]: { whiteSpace: 'normal', textAlign: 'center' } } } },
});
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, maxWidth: '48ch' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });

export const taxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const card = style([panel, { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm }]);
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });
export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.relaxed, maxWidth: '80ch' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const step = style({
  ...flexColumn(vars.space.xs),
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.normal,
});
export const year = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg, color: vars.color.brand });

export const tools = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const toolIcon = style({ color: vars.color.brand });

export const disclaimer = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
