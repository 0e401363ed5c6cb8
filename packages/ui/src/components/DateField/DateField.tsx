import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './DateField.css';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible label, such as 'Nascimento'. */
  label: string;
  /** A help text under the input, such as 'Use o formato dd/mm/aaaa'. */
  hint?: string;
  /** A validation message; when present the input is marked invalid and described by it. */
  error?: string;
  /** Keeps the label for screen readers only. Defaults to false. */
  visuallyHideLabel?: boolean;
  /** Earliest date, `yyyy-MM-dd`. */
  min?: string;
  /** Latest date, `yyyy-MM-dd`. */
  max?: string;
  /** Class for the Field wrapper `div` (label, input and messages); `className` goes on the input. */
  containerClassName?: string;
}

/**
 * A native date input in a Field. The value is always `yyyy-MM-dd` (the browser shows it in the
 * page's locale, dd/mm/aaaa in pt-BR). Forwards ref and input props for react-hook-form.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, hint, error, visuallyHideLabel, containerClassName, className, id, required, 'aria-describedby': describedBy, ...rest },
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
        <input
          ref={ref}
          type="date"
          required={required}
          className={[control, styles.date, className].filter(Boolean).join(' ')}
          {...fieldProps}
          {...rest}
        />
      )}
    </Field>
  );
});
