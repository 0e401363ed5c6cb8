import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { endsApart, surfaceBox } from '../../shell/patterns';

/** The frame around the ui AuthLayout: it only adds the language switch in the top corner. */
export const frame = style({ position: 'relative' });
export const toolbar = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.xl,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': {
    // One column (width 1024 or less): the switch sits above the card instead of over it.
    [media.mobile]: { position: 'static', padding: `${vars.space.lg} ${vars.space.lg} 0`, background: vars.color.background },
  },
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
});

/** Shared by the screens' content. */
export const stack = style({ display: 'grid', gap: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.lg });
/** Two columns from tablet width up (sign-up pairs: name and profession, cargo and empresa, the passwords). */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { [media.small]: { gridTemplateColumns: '1fr' } },
});
export const social = style({ display: 'grid', gap: vars.space.sm });
export const socialRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.small]: { gridTemplateColumns: '1fr' } },
});
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});
export const row = style(endsApart);
export const link = style({ color: vars.color.brand, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const plain = style({ margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted });

export const outbox = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});
export const outboxTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const outboxList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const outboxItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  ...surfaceBox(vars.radius.md),
  fontSize: vars.font.size.sm,
});
export const outboxSubject = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const small = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
