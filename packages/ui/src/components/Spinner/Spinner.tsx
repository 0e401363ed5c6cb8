import { LoaderCircle } from 'lucide-react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Spinner.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export interface SpinnerProps {
  /** What is loading, for screen readers (and shown when `showLabel`), such as 'Carregando...'. */
  label: string;
  /** Also shows the label next to the spinner. */
  showLabel?: boolean;
  /** The icon's size: 'sm' 16px, 'md' 24px, 'lg' 40px. Defaults to 'md'. */
  size?: SpinnerSize;
  /** Class for the root `span` (the status). */
  className?: string;
}

/** An indeterminate progress indicator with an accessible label (`role="status"`). */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')}>
      <LoaderCircle aria-hidden className={styles.icon[size]} />
      <span className={showLabel ? styles.label : visuallyHidden}>{label}</span>
    </span>
  );
}
