import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

/** The pieces every page inside the shell is made of: its column, its header and its panels. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** A record's name as the heading of its panel (a provider, a user): a long name wraps anywhere. */
export const recordName = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A breadcrumb with 'Voltar' at its end. */
export const backRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** A company's or provider's logo, framed the same wherever it shows (the company panel, the provider view). */
export const logoFrame = style({
  width: '96px',
  height: '96px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  flexShrink: 0,
});
