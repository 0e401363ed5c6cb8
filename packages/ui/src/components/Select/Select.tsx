import { forwardRef, type FocusEventHandler } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label, such as 'Profissão'. */
  label: string;
  /** The options; `value` must not be the empty string. */
  options: readonly SelectOption[];
  /** Shown while nothing is selected, such as 'Selecione a empresa'. */
  placeholder?: string;
  /** Controlled value; `''` shows the placeholder. With react-hook-form: `value={field.value}`. */
  value?: string;
  defaultValue?: string;
  /** With react-hook-form: `onValueChange={field.onChange}`. */
  onValueChange?: (value: string) => void;
  /** Called when the trigger loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted name when inside a native form. */
  name?: string;
  id?: string;
  visuallyHideLabel?: boolean;
  className?: string;
}

/**
 * A labelled single choice from a list (Radix Select): opens with click, Enter, Space or the arrow
 * keys; type-ahead; Escape closes. The ref goes to the trigger button (react-hook-form focuses it on
 * error). For long searchable lists use a combobox instead.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { label, options, placeholder, value, defaultValue, onValueChange, onBlur, hint, error, disabled, required, name, id, visuallyHideLabel, className },
  ref,
) {
  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} visuallyHideLabel={visuallyHideLabel} className={className}>
      {(fieldProps) => (
        <RadixSelect.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange} disabled={disabled} required={required} name={name}>
          <RadixSelect.Trigger ref={ref} onBlur={onBlur} className={[control, styles.trigger].join(' ')} {...fieldProps}>
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDown aria-hidden size={18} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content position="popper" sideOffset={4} className={styles.content}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <Check aria-hidden size={16} />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
});
