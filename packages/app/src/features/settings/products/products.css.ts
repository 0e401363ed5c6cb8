import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';
import { flexColumn, surfaceBox } from '../../../shell/patterns';

/** The product forms (registration and edit): one column of fields, pairs side by side where there is room. */
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The creation's steps. */
export const progress = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.md,
  ...surfaceBox(vars.radius.md, vars.color.surfaceSunken),
});
export const progressTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-status="current"]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
    '&[data-status="done"]': { color: vars.color.success },
    '&[data-status="failed"]': { color: vars.color.danger, fontWeight: vars.font.weight.semibold },
  },
});
export const stepIcon = style({ flexShrink: 0, width: 18, height: 18 });
const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spin = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${rotate} 1s linear infinite` } },
});
