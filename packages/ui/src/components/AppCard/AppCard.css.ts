import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardMedia, cardSurface } from '../../theme/patterns.css';

export const card = cardSurface;

export const media = style([cardMedia, { aspectRatio: '16 / 9' }]);

export const body = cardBody;

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
  lineHeight: vars.font.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
