import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { FieldMessage, RequiredMarker } from '../Field';
import * as styles from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'asChild' | 'children' | 'checked' | 'defaultChecked' | 'onCheckedChange'
> {
  /** The visible label, such as 'Lembrar de mim'. */
  label: string;
  /** A help text under the label. */
  hint?: string;
  /** A validation message; marks the checkbox invalid and describes it. */
  error?: string;
  /** Controlled state (with react-hook-form: `checked={field.value}` inside a `Controller`). */
  checked?: CheckedState;
  /** Uncontrolled initial state. */
  defaultChecked?: CheckedState;
  /** Called with the new state (with react-hook-form: `onCheckedChange={field.onChange}`). */
  onCheckedChange?: (checked: CheckedState) => void;
  /** Class of the outer wrapper. */
  containerClassName?: string;
}

/**
 * A labelled checkbox (Radix Checkbox). Controlled (`checked` + `onCheckedChange`) or uncontrolled
 * (`defaultChecked`); supports `'indeterminate'`. With `name` inside a form it also submits natively.
 * With react-hook-form use a `Controller`: `checked={field.value} onCheckedChange={field.onChange}
 * onBlur={field.onBlur} ref={field.ref}`.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, required, containerClassName, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={[styles.container, containerClassName].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          ref={ref}
          id={controlId}
          required={required}
          aria-describedby={ids || undefined}
          aria-invalid={error ? true : undefined}
          className={[styles.box, className].filter(Boolean).join(' ')}
          {...rest}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            {rest.checked === 'indeterminate' ? (
              <Minus aria-hidden size={14} strokeWidth={3} />
            ) : (
              <Check aria-hidden size={14} strokeWidth={3} />
            )}
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      {hint ? (
        <div className={styles.messages}>
          <FieldMessage id={hintId} kind="hint">
            {hint}
          </FieldMessage>
        </div>
      ) : null}
      {error ? (
        <div className={styles.messages}>
          <FieldMessage id={errorId} kind="error">
            {error}
          </FieldMessage>
        </div>
      ) : null}
    </div>
  );
});
