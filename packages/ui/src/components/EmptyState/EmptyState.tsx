import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export const EMPTY_STATE_HEADING_LEVELS = [1, 2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof EMPTY_STATE_HEADING_LEVELS)[number];

export interface EmptyStateProps {
  /** A lucide-react icon element (decorative; give it `aria-hidden`). */
  icon?: ReactNode;
  /** What is empty, such as 'Nenhum usuário selecionado.'. */
  title: string;
  /** What to do next. */
  description?: string;
  /** A Button or Link to act on it, such as 'Limpar filtros'. */
  action?: ReactNode;
  /** Heading level of the title inside the page outline (1 to 4). Defaults to 2. */
  headingLevel?: EmptyStateHeadingLevel;
  /** Class for the root `div`. */
  className?: string;
}

/** The placeholder for a list or page with nothing to show: icon, title, description and an action. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
