import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as styles from './Field.css';

/** The attributes a control must carry to be wired to its Field's label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** The visible label, such as 'E-mail'. */
  label: string;
  /** The id of the control; generated when absent. */
  id?: string;
  /** A help text under the control, such as 'Use o e-mail da empresa'. */
  hint?: string;
  /** A validation message; when present the control is marked invalid and described by it. */
  error?: string;
  /** Shows a required marker after the label and marks the control `aria-required`. */
  required?: boolean;
  /** Keeps the label for screen readers only (search boxes with a visible icon, table filters). */
  visuallyHideLabel?: boolean;
  /** Extra ids the control is described by, appended to the hint and error ids. */
  describedBy?: string;
  /** Class for the wrapper `div` around the label, the control and the messages. */
  className?: string;
  /** Renders the control with the attributes it needs (`id`, `aria-describedby`, `aria-invalid`, `aria-required`). */
  children: (control: FieldControlProps) => ReactNode;
}

/** Ids and ARIA attributes for a control inside a Field; exported for custom controls. */
export function useFieldControl({
  id,
  hint,
  error,
  required,
  describedBy,
}: Pick<FieldProps, 'id' | 'hint' | 'error' | 'required' | 'describedBy'>): FieldControlProps & { hintId: string; errorId: string } {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return {
    id: controlId,
    hintId,
    errorId,
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
}

/** A hint or error line; exported so groups (CheckboxGroup) render them the same way. */
export function FieldMessage({
  id,
  kind,
  children,
}: {
  /** The paragraph's id, which the control or group lists in `aria-describedby`. */
  id: string;
  /** 'hint' for help text; 'error' for a validation message, shown in the error color with an alert icon. */
  kind: 'hint' | 'error';
  children: ReactNode;
}) {
  return (
    <p id={id} className={styles.message[kind]}>
      {kind === 'error' ? <CircleAlert aria-hidden className={styles.errorIcon} /> : null}
      <span>{children}</span>
    </p>
  );
}

/** The required marker after a label: a red asterisk, hidden from screen readers (the control carries `aria-required`). */
export function RequiredMarker() {
  return (
    <span aria-hidden className={styles.requiredMarker}>
      *
    </span>
  );
}

/**
 * The base of every form control: a label tied to the control, an optional hint, an error message
 * linked through `aria-describedby`, and a required marker. The control itself comes from
 * `children`, a function that receives the attributes to spread on it.
 */
export function Field({
  label,
  id,
  hint,
  error,
  required = false,
  visuallyHideLabel = false,
  describedBy,
  className,
  children,
}: FieldProps) {
  const { hintId, errorId, ...control } = useFieldControl({ id, hint, error, required, describedBy });
  const labelContent = (
    <label htmlFor={control.id} className={styles.label}>
      {label}
      {required ? <RequiredMarker /> : null}
    </label>
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {visuallyHideLabel ? <VisuallyHidden.Root>{labelContent}</VisuallyHidden.Root> : labelContent}
      {children(control)}
      {hint ? (
        <FieldMessage id={hintId} kind="hint">
          {hint}
        </FieldMessage>
      ) : null}
      {error ? (
        <FieldMessage id={errorId} kind="error">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
