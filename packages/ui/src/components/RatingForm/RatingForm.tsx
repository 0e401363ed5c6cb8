import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { StarRatingInput } from '../StarRatingInput';
import { TextArea } from '../TextArea';
import { actions, description as descriptionClass, form, title as titleClass } from './RatingForm.css';

export interface RatingFormValues {
  /** 1 to 5. */
  stars: number;
  /** The trimmed comment. */
  comment: string;
}

/** Stars 1 to 5 and a non-empty comment are both required (spec §5). */
export function isRatingValid({ stars, comment }: RatingFormValues): boolean {
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 && comment.trim().length > 0;
}

export interface RatingFormProps {
  /** Optional heading, such as 'Avalie este aplicativo'. */
  title?: string;
  /** Optional line under the title, such as what publishing again does ('…substitui a anterior'). */
  description?: string;
  /** Label of the stars group, such as 'Sua avaliação'. */
  starsLabel: string;
  /** Name of each star, e.g. `(n) => n === 1 ? '1 estrela' : \`${n} estrelas\``. */
  getStarLabel: (stars: number) => string;
  /** Label of the comment field, such as 'Comentário'. */
  commentLabel: string;
  /** Keep the comment label for screen readers only. */
  hideCommentLabel?: boolean;
  /** Placeholder of the comment, 'Escreve seu comentário...'. */
  commentPlaceholder: string;
  /** 'Publicar'. */
  submitLabel: string;
  /** 'Enviando...', shown while `submitting`. */
  submittingLabel: string;
  /** Shown when submitted without stars or comment: 'Para avaliar um aplicativo, é necessário as estrelas e comentário'. */
  validationMessage: string;
  /** While the rating is being sent: the button reads `submittingLabel` and cannot be pressed. */
  submitting?: boolean;
  /** A failure to show (the sending state has cleared). */
  errorMessage?: string;
  /** Called with valid values only. */
  onSubmit: (values: RatingFormValues) => void;
  /** Change this (e.g. a counter) to clear the form, typically after a successful submission. */
  resetKey?: string | number;
  /** Disables the stars, the comment and the submit button, and ignores submits. Defaults to false. */
  disabled?: boolean;
  /** Class for the `form` element. */
  className?: string;
}

/**
 * The user's own rating of an app (tab Avaliações): clickable stars 1 to 5 (default 0), a comment
 * and 'Publicar' ('Enviando...' while sending). Submitting without stars or comment shows the
 * validation message and calls nothing. The caller clears the form by changing `resetKey`.
 */
export function RatingForm({
  title,
  description,
  starsLabel,
  getStarLabel,
  commentLabel,
  hideCommentLabel = false,
  commentPlaceholder,
  submitLabel,
  submittingLabel,
  validationMessage,
  submitting = false,
  errorMessage,
  onSubmit,
  resetKey,
  disabled = false,
  className,
}: RatingFormProps) {
  const titleId = useId();
  const messageId = useId();
  const descriptionId = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    setStars(0);
    setComment('');
    setAttempted(false);
  }

  const values = { stars, comment: comment.trim() };
  const invalid = attempted && !isRatingValid(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || disabled) return;
    if (!isRatingValid(values)) {
      setAttempted(true);
      return;
    }
    setAttempted(false);
    onSubmit(values);
  };

  return (
    <form
      className={[form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={description ? descriptionId : undefined}
    >
      {title ? (
        <h3 id={titleId} className={titleClass}>
          {title}
        </h3>
      ) : null}
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      <StarRatingInput
        label={starsLabel}
        getStarLabel={getStarLabel}
        value={stars}
        onChange={setStars}
        disabled={disabled || submitting}
        invalid={invalid && stars === 0}
        aria-describedby={invalid ? messageId : undefined}
      />
      <TextArea
        label={commentLabel}
        visuallyHideLabel={hideCommentLabel}
        placeholder={commentPlaceholder}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        disabled={disabled}
        readOnly={submitting}
        aria-invalid={invalid && !values.comment ? true : undefined}
        aria-describedby={invalid ? messageId : undefined}
        rows={4}
      />
      {invalid ? (
        <div id={messageId}>
          <Notice tone="danger" live>
            {validationMessage}
          </Notice>
        </div>
      ) : null}
      {errorMessage && !invalid ? (
        <Notice tone="danger" live>
          {errorMessage}
        </Notice>
      ) : null}
      <div className={actions}>
        <Button type="submit" loading={submitting} loadingLabel={submittingLabel} disabled={disabled} icon={<Send aria-hidden size={16} />}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
