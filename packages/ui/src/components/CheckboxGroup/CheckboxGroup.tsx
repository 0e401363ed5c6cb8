import { memo, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { Checkbox } from '../Checkbox';
import { FieldMessage, RequiredMarker } from '../Field';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export const CHECKBOX_GROUP_LAYOUTS = ['column', 'row'] as const;
export type CheckboxGroupLayout = (typeof CHECKBOX_GROUP_LAYOUTS)[number];

export interface CheckboxGroupProps {
  /** The group's name, read as the fieldset legend, such as 'Impostos'. */
  legend: string;
  /** The checkboxes, in display order: each a `value`, a `label` such as 'ICMS' and an optional `disabled`. */
  options: readonly CheckboxGroupOption[];
  /** Controlled selection (values in any order). */
  value?: readonly string[];
  /** Initial selection when uncontrolled. Defaults to none. */
  defaultValue?: readonly string[];
  /** Called with the new selection, in the order of `options`. */
  onValueChange?: (value: string[]) => void;
  /** Submitted name of each checkbox when inside a native form. */
  name?: string;
  /** A help text under the options, such as 'Selecione um ou mais impostos'; the fieldset is described by it. */
  hint?: string;
  /** A validation message under the options; the fieldset is described by it. */
  error?: string;
  /** Shows a required marker after the legend (visual only: nothing is enforced). Defaults to false. */
  required?: boolean;
  /** Disables the fieldset and so every checkbox. Defaults to false. */
  disabled?: boolean;
  /** 'column' stacks the options; 'row' lays them side by side, wrapping. Defaults to 'column'. */
  layout?: CheckboxGroupLayout;
  /** Keeps the legend for screen readers only (when a heading above already names the group). */
  visuallyHideLegend?: boolean;
  /** Class for the `fieldset` element. */
  className?: string;
}

/**
 * One option, memoised on its own props (strings and flags) and a toggle whose identity never changes: a
 * tick renders the box that changed, not every box of the group (a list's filter panel has 30 or more, each
 * a Radix checkbox of a dozen components: rendering all of them was most of a tick's work at 4× CPU).
 */
const CheckboxOption = memo(function CheckboxOption({
  value,
  label,
  name,
  disabled,
  checked,
  onToggle,
}: {
  value: string;
  label: string;
  name: string | undefined;
  disabled: boolean;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <Checkbox
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      checked={checked}
      onCheckedChange={(next) => onToggle(value, next === true)}
    />
  );
});

/**
 * A fieldset of checkboxes with a legend, for multiple choice (filter groups, lei types).
 * Controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`). How many options to show
 * (the spec's "at most 10") is the caller's decision.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  layout = 'column',
  visuallyHideLegend = false,
  className,
}: CheckboxGroupProps) {
  const id = `checkbox-group-${useId()}`;
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const selected = value ?? inner;
  const toggle = (optionValue: string, checked: boolean) => {
    const set = new Set(selected);
    if (checked) set.add(optionValue);
    else set.delete(optionValue);
    const next = options.map((o) => o.value).filter((v) => set.has(v));
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };
  // The options' toggle: one function for the group's life, calling the latest `toggle` (this render's selection).
  const latestToggle = useRef(toggle);
  useLayoutEffect(() => {
    latestToggle.current = toggle;
  });
  const onToggle = useCallback((optionValue: string, checked: boolean) => latestToggle.current(optionValue, checked), []);
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')} aria-describedby={describedBy} disabled={disabled}>
      <legend className={visuallyHideLegend ? visuallyHidden : styles.legend}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      <div className={styles.options[layout]}>
        {options.map((option) => (
          <CheckboxOption
            key={option.value}
            value={option.value}
            label={option.label}
            name={name}
            disabled={disabled || option.disabled === true}
            checked={selected.includes(option.value)}
            onToggle={onToggle}
          />
        ))}
      </div>
      {hint ? (
        <FieldMessage id={`${id}-hint`} kind="hint">
          {hint}
        </FieldMessage>
      ) : null}
      {error ? (
        <FieldMessage id={`${id}-error`} kind="error">
          {error}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
