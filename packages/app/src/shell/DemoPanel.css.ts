import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { flexColumn } from './patterns';

/**
 * The demo panel's button. On a desktop it floats at the bottom right (the shell leaves room for it
 * under the page, `mainAboveLauncher`); at width 1024 or less it is docked at the end of the page, in
 * the flow, so it never covers what the page shows.
 */
export const launcher = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.mobile]: { position: 'static', alignSelf: 'flex-end', margin: `0 ${vars.space.md} ${vars.space.md}`, boxShadow: 'none' },
  },
});

export const section = style({
  ...flexColumn(vars.space.md),
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const outbox = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const email = style({
  ...flexColumn(vars.space.xxs),
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

export const emailSubject = style({ fontWeight: vars.font.weight.semibold });

export const emailMeta = style({ color: vars.color.textMuted });
