import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export const TEXT_AREA_RESIZE = ['vertical', 'none'] as const;
export type TextAreaResize = (typeof TEXT_AREA_RESIZE)[number];

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** The visible label, such as 'Comentário'. */
  label: string;
  /** A help text under the textarea, such as 'Máximo de 500 caracteres'. */
  hint?: string;
  /** A validation message. */
  error?: string;
  /** Keeps the label for screen readers only. Defaults to false. */
  visuallyHideLabel?: boolean;
  /** Whether the user may resize it vertically. */
  resize?: TextAreaResize;
  /** Class of the outer wrapper; `className` goes to the textarea. */
  containerClassName?: string;
}

/** A labelled multi-line input on `Field`. Forwards ref and textarea props (`register('comment')` works). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    visuallyHideLabel,
    resize = 'vertical',
    containerClassName,
    className,
    id,
    required,
    rows = 4,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      visuallyHideLabel={visuallyHideLabel}
      describedBy={describedBy}
      className={containerClassName}
    >
      {(fieldProps) => (
        <textarea
          ref={ref}
          rows={rows}
          required={required}
          className={[control, styles.textarea[resize], className].filter(Boolean).join(' ')}
          {...fieldProps}
          {...rest}
        />
      )}
    </Field>
  );
});
