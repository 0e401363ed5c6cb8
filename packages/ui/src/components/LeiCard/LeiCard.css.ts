import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardBody, cardMedia, cardSurface } from '../../theme/patterns.css';
import { LEI_CARD_MEDIA_RATIO } from '../cardShape';

export const card = cardSurface;

export const media = style([cardMedia, { aspectRatio: LEI_CARD_MEDIA_RATIO }]);

export const body = style([cardBody, { gap: vars.space.sm, flexGrow: 1 }]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const objective = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
globalStyle(`${objective} p, ${objective} ul, ${objective} ol`, { margin: 0, padding: 0, display: 'inline' });
globalStyle(`${objective} li`, { display: 'inline' });
globalStyle(`${objective} li + li::before`, { content: '" · "' });
// Paragraphs run on as one text: a space between them, not 'aprendiz.Turmas'.
globalStyle(`${objective} p + p::before, ${objective} p + ul::before, ${objective} p + ol::before`, { content: '" "' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  minWidth: 0,
});
