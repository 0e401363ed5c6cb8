import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { group, icon, invalidGroup, label as labelClass, root, starButton } from './StarRatingInput.css';

/** Stars in the rating form: 1 to 5; 0 means none chosen yet (spec §5). */
export const STAR_INPUT_MAX = 5;

export interface StarRatingInputProps {
  /** Visible label of the group, such as 'Sua avaliação'. */
  label: string;
  /** Accessible name of each star, e.g. `(n) => n === 1 ? '1 estrela' : \`${n} estrelas\``. */
  getStarLabel: (stars: number) => string;
  /** Controlled value, 0 (none) to 5. */
  value?: number;
  /** Initial value when uncontrolled (default 0). */
  defaultValue?: number;
  /** Called with the chosen stars (1 to 5) when they change, by click or keyboard. */
  onChange?: (stars: number) => void;
  /** Disables every star button and marks the group `aria-disabled`. Defaults to false. */
  disabled?: boolean;
  /** Marks the group as invalid (e.g. the form was submitted without stars). */
  invalid?: boolean;
  /** Hide the visible label (it stays the accessible name of the group). */
  hideLabel?: boolean;
  /** id of an element describing the group, such as a validation message. */
  'aria-describedby'?: string;
  /** Class for the root `div` around the label and the stars. */
  className?: string;
}

const clamp = (n: number) => Math.min(STAR_INPUT_MAX, Math.max(0, Math.round(n)));

/**
 * Clickable stars 1 to 5 with radio-group semantics: Tab enters the group on the chosen star (or
 * the first), arrow keys move and choose, Home/End jump to 1 and 5, Space/Enter choose the focused star.
 */
export function StarRatingInput({
  label,
  getStarLabel,
  value,
  defaultValue = 0,
  onChange,
  disabled = false,
  invalid = false,
  hideLabel = false,
  'aria-describedby': describedBy,
  className,
}: StarRatingInputProps) {
  const labelId = useId();
  const [inner, setInner] = useState(() => clamp(defaultValue));
  const current = value === undefined ? inner : clamp(value);
  const [hover, setHover] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const lit = hover || current;

  const choose = (stars: number, focus = false) => {
    const next = clamp(stars);
    if (value === undefined) setInner(next);
    if (next !== current) onChange?.(next);
    if (focus) refs.current[next - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, stars: number) => {
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        next = stars >= STAR_INPUT_MAX ? 1 : stars + 1;
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        next = stars <= 1 ? STAR_INPUT_MAX : stars - 1;
        break;
      case 'Home':
        next = 1;
        break;
      case 'End':
        next = STAR_INPUT_MAX;
        break;
      default:
        return;
    }
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className={[root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={labelClass} hidden={hideLabel}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        className={[group, invalid ? invalidGroup : undefined].filter(Boolean).join(' ')}
        onMouseLeave={() => setHover(0)}
      >
        {Array.from({ length: STAR_INPUT_MAX }, (_, i) => {
          const stars = i + 1;
          const checked = current === stars;
          const focusable = current === 0 ? stars === 1 : checked;
          return (
            <button
              key={stars}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={getStarLabel(stars)}
              tabIndex={focusable ? 0 : -1}
              disabled={disabled}
              data-lit={stars <= lit}
              className={starButton}
              onClick={() => choose(stars)}
              onKeyDown={(event) => onKeyDown(event, stars)}
              onMouseEnter={() => !disabled && setHover(stars)}
              onFocus={() => setHover(0)}
            >
              <Star aria-hidden focusable="false" className={icon} strokeWidth={1.75} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
