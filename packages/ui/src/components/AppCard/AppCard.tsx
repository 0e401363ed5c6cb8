import { useId, useState, type MouseEventHandler, type SyntheticEvent } from 'react';
import { FallbackImage } from '../ImagePlaceholder';
import { LOGO_MAX_RATIO } from '../cardShape';
import { StarRating } from '../StarRating';
import { CardLink, cardLinkContainer } from './CardLink';
import type { RenderLink } from '../renderLink';
import { body, card, description as descriptionClass, logoFit, media, name as nameClass } from './AppCard.css';

export const APP_CARD_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type AppCardHeadingLevel = (typeof APP_CARD_HEADING_LEVELS)[number];

/** The card image: the first non-empty of the given URLs (provider photo, then first media image). */
export function firstImageUrl(...urls: ReadonlyArray<string | null | undefined>): string | null {
  return urls.find((u): u is string => typeof u === 'string' && u.trim() !== '') ?? null;
}

export interface AppCardProps {
  /** App name. */
  name: string;
  /** App description, clamped to two lines. */
  description?: string | null;
  /** Provider photo or first media image (see `firstImageUrl`); a local placeholder when empty. */
  imageUrl?: string | null;
  /** Average rating; five stars, rounded. */
  rating: number | null | undefined;
  /** Accessible name of the stars, such as '4 de 5 estrelas'. */
  ratingLabel: string;
  /** Link target, e.g. '/app/view?id=…'. With `renderLink` it goes through the app's router. */
  href?: string;
  /** Renders the `href` link with the app's router: `(props) => <RouterLink {...props} />`. Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Without `href`, the whole card is a button calling this. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Heading element of the app name in the page outline ('h2' to 'h4'). Defaults to 'h3'. */
  headingLevel?: AppCardHeadingLevel;
  /**
   * `lazy` (the default): the image loads when the card nears the viewport, so a long list does not
   * fetch every image at once; `eager` for the cards of the first row (the page's largest paint).
   */
  imageLoading?: 'lazy' | 'eager';
  /** Class for the card's `article` element. */
  className?: string;
}

/**
 * A marketplace app card: image (or placeholder), five stars, name and a two-line description.
 * The card is an `article` named by the app name (a list of cards reads as distinct articles).
 * The whole card is clickable: one link (`href` + `renderLink`) or one button (`onClick`) named by
 * the app name and described by its description, stretched over the card.
 */
export function AppCard({
  name,
  description,
  imageUrl,
  rating,
  ratingLabel,
  href,
  renderLink,
  onClick,
  headingLevel = 'h3',
  imageLoading = 'lazy',
  className,
}: AppCardProps) {
  const descriptionId = useId();
  const nameId = useId();
  const Heading = headingLevel;
  // A logo (the provider's photo is one: square) is shown whole on the card's backdrop; cropped to
  // 16:9 and stretched to the card's width it would be blown up. Screenshots and photos fill the box.
  const [logoSrc, setLogoSrc] = useState<string | null>(null);
  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight, currentSrc } = event.currentTarget;
    if (naturalWidth > 0 && naturalHeight > 0 && naturalWidth / naturalHeight < LOGO_MAX_RATIO) setLogoSrc(imageUrl ?? currentSrc);
  };
  return (
    <article className={[card, cardLinkContainer(Boolean(href || onClick)), className].filter(Boolean).join(' ')} aria-labelledby={nameId}>
      <div className={logoSrc !== null && logoSrc === imageUrl ? `${media} ${logoFit}` : media}>
        <FallbackImage src={imageUrl} alt="" loading={imageLoading} decoding="async" onLoad={onImageLoad} />
      </div>
      <div className={body}>
        <StarRating value={rating} label={ratingLabel} size="sm" />
        <Heading id={nameId} className={nameClass}>
          <CardLink href={href} renderLink={renderLink} onClick={onClick} describedBy={description ? descriptionId : undefined}>
            {name}
          </CardLink>
        </Heading>
        {description ? (
          <p id={descriptionId} className={descriptionClass}>
            {description}
          </p>
        ) : null}
      </div>
    </article>
  );
}
