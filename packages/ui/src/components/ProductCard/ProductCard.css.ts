import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardMedia, cardSurface } from '../../theme/patterns.css';

export const card = cardSurface;

export const media = style([cardMedia, { aspectRatio: '16 / 9' }]);

export const body = style([cardBody, { flexGrow: 1 }]);

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  marginTop: 'auto',
});

export const action = style({ flex: '1 1 0', minWidth: 'fit-content' });
