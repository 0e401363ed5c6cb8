import { useId } from 'react';
import { MessageSquare } from 'lucide-react';
import { Avatar } from '../Avatar';
import { EmptyState } from '../EmptyState';
import { Notice } from '../Notice';
import { Spinner } from '../Spinner';
import { StarRating } from '../StarRating';
import * as styles from './RatingList.css';

export interface RatingItem {
  id: string | number;
  /** The author's name. */
  name: string;
  /** The author's profile picture; initials when missing. */
  pictureUrl?: string | null;
  /** 1 to 5 (shown rounded; `null` shows 0). */
  stars: number | null;
  comment: string;
}

export interface RatingListProps {
  /** The ratings to show, in order: author, picture, stars and comment. */
  ratings: readonly RatingItem[];
  /** Optional heading, such as 'Avaliações'. */
  title?: string;
  /** Accessible name of each rating's stars, e.g. `(n) => \`${n} de 5 estrelas\``. */
  starsLabel: (stars: number) => string;
  /** While ratings load: an overlay with `loadingLabel` covers the list. */
  loading?: boolean;
  /** 'Carregando...'. */
  loadingLabel: string;
  /** Shown when there are no ratings, such as 'Nenhuma avaliação ainda'. */
  emptyLabel: string;
  /** A line under the empty title, such as 'Seja o primeiro a avaliar este aplicativo.'. */
  emptyDescription?: string;
  /** Shown instead of the empty state when ratings could not load. */
  errorMessage?: string;
  /** Class for the list's `section` element. */
  className?: string;
}

/**
 * The ratings of an app: profile picture (initials fallback), name, five stars and comment for
 * each. An overlay 'Carregando...' covers the list while it loads; an empty state when there are none.
 */
export function RatingList({
  ratings,
  title,
  starsLabel,
  loading = false,
  loadingLabel,
  emptyLabel,
  emptyDescription,
  errorMessage,
  className,
}: RatingListProps) {
  const titleId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={loading || undefined}
    >
      {title ? (
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
      ) : null}
      {ratings.length > 0 ? (
        <ul className={styles.list}>
          {ratings.map((rating) => (
            <li key={rating.id} className={styles.item}>
              <Avatar name={rating.name} src={rating.pictureUrl} size="md" />
              <div className={styles.content}>
                <div className={styles.header}>
                  <p className={styles.name}>{rating.name}</p>
                  <StarRating value={rating.stars} label={starsLabel(Math.round(rating.stars ?? 0))} size="sm" />
                </div>
                <p className={styles.comment}>{rating.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : loading ? null : errorMessage ? (
        <Notice tone="danger">{errorMessage}</Notice>
      ) : (
        <EmptyState icon={<MessageSquare aria-hidden size={32} />} title={emptyLabel} description={emptyDescription} headingLevel={4} />
      )}
      {loading ? (
        <div className={styles.overlay}>
          <Spinner label={loadingLabel} showLabel />
        </div>
      ) : null}
    </section>
  );
}
