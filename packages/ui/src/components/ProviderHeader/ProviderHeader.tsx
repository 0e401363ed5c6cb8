import type { ReactNode } from 'react';
import { SKELETON_TEXT_ATTRIBUTE } from '../cardShape';
import { FallbackImage } from '../ImagePlaceholder';
import { Skeleton, SKELETON_STAND_IN } from '../Skeleton';
import { StarRating } from '../StarRating';
import { description as descriptionClass, info, name as nameClass, photo, ratingSkeleton, root } from './ProviderHeader.css';

export const PROVIDER_HEADER_HEADING_LEVELS = ['h1', 'h2'] as const;
export type ProviderHeaderHeadingLevel = (typeof PROVIDER_HEADER_HEADING_LEVELS)[number];

export interface ProviderHeaderProps {
  /** Provider name (the page title). */
  name: string;
  /** Provider logo/photo URL; a local placeholder when empty or failing. */
  photoUrl?: string | null;
  /** Text alternative of the photo, such as 'Logo da Contábil Norte'. */
  photoAlt: string;
  /** Placeholder label when there is no photo, such as 'Sem foto'. */
  placeholderLabel?: string;
  /** The provider's average rating (the portal shows the real average: see spec-deviations). */
  rating: number | null | undefined;
  /** Accessible name of the stars, such as '4 de 5 estrelas'. */
  ratingLabel: string;
  /** Visible text next to the stars, such as '(23 avaliações)'. */
  ratingText?: string;
  /** The provider's description under the stars; `emptyDescriptionLabel` shows when it is blank. */
  description?: string | null;
  /** Text when there is no description, such as 'Sem descrição'. */
  emptyDescriptionLabel?: string;
  /** Heading element of the name ('h1' or 'h2'). Defaults to 'h1'. */
  headingLevel?: ProviderHeaderHeadingLevel;
  /** Extra content under the description, such as actions. */
  children?: ReactNode;
  /** Class for the root `header` element. */
  className?: string;
}

/** The top of the provider page: photo (or placeholder), name, five stars and description. */
export function ProviderHeader({
  name,
  photoUrl,
  photoAlt,
  placeholderLabel,
  rating,
  ratingLabel,
  ratingText,
  description,
  emptyDescriptionLabel,
  headingLevel = 'h1',
  children,
  className,
}: ProviderHeaderProps) {
  const Heading = headingLevel;
  const text = description?.trim() ? description : emptyDescriptionLabel;
  return (
    <header className={[root, className].filter(Boolean).join(' ')}>
      <div className={photo}>
        <FallbackImage src={photoUrl} alt={photoAlt} placeholderLabel={placeholderLabel} />
      </div>
      <div className={info}>
        <Heading className={nameClass}>{name}</Heading>
        <StarRating value={rating} label={ratingLabel} valueText={ratingText} />
        {text ? <p className={descriptionClass}>{text}</p> : null}
        {children}
      </div>
    </header>
  );
}

export interface ProviderHeaderSkeletonProps {
  /** The provider's name, when it is already known (a frame showed it): else a placeholder. */
  name?: string;
  /** The provider's description, when it is already known: else placeholder lines. */
  description?: string;
  /** Heading element of the name, as the header's. Defaults to 'h1'. */
  headingLevel?: ProviderHeaderHeadingLevel;
  /** Class for the root `header` element, as the header's. */
  className?: string;
  /**
   * Draws a known description in its placeholder's box (a `div`) instead of the header's paragraph: as a
   * page's script wrote it there before the page was hydrated (a signed-in screen's frame), so that the
   * hydration finds the element it renders. False by default.
   */
  textInPlaceholder?: boolean;
}

/**
 * The header while the provider loads, in the header's own boxes: the photo's place, the name, the stars'
 * place and the description. The name and the description show as text when the caller already has them,
 * else as placeholders; each is marked `data-skeleton-text` ('name', 'description'), the element a
 * signed-in screen's frame writes the record's text into before any script has run
 * (packages/app/src/frameTexts.ts), so that text stands where the header puts it. `aria-hidden`: the
 * caller announces the loading once for its region.
 */
export function ProviderHeaderSkeleton({
  name,
  description,
  headingLevel = 'h1',
  className,
  textInPlaceholder = false,
}: ProviderHeaderSkeletonProps) {
  const Heading = headingLevel;
  return (
    <header aria-hidden className={[root, className].filter(Boolean).join(' ')}>
      <div className={photo}>
        <Skeleton variant="picture" />
      </div>
      <div className={info}>
        <Heading className={nameClass} {...{ [SKELETON_TEXT_ATTRIBUTE]: 'name' }}>
          {name ?? <Skeleton variant="inline" width="60%" />}
        </Heading>
        {/* The stars themselves, unseen, so that their place is theirs to the pixel. */}
        <StarRating value={0} className={`${ratingSkeleton} ${SKELETON_STAND_IN}`} />
        {description && !textInPlaceholder ? (
          <p className={descriptionClass} {...{ [SKELETON_TEXT_ATTRIBUTE]: 'description' }}>
            {description}
          </p>
        ) : (
          <div className={descriptionClass} {...{ [SKELETON_TEXT_ATTRIBUTE]: 'description' }}>
            {description || <Skeleton variant="text" lines={3} />}
          </div>
        )}
      </div>
    </header>
  );
}
