import { forwardRef, useCallback, useEffect, useRef, useState, type FocusEventHandler, type RefObject } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Select.css';
import { allowLibraryMarkup } from '../../lib/trustedTypes';

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
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** With react-hook-form: `onValueChange={field.onChange}`. */
  onValueChange?: (value: string) => void;
  /** Called when the trigger loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** A help text under the select, such as 'Escolha a principal'. */
  hint?: string;
  /** A validation message; when present the trigger is marked invalid and described by it. */
  error?: string;
  /** Disables the trigger so the list cannot open. */
  disabled?: boolean;
  /** Shows a required marker after the label, marks the trigger `aria-required` and requires a choice in a native form. */
  required?: boolean;
  /** Submitted name when inside a native form. */
  name?: string;
  /** The trigger button's id, which the label points to; generated when absent. */
  id?: string;
  /** Keeps the label for screen readers only. Defaults to false. */
  visuallyHideLabel?: boolean;
  /** Class for the Field wrapper `div` (label, trigger and messages). */
  className?: string;
}

/**
 * Makes everything of the page outside `content` inert, and returns what undoes it: the elements Radix
 * hides from assistive technology (`aria-hidden`, the `aria-hidden` package's `hideOthers`) while the
 * list is open, that is, every element that is neither the list, one of its ancestors, nor a live region
 * or script (with their ancestors). `aria-hidden` alone leaves the page's fields and buttons focusable,
 * which axe reports as a serious violation (`aria-hidden-focus`) for as long as the list is open; `inert`
 * takes them out of the focus order too, which is what Radix's focus trap means.
 */
function inertOutside(content: HTMLElement): () => void {
  const body = content.ownerDocument.body;
  const keep = new Set<Element>();
  const keepWithAncestors = (element: Element | null) => {
    for (let node = element; node && !keep.has(node); node = node.parentElement) keep.add(node);
  };
  keepWithAncestors(content);
  body.querySelectorAll('[aria-live], script').forEach(keepWithAncestors);
  const made: HTMLElement[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (child === content) continue;
      if (keep.has(child)) walk(child);
      else if (child instanceof HTMLElement && !child.inert) {
        child.inert = true;
        made.push(child);
      }
    }
  };
  walk(body);
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * Inside the open list: the page outside it is inert while it is open. An effect, as Radix's `hideOthers`
 * is: both are undone in the same flush of effects when the list closes, so the page is never left
 * `aria-hidden` and focusable, whenever it is looked at.
 */
function InertOutside({ content }: { content: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const node = content.current;
    // Closed, Radix renders the items into a detached fragment (to know them): nothing to do there.
    if (!node?.isConnected) return undefined;
    return inertOutside(node);
  }, [content]);
  return null;
}

/**
 * A labelled single choice from a list (Radix Select): opens with click, Enter, Space or the arrow
 * keys; type-ahead; Escape closes. The ref goes to the trigger button (react-hook-form focuses it on
 * error). For long searchable lists use a combobox instead.
 *
 * Inside a form, a hidden native `<select>` mirrors the choice (for the form's submission with `name`,
 * `required`, autofill and reset), as Radix's `Root` does. Radix's own is not valid HTML (an empty
 * `<option>` while nothing is chosen; with `required`, a first option that is not a placeholder), so
 * this one is built here on Radix's `Provider` (`Root` without it): its first option is the
 * placeholder, with an empty value and the placeholder's text.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    onBlur,
    hint,
    error,
    disabled,
    required,
    name,
    id,
    visuallyHideLabel,
    className,
  },
  ref,
) {
  // Radix Select writes its viewport's <style> through innerHTML: under the deployment's Trusted Types the
  // `default` policy lets exactly that string through (src/lib/trustedTypes.ts); made once, before the list opens.
  allowLibraryMarkup();
  // The value is held here (not only inside Radix) so the native select can show it.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const current = value ?? uncontrolledValue;
  // The chosen option's text, given to Radix's Value as its children: by default Radix portals the item's text
  // into it once the (closed) list's items have mounted, which never happens in HTML rendered at build time, so
  // a frame's select (ADR 0014) would show empty. Undefined while the options do not name the value yet.
  const chosenLabel = options.find((option) => option.value === current)?.label;
  const change = (next: string) => {
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  // Radix renders a closed list's items too (into a detached fragment, to know them for type-ahead on the
  // trigger), and each item registers itself with a state update during the commit that mounts it: a
  // select on a screen's first render (the administration table's sort on a phone) added a synchronous
  // re-render of the whole list to that commit, the longest task of the screen's start. The list mounts
  // once the trigger is focused or pressed (for type-ahead on the closed trigger), or when the list opens
  // without either (a click replayed by a prerendered screen's hydration, build/prerender.ts).
  const [listMounted, setListMounted] = useState(false);
  const mountList = () => setListMounted(true);

  const [inForm, setInForm] = useState(false);
  const triggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      if (node) setInForm(node.closest('form') !== null);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // A change made through Radix (a choice from the list, a form reset) reaches the form as Radix's own
  // select announces it: a bubbling `change` event on the native select.
  const nativeRef = useRef<HTMLSelectElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const changedByRadix = useRef(false);
  const announcing = useRef(false);
  useEffect(() => {
    if (!changedByRadix.current) return;
    changedByRadix.current = false;
    announcing.current = true;
    nativeRef.current?.dispatchEvent(new Event('change', { bubbles: true }));
    announcing.current = false;
  }, [current]);

  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} visuallyHideLabel={visuallyHideLabel} className={className}>
      {(fieldProps) => (
        <RadixSelect.unstable_Provider
          value={current}
          onValueChange={(next) => {
            changedByRadix.current = true;
            change(next);
          }}
          onOpenChange={(next) => {
            if (next) mountList();
          }}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger
            ref={triggerRef}
            onBlur={onBlur}
            onFocus={mountList}
            onPointerDown={mountList}
            className={[control, styles.trigger].join(' ')}
            {...fieldProps}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder}>{chosenLabel}</RadixSelect.Value>
            </span>
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDown aria-hidden size={18} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          {listMounted ? (
            <RadixSelect.Portal>
              <RadixSelect.Content ref={contentRef} position="popper" sideOffset={4} className={styles.content}>
                <InertOutside content={contentRef} />
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
          ) : null}
          {inForm ? (
            <select
              ref={nativeRef}
              aria-hidden
              tabIndex={-1}
              name={name}
              required={required}
              disabled={disabled}
              value={current}
              // Autofill writes the native select: the choice follows.
              onChange={(event) => {
                if (!announcing.current) change(event.target.value);
              }}
              className={visuallyHidden}
            >
              <option value="">{placeholder ?? label}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : null}
        </RadixSelect.unstable_Provider>
      )}
    </Field>
  );
});
