import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, border: 0, margin: 0, padding: 0 });

export const label = style({
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const singleLayout = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  '@media': { [media.small]: { flexDirection: 'column' } },
});

export const zone = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surfaceSunken,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus },
    '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled="true"]': { borderStyle: 'solid', borderColor: vars.color.border, cursor: 'not-allowed' },
  },
});

export const zoneIcon = style({ color: vars.color.brand });

export const instructions = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const errorItem = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', overflowWrap: 'anywhere' });

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1.5em' });

export const previews = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
});

export const preview = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumb = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const logo = style({
  width: '128px',
  height: '128px',
  flexShrink: 0,
  objectFit: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const logoColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

export const removeButton = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs, boxShadow: vars.shadow.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const fieldError = style([
  errorItem,
  { margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium },
]);
