import { useId, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './ProfileField.css';

/** What `renderInput` receives to draw a custom control (select, date) in edit mode. */
export interface ProfileFieldInputRenderProps {
  label: string;
  /** The current value, '' when empty. */
  value: string;
}

export interface ProfileFieldProps {
  /** The field name, e.g. 'Cargo'. */
  label: string;
  /** The value as the caller formats it (dates already as dd/MM/yyyy). Empty, blank or null shows `emptyText`. */
  value?: string | null;
  /** Shown for an empty value, e.g. 'Campo não definido'. */
  emptyText: string;
  /** Edit mode: renders an input instead of the value (unless `editable` is false). */
  editing?: boolean;
  /** False keeps the value read-only even in edit mode (the e-mail is never editable). */
  editable?: boolean;
  /** Props of the TextField drawn in edit mode (`type`, `name`, `onChange`, `error`, or `{...register('name')}`). */
  inputProps?: Omit<TextFieldProps, 'label'>;
  /** Draws a custom control in edit mode instead of the TextField. */
  renderInput?: (props: ProfileFieldInputRenderProps) => ReactNode;
  /** A skeleton in place of the value while the account loads (announce the loading once for the screen). */
  loading?: boolean;
  /** Draws the value in view mode (a link for the website, for instance). Not called when empty. */
  renderValue?: (value: string) => ReactNode;
}

/**
 * One line of the profile screen: a label over its value, 'Campo não definido' when there is
 * none. In edit mode the value becomes a labelled input (or the control from `renderInput`).
 */
export function ProfileField({
  label,
  value,
  emptyText,
  editing = false,
  editable = true,
  inputProps,
  renderInput,
  renderValue,
  loading = false,
}: ProfileFieldProps) {
  const labelId = useId();
  const text = value?.trim() ?? '';

  if (loading) {
    return (
      <div className={styles.root}>
        <span className={styles.label}>{label}</span>
        <Skeleton variant="text" lines={1} width="60%" />
      </div>
    );
  }

  if (editing && editable) {
    if (renderInput) return <div className={styles.root}>{renderInput({ label, value: value ?? '' })}</div>;
    return <TextField label={label} defaultValue={inputProps?.value === undefined ? (value ?? '') : undefined} {...inputProps} />;
  }

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={[styles.value, text ? undefined : styles.empty].filter(Boolean).join(' ')}>
        {text ? (renderValue ? renderValue(text) : text) : emptyText}
      </span>
    </div>
  );
}
