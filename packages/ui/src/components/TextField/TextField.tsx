import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextField.css';

export const TEXT_FIELD_TYPES = ['text', 'email', 'url', 'tel', 'search', 'password'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible label, such as 'E-mail'. */
  label: string;
  /** The input's type: 'text', 'email', 'url', 'tel', 'search' or 'password'. Defaults to 'text'. */
  type?: TextFieldType;
  /** A help text under the input. */
  hint?: string;
  /** A validation message (for react-hook-form: `errors.email?.message`). */
  error?: string;
  /** Keeps the label for screen readers only. */
  visuallyHideLabel?: boolean;
  /** An icon inside the input, before the text (a lucide-react element, `aria-hidden`). */
  startIcon?: ReactNode;
  /** Content inside the input, after the text, such as a toggle button. */
  endAdornment?: ReactNode;
  /** Class of the outer wrapper (label, input and messages); `className` goes to the input. */
  containerClassName?: string;
}

/**
 * A labelled single-line text input. Forwards its ref and every input prop, so
 * `{...register('email')}` from react-hook-form can be spread on it directly.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    type = 'text',
    hint,
    error,
    visuallyHideLabel,
    startIcon,
    endAdornment,
    containerClassName,
    className,
    id,
    required,
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
        <div className={styles.wrapper}>
          {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
          <input
            ref={ref}
            type={type}
            required={required}
            className={[control, startIcon ? styles.withStart : undefined, endAdornment ? styles.withEnd : undefined, className]
              .filter(Boolean)
              .join(' ')}
            {...fieldProps}
            {...rest}
          />
          {endAdornment ? <span className={styles.endAdornment}>{endAdornment}</span> : null}
        </div>
      )}
    </Field>
  );
});
