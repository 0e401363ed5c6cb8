import { useId, useMemo, type MouseEventHandler } from 'react';
import { CardLink, cardLinkContainer } from '../AppCard';
import type { RenderLink } from '../renderLink';
import { Avatar } from '../Avatar';
import { FallbackImage } from '../ImagePlaceholder';
import { Tag } from '../Tag';
import type { Tone } from '../tone';
import { inlineHtml } from './inlineHtml';
import * as styles from './LeiCard.css';

export const LEI_CARD_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type LeiCardHeadingLevel = (typeof LEI_CARD_HEADING_LEVELS)[number];

export interface LeiCardProps {
  /** The lei's small title (`title_small`). */
  title: string;
  /** The objective as HTML from the backend; only its text formatting is kept (`inlineHtml`), clamped to three lines. */
  objectiveHtml?: string | null;
  /** Photo URL; a local placeholder when empty or failing. */
  photoUrl?: string | null;
  /** Placeholder label, such as 'Sem foto'. */
  noPhotoLabel?: string;
  /** The lei's tag, such as 'Esporte'. */
  tag?: string | null;
  /** Semantic tone of the tag (see TONES). Defaults to 'brand'. */
  tagTone?: Tone;
  /** The provider's logo URL; its initials when missing. */
  providerLogoUrl?: string | null;
  /** The provider's name: the text alternative of its logo. */
  providerName?: string | null;
  /** Link target, '/leis/incentivo/view?lei=…'; through `renderLink` for the app's router. */
  href?: string;
  /** Renders the `href` link with the app's router: `(props) => <RouterLink {...props} />`. Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Without `href`, the card is a button calling this. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Heading element of the title in the page outline ('h2' to 'h4'). Defaults to 'h3'. */
  headingLevel?: LeiCardHeadingLevel;
  /** `lazy` (the default) loads the photo when the card nears the viewport; `eager` for the first row. */
  imageLoading?: 'lazy' | 'eager';
  /** Class for the card's `article` element. */
  className?: string;
}

/**
 * An incentive-law card: photo, small title, objective (backend HTML, of which only text formatting is
 * kept: see `inlineHtml`), tag and the provider's logo. The whole card follows one link named by the title, and
 * the card is an `article` named by the title too (a list of cards reads as distinct articles).
 */
export function LeiCard({
  title,
  objectiveHtml,
  photoUrl,
  noPhotoLabel,
  tag,
  tagTone = 'brand',
  providerLogoUrl,
  providerName,
  href,
  renderLink,
  onClick,
  headingLevel = 'h3',
  imageLoading = 'lazy',
  className,
}: LeiCardProps) {
  const objectiveId = useId();
  const titleId = useId();
  const objective = useMemo(() => inlineHtml(objectiveHtml ?? ''), [objectiveHtml]);
  const hasObjective = objective.hasText;
  const Heading = headingLevel;
  return (
    <article
      className={[styles.card, cardLinkContainer(Boolean(href || onClick)), className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        <FallbackImage src={photoUrl} alt="" placeholderLabel={noPhotoLabel} loading={imageLoading} decoding="async" />
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <CardLink href={href} renderLink={renderLink} onClick={onClick} describedBy={hasObjective ? objectiveId : undefined}>
            {title}
          </CardLink>
        </Heading>
        {hasObjective ? (
          <div id={objectiveId} className={styles.objective}>
            {objective.nodes}
          </div>
        ) : null}
        {tag || providerName || providerLogoUrl ? (
          <div className={styles.footer}>
            {tag ? <Tag label={tag} tone={tagTone} size="sm" /> : <span />}
            {providerName || providerLogoUrl ? (
              <Avatar name={providerName ?? ''} src={providerLogoUrl} alt={providerName || undefined} size="sm" />
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
