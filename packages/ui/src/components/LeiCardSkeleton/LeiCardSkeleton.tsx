import { VisuallyHidden } from 'radix-ui';
import { Skeleton } from '../Skeleton';
import { LEI_CARD_MEDIA_RATIO } from '../cardShape';
import { root } from './LeiCardSkeleton.css';

/** Skeleton cards shown while the list loads (spec §9: leis: 12). */
export const LEI_CARD_SKELETON_COUNT = 12;

export interface LeiCardSkeletonProps {
  /** How many skeleton cards to render (the spec's list uses LEI_CARD_SKELETON_COUNT). */
  count?: number;
  /** Announced once for all the cards, such as 'Carregando...'. Without it the skeletons are silent. */
  label?: string;
  /** Height of the photo block (CSS length); without it, the block has the card's own picture shape. */
  imageHeight?: string;
  /**
   * A picture for the first skeleton card's photo block only (without `imageHeight`): the picture the
   * list's first card will show, when the page already shows it (a signed-in screen's frame does, before
   * the screen renders), so that it stays in its place, in the card's own box, while the list loads
   * instead of vanishing until the card comes. Decorative (`alt=""`); the caller vouches for the address.
   */
  firstPicture?: string;
  /** Class added to each skeleton card's root `div`. */
  className?: string;
}

/**
 * The loading placeholder of a lei card: photo block and text lines in the card's shape.
 * Renders `count` sibling cards (put it straight in the grid) and, with `label`, one visually
 * hidden status message for all of them.
 */
export function LeiCardSkeleton({ count = 1, label, imageHeight, firstPicture, className }: LeiCardSkeletonProps) {
  return (
    <>
      {label ? <VisuallyHidden.Root role="status">{label}</VisuallyHidden.Root> : null}
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        <div key={i} className={[root, className].filter(Boolean).join(' ')} data-skeleton="lei card" aria-hidden>
          <Skeleton
            variant="card"
            {...(imageHeight
              ? { height: imageHeight }
              : { aspectRatio: LEI_CARD_MEDIA_RATIO, picture: i === 0 ? firstPicture : undefined })}
          />
        </div>
      ))}
    </>
  );
}
