import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginLeft: vars.space.xxs,
});

export const message = styleVariants({
  hint: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' },
  error: {
    margin: 0,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    color: vars.color.danger,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  },
});

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1.5em' });

/**
 * The look shared by every text-like control (TextField, TextArea, DateField, the Select trigger).
 * Other components import it so all form controls line up.
 */
export const control = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.focus },
    '&:disabled, &[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
});
