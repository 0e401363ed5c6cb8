import { Star } from 'lucide-react';
import { empty, filled, star, stars, valueText } from './StarRating.css';

export const STAR_RATING_SIZES = ['sm', 'md', 'lg'] as const;
export type StarRatingSize = (typeof STAR_RATING_SIZES)[number];

/** Five stars everywhere (spec §9). */
export const STAR_COUNT = 5;

/** The number of filled stars for an average: rounded to the nearest whole star, clamped to 0..5. */
export function roundStars(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(STAR_COUNT, Math.max(0, Math.round(value)));
}

export interface StarRatingProps {
  /** The rating, usually an average such as 4.33; shown rounded to whole stars, out of 5. `null` shows 0. */
  value: number | null | undefined;
  /** Accessible name, such as '4,5 de 5'. Takes precedence over `formatLabel`. */
  label?: string;
  /**
   * Builds the accessible name from the raw value (unrounded) and the rounded stars, e.g.
   * `(v) => \`${v.toLocaleString('pt-BR')} de 5\``. Without `label` or `formatLabel` the name is '{stars}/5'.
   */
  formatLabel?: (value: number, roundedStars: number, max: number) => string;
  /** Visible text after the stars, such as '4,3' or '(12 avaliações)'. */
  valueText?: string;
  /** Star size: 'sm' 14px, 'md' 18px, 'lg' 24px. Defaults to 'md'. */
  size?: StarRatingSize;
  /** Class for the root `span` around the stars and `valueText`. */
  className?: string;
}

/** Read-only five-star rating. The value is rounded to whole stars; the whole group is one image with a label. */
export function StarRating({ value, label, formatLabel, valueText: text, size = 'md', className }: StarRatingProps) {
  const rounded = roundStars(value);
  const raw = value != null && Number.isFinite(value) ? value : 0;
  const name = label ?? formatLabel?.(raw, rounded, STAR_COUNT) ?? `${rounded}/${STAR_COUNT}`;
  return (
    <span className={[stars({ size }), className].filter(Boolean).join(' ')} data-stars={rounded}>
      <span role="img" aria-label={name} style={{ display: 'inline-flex', gap: 'inherit' }}>
        {Array.from({ length: STAR_COUNT }, (_, i) => (
          <Star key={i} aria-hidden focusable="false" className={[star, i < rounded ? filled : empty].join(' ')} strokeWidth={1.75} />
        ))}
      </span>
      {text ? <span className={valueText}>{text}</span> : null}
    </span>
  );
}
