import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardMedia, cardSurface } from '../../theme/patterns.css';
import { APP_CARD_MEDIA_RATIO } from '../cardShape';

export const card = cardSurface;

export const media = style([cardMedia, { aspectRatio: APP_CARD_MEDIA_RATIO }]);

/** A logo in the media box: whole, at most two thirds of the box's height, centred on the backdrop. */
export const logoFit = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
globalStyle(`${logoFit} > img`, {
  width: 'auto',
  height: '62%',
  maxWidth: '80%',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
});

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
