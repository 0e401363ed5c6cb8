import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import * as styles from './Chip.css';

export interface ChipProps {
  /** The chip's text, such as a selected tag 'Cultura'. */
  label: string;
  /** Shows a remove button; called when it is pressed (mouse, Enter, Space, or Delete/Backspace on it). */
  onRemove?: () => void;
  /** Accessible label of the remove button, already formatted by the app, such as 'Remover Cultura'. */
  removeLabel?: string;
  /** An icon before the label (a lucide-react element, `aria-hidden`). */
  icon?: ReactNode;
  /** Greys the chip out and disables its remove button. Defaults to false. */
  disabled?: boolean;
  /** Class for the chip's root `span`. */
  className?: string;
}

/**
 * A compact token for a selected value (filters, selected tags), optionally removable. The remove
 * button is labelled by `removeLabel` ('Remover Cultura'); Delete and Backspace on it also remove.
 */
export function Chip({ label, onRemove, removeLabel, icon, disabled = false, className }: ChipProps) {
  const removable = Boolean(onRemove && removeLabel);
  return (
    <span className={[styles.chip({ removable }), className].filter(Boolean).join(' ')} data-disabled={disabled || undefined}>
      {icon}
      <span className={styles.label}>{label}</span>
      {removable ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel}
          title={removeLabel}
          disabled={disabled}
          onClick={onRemove}
          onKeyDown={(event) => {
            if (event.key === 'Delete' || event.key === 'Backspace') {
              event.preventDefault();
              onRemove?.();
            }
          }}
        >
          <X aria-hidden size={14} strokeWidth={2.5} />
        </button>
      ) : null}
    </span>
  );
}
