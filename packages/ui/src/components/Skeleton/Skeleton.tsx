import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

/**
 * The class that draws a real element as its own placeholder: its box, to the pixel, in the skeleton's
 * colour, its content unseen (the stars of a record that loads, its status badge, its button). Put it on
 * the element itself, inside a region hidden from assistive technology.
 */
export const SKELETON_STAND_IN = styles.standIn;

export const SKELETON_VARIANTS = ['text', 'inline', 'card', 'picture', 'table-row', 'circle'] as const;
export type SkeletonVariant = (typeof SKELETON_VARIANTS)[number];

export interface SkeletonProps {
  /**
   * The shape: 'text' lines, an 'inline' word, a 'card' (image block and lines), a 'picture' (a block that
   * fills the box it is put in: a record's own picture box, which gives it its shape), a 'table-row' or a
   * 'circle'. Defaults to 'text'.
   */
  variant?: SkeletonVariant;
  /** Lines of a `text` skeleton (the last one is shorter). */
  lines?: number;
  /** Cells of a `table-row` skeleton. */
  columns?: number;
  /** Width (CSS length); defaults depend on the variant. */
  width?: string;
  /** Height (CSS length) of a `card` or the diameter of a `circle`. */
  height?: string;
  /**
   * A `card`'s picture block in the card's own shape (`'16 / 9'`), at the card's width, instead of a
   * `height`: the card then replaces its skeleton without a jump. The block is marked
   * `data-skeleton-picture`: a picture put in it fills it as the card's would (a signed-in screen's
   * frame shows the first card's picture there, packages/app/src/framePictures.ts).
   */
  aspectRatio?: string;
  /**
   * A picture already on screen to keep in a `card`'s `aspectRatio` block, filling it as the card's own
   * picture does (an `<img alt="">`, decorative: the skeleton is hidden from assistive technology). For
   * a list's first skeleton card while the list loads, when the page already showed that card's picture
   * (a signed-in screen's frame shows it there before the screen renders): the picture then stays put
   * instead of vanishing until the card comes. A `picture` skeleton keeps it the same way, filling the
   * box as the record's picture does. Only an address the caller trusts; ignored on a `card` without
   * `aspectRatio` and on the other variants.
   */
  picture?: string;
  /** Class for the skeleton's root element (a `div`, or a `span` for `inline` and `circle`). */
  className?: string;
}

/**
 * A grey pulsing placeholder in the shape of content that is loading. Always `aria-hidden`: the
 * caller announces the loading once for the whole region, for example a visually hidden
 * 'Carregando...' in a `role="status"` (or `aria-busy` on the list), not one per skeleton.
 * A `table-row` renders a `<div role="presentation">`, so put it in a plain container, not a `<tbody>`.
 * An `inline` one stands for a word or a number inside the element that will hold it (1em high, in the
 * text's line box): the placeholder then takes exactly the room of the text, so nothing moves when the
 * text arrives.
 */
export function Skeleton({ variant = 'text', lines = 3, columns = 5, width, height, aspectRatio, picture, className }: SkeletonProps) {
  const style: CSSProperties = { width, height: variant === 'circle' ? (height ?? width) : height };
  if (variant === 'text') {
    return (
      <div aria-hidden className={[styles.text, className].filter(Boolean).join(' ')} style={{ width }} data-variant={variant}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.line} style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }} />
        ))}
      </div>
    );
  }
  if (variant === 'inline') {
    return (
      <span
        aria-hidden
        className={[styles.inline, className].filter(Boolean).join(' ')}
        style={{ width: width ?? '6em' }}
        data-variant={variant}
      />
    );
  }
  if (variant === 'picture') {
    // Marked as a card's picture block is: the frame of a record's screen shows the record's picture in it.
    return (
      <span aria-hidden className={[styles.picture, className].filter(Boolean).join(' ')} data-variant={variant} data-skeleton-picture="">
        {picture ? <img alt="" src={picture} /> : null}
      </span>
    );
  }
  if (variant === 'table-row') {
    return (
      <div aria-hidden className={[styles.row, className].filter(Boolean).join(' ')} style={{ width }} data-variant={variant}>
        <span className={styles.circle} style={{ width: '32px', height: '32px' }} />
        {Array.from({ length: columns }, (_, i) => (
          <span key={i} className={styles.line} />
        ))}
      </div>
    );
  }
  if (variant === 'circle') {
    return (
      <span
        aria-hidden
        className={[styles.circle, className].filter(Boolean).join(' ')}
        style={{ ...style, width: width ?? '40px', height: style.height ?? '40px' }}
        data-variant={variant}
      />
    );
  }
  return (
    <div aria-hidden className={[styles.card, className].filter(Boolean).join(' ')} style={{ width }} data-variant={variant}>
      {aspectRatio ? (
        <span className={styles.block} style={{ aspectRatio }} data-skeleton-picture="">
          {picture ? <img alt="" src={picture} /> : null}
        </span>
      ) : (
        <span className={styles.block} style={{ height: height ?? '160px' }} />
      )}
      <div className={styles.cardBody}>
        <span className={styles.line} style={{ width: '70%', height: '18px' }} />
        <span className={styles.line} />
        <span className={styles.line} style={{ width: '50%' }} />
      </div>
    </div>
  );
}
