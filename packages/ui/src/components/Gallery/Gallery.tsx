import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ImagePlaceholder } from '../ImagePlaceholder';
import { Skeleton } from '../Skeleton';
import { arrow, mainImage, mainImageChanged, next, position, prev, root, stage, thumbButton, thumbImage, thumbs } from './Gallery.css';
import { moveToFront, rotateBackward, rotateForward } from './rotation';

export interface GalleryPhoto {
  /** Stable id (the media uuid); defaults to `src`. */
  id?: string;
  src: string;
  /** Text alternative of the photo. */
  alt: string;
}

export interface GalleryProps {
  /** The photos in their initial order; the first is the main one. A new list restarts from its own order. */
  photos: readonly GalleryPhoto[];
  /** Accessible name of the gallery, such as 'Fotos do aplicativo'. */
  label: string;
  /** Name of the previous arrow, such as 'Foto anterior'. */
  previousLabel: string;
  /** Name of the next arrow, such as 'Próxima foto'. */
  nextLabel: string;
  /** Name of a thumbnail button, e.g. `(p) => \`Mostrar ${p.alt}\``. */
  thumbnailLabel: (photo: GalleryPhoto) => string;
  /** Placeholder text when there are no photos, such as 'Sem foto'. */
  emptyLabel: string;
  /** Optional visible position of the main photo, e.g. `(n, total) => \`${n} de ${total}\``. */
  formatPosition?: (current: number, total: number) => string;
  /** Thumbnails shown on desktop (spec: 3). Hidden on mobile. */
  maxThumbnails?: number;
  /** Called with the new order whenever it changes (the first photo is the main one). */
  onOrderChange?: (photos: GalleryPhoto[]) => void;
  /** Class for the gallery's `section` element. */
  className?: string;
}

const keyOf = (photo: GalleryPhoto) => photo.id ?? photo.src;

/**
 * The app photo gallery: main photo, previous and next arrows, and up to 3 thumbnails on desktop.
 * Next rotates the list forward, previous rotates it back, a thumbnail click moves that photo to
 * the front (see `rotateForward`, `rotateBackward`, `moveToFront`). A placeholder shows when there are no photos.
 */
export function Gallery({
  photos,
  label,
  previousLabel,
  nextLabel,
  thumbnailLabel,
  emptyLabel,
  formatPosition,
  maxThumbnails = 3,
  onOrderChange,
  className,
}: GalleryProps) {
  const sourceKey = photos.map(keyOf).join('\u0000');
  const [state, setState] = useState(() => ({ sourceKey, order: [...photos], changed: false }));
  // A new list of photos starts again from its own order.
  const current = state.sourceKey === sourceKey;
  const order = current ? state.order : [...photos];

  const update = (nextOrder: GalleryPhoto[]) => {
    setState({ sourceKey, order: nextOrder, changed: true });
    onOrderChange?.(nextOrder);
  };

  const main = order[0];
  const canRotate = order.length > 1;
  const mainIndex = main ? photos.findIndex((p) => keyOf(p) === keyOf(main)) : -1;

  return (
    <section className={[root, className].filter(Boolean).join(' ')} aria-label={label} aria-roledescription="carousel">
      <div className={stage}>
        {main ? (
          <img
            key={keyOf(main)}
            src={main.src}
            alt={main.alt}
            className={current && state.changed ? [mainImage, mainImageChanged].join(' ') : mainImage}
            data-testid="gallery-main"
          />
        ) : (
          <ImagePlaceholder label={emptyLabel} />
        )}
        {canRotate ? (
          <>
            <button
              type="button"
              className={[arrow, prev].join(' ')}
              aria-label={previousLabel}
              onClick={() => update(rotateBackward(order))}
            >
              <ChevronLeft aria-hidden focusable="false" size={22} />
            </button>
            <button type="button" className={[arrow, next].join(' ')} aria-label={nextLabel} onClick={() => update(rotateForward(order))}>
              <ChevronRight aria-hidden focusable="false" size={22} />
            </button>
          </>
        ) : null}
        {formatPosition && main ? (
          <span className={position} aria-live="polite">
            {formatPosition(mainIndex + 1, photos.length)}
          </span>
        ) : null}
      </div>
      {order.length > 1 && maxThumbnails > 0 ? (
        <ul className={thumbs}>
          {order.slice(1, 1 + maxThumbnails).map((photo, i) => (
            <li key={keyOf(photo)}>
              <button
                type="button"
                className={thumbButton}
                aria-label={thumbnailLabel(photo)}
                onClick={(event) => {
                  update(moveToFront(order, i + 1));
                  // The pressed thumbnail leaves the strip (its photo is now the main one): keep the
                  // keyboard in the same place, on the thumbnail that takes its slot.
                  const slot = event.currentTarget.closest('li');
                  const list = slot?.parentElement;
                  const index = slot && list ? [...list.children].indexOf(slot) : -1;
                  requestAnimationFrame(() => list?.children[index]?.querySelector('button')?.focus());
                }}
              >
                <img src={photo.src} alt="" className={thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export interface GallerySkeletonProps {
  /**
   * A picture already on screen to keep as the main photo while the gallery loads (a record screen's frame
   * shows the record's main photo there before the screen renders): an address the caller trusts.
   */
  picture?: string;
  /** Class for the skeleton's root, as the gallery's `className`. */
  className?: string;
}

/**
 * The gallery while its photos load: its main photo's place, in the gallery's own box (ratio, border,
 * corners), marked as a skeleton picture (packages/ui Skeleton `picture`). `aria-hidden`: the caller
 * announces the loading once for its region.
 */
export function GallerySkeleton({ picture, className }: GallerySkeletonProps) {
  return (
    <div aria-hidden className={[root, className].filter(Boolean).join(' ')}>
      <div className={stage}>
        <Skeleton variant="picture" picture={picture} />
      </div>
    </div>
  );
}
