import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '../Button';
import { Field } from '../Field';
import { IconButton } from '../IconButton';
import { control as controlStyle } from '../Field/Field.css';
import { addListItem } from './listItems';
import * as styles from './ListInput.css';

export interface ListInputProps {
  /** The field label, e.g. 'Funcionalidades principais'. */
  label: string;
  /** Help under the field, e.g. 'Adicione pelo menos 3 funcionalidades principais do seu produto'. */
  hint?: string;
  /** A validation message from the form. */
  error?: string;
  /** Shows a required marker after the label and marks the input `aria-required` (nothing is enforced). */
  required?: boolean;
  /** Disables the input, the add button and every remove button. */
  disabled?: boolean;
  /** Placeholder of the text input, e.g. 'Digite uma funcionalidade'. */
  placeholder?: string;
  /** The add button, e.g. 'Adicionar'. */
  addLabel: string;
  /** The remove button of each item; `{item}` is replaced by the item, e.g. 'Remover {item}'. */
  removeLabel: string;
  /** Shown while the list is empty, e.g. 'Nenhuma funcionalidade adicionada.'. */
  emptyText?: string;
  /** Announced when the typed value is already in the list, e.g. '{item} já está na lista'. */
  duplicateMessage?: string;
  /** Names the list of added items; defaults to `label`. */
  listLabel?: string;
  /** The items (controlled). */
  value?: readonly string[];
  /** The initial items when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the whole new list after an add or a remove. */
  onChange?: (items: string[]) => void;
  /** The text input's id, which the label points to; generated when absent. */
  id?: string;
  /** The text input's `name`: it submits the text being typed, not the list (send `value` yourself). */
  name?: string;
}

/**
 * A list of short texts typed one by one: the main features of a product. Enter or the add button
 * adds the typed text, trimmed; blank and duplicate (case-insensitive) entries are ignored. Each
 * item has its own remove button.
 */
export function ListInput({
  label,
  hint,
  error,
  required,
  disabled,
  placeholder,
  addLabel,
  removeLabel,
  emptyText,
  duplicateMessage,
  listLabel,
  value,
  defaultValue,
  onChange,
  id,
  name,
}: ListInputProps) {
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const items = value ?? inner;
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (next: readonly string[]) => {
    if (value === undefined) setInner(next);
    onChange?.([...next]);
  };

  const add = () => {
    const result = addListItem(items, draft);
    if (result.outcome === 'added') {
      commit(result.list);
      setDraft('');
      setDuplicate(null);
    } else if (result.outcome === 'duplicate') {
      setDuplicate(draft.trim());
    } else {
      setDraft('');
    }
  };

  const remove = (index: number) => {
    commit(items.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={styles.root}>
      <Field label={label} hint={hint} error={error} required={required} id={id}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              ref={inputRef}
              name={name}
              type="text"
              className={`${controlStyle} ${styles.input}`}
              value={draft}
              placeholder={placeholder}
              disabled={disabled}
              autoComplete="off"
              onChange={(event) => {
                setDraft(event.target.value);
                setDuplicate(null);
              }}
              onKeyDown={onKeyDown}
            />
            <Button variant="secondary" icon={<Plus aria-hidden size={18} />} onClick={add} disabled={disabled}>
              {addLabel}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className={styles.status}>
        {duplicate && duplicateMessage ? duplicateMessage.replaceAll('{item}', duplicate) : null}
      </p>
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={listLabel ?? label}>
          {items.map((item, index) => (
            <li key={item} className={styles.item}>
              <span className={styles.itemText}>{item}</span>
              <IconButton
                size="sm"
                icon={<X size={16} />}
                label={removeLabel.replaceAll('{item}', item)}
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : null}
    </div>
  );
}
