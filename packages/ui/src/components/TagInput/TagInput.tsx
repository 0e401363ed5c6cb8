import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Chip } from '../Chip';
import { Field } from '../Field';
import { control as controlStyle } from '../Field/Field.css';
import { addListItem } from '../ListInput/listItems';
import { filterSuggestions, SUGGESTIONS_HIDE_DELAY_MS } from './filterSuggestions';
import * as styles from './TagInput.css';

export interface TagInputProps {
  /** The field label, e.g. 'Integrações'. */
  label: string;
  /** Help under the field, e.g. 'Digite e pressione Enter para adicionar'. */
  hint?: string;
  /** A validation message from the form, e.g. 'Adicione pelo menos uma integração.'. */
  error?: string;
  /** Shows a required marker after the label and marks the input `aria-required` (nothing is enforced). */
  required?: boolean;
  /** Disables the input and every chip's remove button, and hides the suggestions. */
  disabled?: boolean;
  /** Placeholder of the text input, e.g. 'Digite uma integração'. */
  placeholder?: string;
  /** Values offered while typing, e.g. `INTEGRATION_SUGGESTIONS`. */
  suggestions?: readonly string[];
  /** Names the suggestion list, e.g. 'Sugestões de integração'. */
  suggestionsLabel: string;
  /** The remove button of each chip; `{item}` is replaced by the value, e.g. 'Remover {item}'. */
  removeLabel: string;
  /** Names the list of chosen values; defaults to `label`. */
  listLabel?: string;
  /** Shown while nothing is chosen, e.g. 'Nenhuma integração adicionada.'. */
  emptyText?: string;
  /** Chosen values (controlled). */
  value?: readonly string[];
  /** Initial values when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the whole new list after an add or a remove. */
  onChange?: (values: string[]) => void;
  /** How long the suggestions stay after the field loses focus. Defaults to 200 ms (spec). */
  hideDelayMs?: number;
  /** The text input's id, which the label points to; generated when absent. */
  id?: string;
  /** The text input's `name`: it submits the text being typed, not the chosen values (send `value` yourself). */
  name?: string;
}

/**
 * A field of free-text values shown as removable chips, with suggestions (integrations of a
 * product). A combobox: typing filters the suggestions (case-insensitive, chosen ones excluded),
 * arrow keys move through them, Enter adds the highlighted suggestion or else the typed text
 * (trimmed; blanks and duplicates ignored), Escape closes the list. The list hides 200 ms after
 * the field loses focus.
 */
export function TagInput({
  label,
  hint,
  error,
  required,
  disabled,
  placeholder,
  suggestions = [],
  suggestionsLabel,
  removeLabel,
  listLabel,
  emptyText,
  value,
  defaultValue,
  onChange,
  hideDelayMs = SUGGESTIONS_HIDE_DELAY_MS,
  id,
  name,
}: TagInputProps) {
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const values = value ?? inner;
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listboxId = `${useId()}-suggestions`;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const visible = filterSuggestions(suggestions, draft, values);
  const expanded = open && !disabled && visible.length > 0;
  const activeIndex = expanded && active < visible.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const commit = (next: readonly string[]) => {
    if (value === undefined) setInner(next);
    onChange?.([...next]);
  };

  const add = (raw: string) => {
    const result = addListItem(values, raw);
    if (result.outcome === 'added') commit(result.list);
    if (result.outcome !== 'duplicate') setDraft('');
    setActive(-1);
  };

  const remove = (index: number) => {
    commit(values.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(visible.length ? (activeIndex + 1) % visible.length : -1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(visible.length ? (activeIndex <= 0 ? visible.length - 1 : activeIndex - 1) : -1);
        break;
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        const picked = activeIndex >= 0 ? visible[activeIndex] : undefined;
        add(picked ?? draft);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={styles.root}>
      <Field label={label} hint={hint} error={error} required={required} id={id}>
        {(control) => (
          <div className={styles.anchor}>
            <input
              {...control}
              ref={inputRef}
              name={name}
              type="text"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              className={controlStyle}
              value={draft}
              placeholder={placeholder}
              disabled={disabled}
              autoComplete="off"
              onChange={(event) => {
                setDraft(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => {
                clearTimeout(hideTimer.current);
                setOpen(true);
              }}
              onBlur={() => {
                clearTimeout(hideTimer.current);
                hideTimer.current = setTimeout(() => {
                  setOpen(false);
                  setActive(-1);
                }, hideDelayMs);
              }}
              onKeyDown={onKeyDown}
            />
            <ul id={listboxId} role="listbox" aria-label={suggestionsLabel} className={styles.listbox} hidden={!expanded}>
              {expanded
                ? visible.map((suggestion, index) => (
                    <li
                      key={suggestion}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      className={styles.option}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(index)}
                      onClick={() => add(suggestion)}
                    >
                      {suggestion}
                    </li>
                  ))
                : null}
            </ul>
          </div>
        )}
      </Field>
      {values.length > 0 ? (
        <ul className={styles.chips} aria-label={listLabel ?? label}>
          {values.map((item, index) => (
            <li key={item}>
              <Chip label={item} removeLabel={removeLabel.replaceAll('{item}', item)} onRemove={() => remove(index)} disabled={disabled} />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : null}
    </div>
  );
}
