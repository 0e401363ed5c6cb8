import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../tone';

const noticeFg = createVar();

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const notice = styleVariants(
  { info: toneColors.info, warning: toneColors.warning, success: toneColors.success, danger: toneColors.danger },
  ({ fg, bg }) => [base, { background: bg, borderLeftColor: fg, vars: { [noticeFg]: fg } }],
);

export const icon = style({ flexShrink: 0, width: '20px', height: '20px', marginTop: '2px', color: noticeFg });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  color: noticeFg,
  lineHeight: vars.font.lineHeight.tight,
  paddingTop: '2px',
});

export const body = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const action = style({ marginTop: vars.space.sm });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(16, 24, 40, 0.08)' } },
});
