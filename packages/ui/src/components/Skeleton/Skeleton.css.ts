import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pulse } from '../../theme/global.css';

const shimmer = style({
  display: 'block',
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const line = style([shimmer, { height: '12px', width: '100%', borderRadius: vars.radius.sm }]);

/** A word-sized bar inside a line of text: the line keeps its own height. */
export const inline = style([
  shimmer,
  { display: 'inline-block', height: '1em', maxWidth: '100%', verticalAlign: 'middle', borderRadius: vars.radius.sm },
]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const circle = style([shimmer, { flexShrink: 0, borderRadius: vars.radius.pill }]);

// `overflow: hidden`, as the card's own picture box: a picture put in it (`aspectRatio`) then fills the box
// at its ratio instead of stretching it to the picture's.
export const block = style([shimmer, { width: '100%', overflow: 'hidden', borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` }]);

/** A picture's place that fills the box it is in (a record's picture box gives it its shape, border and corners). */
export const picture = style([shimmer, { width: '100%', height: '100%', overflow: 'hidden', borderRadius: 'inherit' }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * A picture put in a card's picture block (`aspectRatio`) or in a `picture` skeleton fills it as the card's
 * or the record's own picture does (FallbackImage, the gallery's main photo), and stills the pulse.
 */
globalStyle(`${block} > img, ${picture} > img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
});
globalStyle(`${block}:has(> img), ${picture}:has(> img)`, { animation: 'none', background: 'none' });

/**
 * A real element drawn as its own placeholder (`SKELETON_STAND_IN`): its box, to the pixel, in the
 * skeleton's colour, its content unseen. For a part whose exact size a loading state must keep (the stars'
 * row, a status badge, a button), where a bar of a guessed size would move what follows when it comes.
 */
export const standIn = style({ background: `${vars.color.skeleton} !important`, borderColor: 'transparent !important', boxShadow: 'none' });
globalStyle(`${standIn} *, ${standIn}`, { color: 'transparent !important' });
globalStyle(`${standIn} *`, { visibility: 'hidden' });
