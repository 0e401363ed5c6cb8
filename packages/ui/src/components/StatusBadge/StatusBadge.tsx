import * as styles from './StatusBadge.css';

export const STATUS_VALUES = ['ATIVO', 'INATIVO'] as const;
export type StatusValue = (typeof STATUS_VALUES)[number];

export interface StatusBadgeProps {
  /** The backend status. Anything but 'ATIVO' is shown as inactive (red), as the spec says. */
  status: StatusValue | (string & {});
  /** Text for ATIVO, such as 'Ativo'. */
  activeLabel: string;
  /** Text for any other status, such as 'Inativo'. */
  inactiveLabel: string;
  /** Class for the badge's root `span`. */
  className?: string;
}

/** The ATIVO / INATIVO status of an account or provider: green dot and text when active, red otherwise. */
export function StatusBadge({ status, activeLabel, inactiveLabel, className }: StatusBadgeProps) {
  const active = status === 'ATIVO';
  return (
    <span
      className={[styles.badge[active ? 'active' : 'inactive'], className].filter(Boolean).join(' ')}
      data-status={active ? 'ATIVO' : 'INATIVO'}
    >
      <span aria-hidden className={styles.dot} />
      {active ? activeLabel : inactiveLabel}
    </span>
  );
}
