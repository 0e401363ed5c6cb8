import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import type { DataTableColumn } from '@portal-fiscal/ui/DataTable';
import { StatusBadge } from '@portal-fiscal/ui/StatusBadge';
import { formatDate } from '../../../lib/saoPaulo';
import * as styles from './tables.css';

/** The cells and columns the administration's tables share (their own columns are in each table). */

/**
 * A record's main cell: its avatar (photo, or the name's first letters), its name (`data-row-name`) and,
 * under it, `children` (a description, a type, an email). With `badge` (null included) the name sits in a
 * line with it ('Você').
 */
export function IdentityCell({
  name,
  photo,
  badge,
  children,
}: {
  name: string;
  photo?: string | null;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const nameText = (
    <span className={styles.name} data-row-name>
      {name}
    </span>
  );
  return (
    <span className={styles.identity}>
      <Avatar name={name} src={photo} size="sm" />
      <span className={styles.identityText}>
        {badge === undefined ? (
          nameText
        ) : (
          <span className={styles.nameLine}>
            {nameText}
            {badge}
          </span>
        )}
        {children}
      </span>
    </span>
  );
}

/** Status: 'Ativo' or 'Inativo', as a badge; sortable. */
export const statusColumn = <Row extends { status: string }>(t: TFunction<'management'>, header: string): DataTableColumn<Row> => ({
  id: 'status',
  header,
  sortable: true,
  cell: (row) => (
    <StatusBadge status={row.status} activeLabel={t('management.status.active')} inactiveLabel={t('management.status.inactive')} />
  ),
});

/** Criado em: dd/MM/yyyy in São Paulo; sortable. */
export const createdAtColumn = <Row extends { createdAt: string | null }>(header: string): DataTableColumn<Row> => ({
  id: 'createdAt',
  header,
  sortable: true,
  cell: (row) => <span className={styles.number}>{formatDate(row.createdAt) ?? ''}</span>,
});
