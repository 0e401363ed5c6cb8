import { Fragment, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Plus, Users } from 'lucide-react';
import type { Account } from '@portal-fiscal/api-client';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import { ButtonLink } from '@portal-fiscal/ui/Button';
import type { DataTableAction, DataTableColumn } from '@portal-fiscal/ui/DataTable';
import { StatusBadge } from '@portal-fiscal/ui/StatusBadge';
import { Tag } from '@portal-fiscal/ui/Tag';
import { useAccess } from '../../../data/account';
import { DeleteDialog, useDeleteFlow } from './DeleteDialog';
import { deleteRefusal } from './delete';
import { adminLinks } from '../links';
import type { ManagementParams } from './params';
import { useDeleteAccount } from './api';
import { USER_SORT_KEYS, companyOf, formatDay, jobOf } from './tables';
import { ManagementTable, type NameSearch } from './ManagementTable';
import { useAccounts } from '../api';
import * as styles from './tables.css';

const nameOf = (account: Account) => account.name;

/** Text that may break only after these characters (a role after '_', an email before '@' and after '.'). */
function breakable(text: string, after: RegExp) {
  const parts = text.split(after).filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}
const emailText = (email: string) => breakable(email, /(?=@)|(?<=\.)/);

/**
 * 'Usuários' (gerenciar-usuarios; canEditAll only): Usuário (photo or the first two letters of the
 * name, name, email), Email, Perfil, Cargo (cargo or occupation), Empresa, Status, Criado em; the
 * 'Buscar por nome...' search (case and accents ignored, kept in the address as `&q=`); Visualizar,
 * Editar and Deletar (disabled on one's own row: the backend refuses it); 'Criar usuário'.
 */
export function UsersTable({ params }: { params: ManagementParams }) {
  const { t } = useTranslation('management');
  const [, navigate] = useLocation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const query = useAccounts();
  const me = useAccess().account?.uuid ?? null;

  const flow = useDeleteFlow<Account>({
    mutation: useDeleteAccount(),
    nameOf,
    refusalOf: (error, account) =>
      deleteRefusal(
        error,
        { '400': t('management.users.cannotDeleteSelf'), '403': t('management.delete.forbidden') },
        t('management.delete.failed', { name: account.name }),
      ),
    deletedText: (name) => t('management.users.deleted', { name }),
    focusAfter: () => statusRef.current,
  });

  const columns = useMemo(
    (): DataTableColumn<Account>[] => [
      {
        id: 'user',
        header: t('management.users.columns.user'),
        width: '26%',
        sortable: true,
        cell: (account) => (
          <span className={styles.identity}>
            <Avatar name={account.name} src={account.profilePicture} size="sm" />
            <span className={styles.identityText}>
              <span className={styles.nameLine}>
                <span className={styles.name} data-row-name>
                  {account.name}
                </span>
                {account.uuid === me ? <Tag label={t('management.users.you')} tone="info" size="sm" /> : null}
              </span>
              <span className={`${styles.secondary} ${styles.unbroken}`}>{emailText(account.email)}</span>
            </span>
          </span>
        ),
      },
      {
        id: 'email',
        header: t('management.users.columns.email'),
        sortable: true,
        cell: (account) => <span className={styles.unbroken}>{emailText(account.email)}</span>,
      },
      {
        id: 'role',
        header: t('management.users.columns.role'),
        sortable: true,
        cell: (account) => <span className={`${styles.role} ${styles.unbroken}`}>{breakable(account.role, /(?<=_)/)}</span>,
      },
      { id: 'job', header: t('management.users.columns.job'), sortable: true, cell: (account) => jobOf(account) ?? '' },
      { id: 'company', header: t('management.users.columns.company'), sortable: true, cell: (account) => companyOf(account) ?? '' },
      {
        id: 'status',
        header: t('management.users.columns.status'),
        sortable: true,
        cell: (account) => (
          <StatusBadge
            status={account.status}
            activeLabel={t('management.status.active')}
            inactiveLabel={t('management.status.inactive')}
          />
        ),
      },
      {
        id: 'createdAt',
        header: t('management.users.columns.createdAt'),
        sortable: true,
        cell: (account) => <span className={styles.number}>{formatDay(account.createdAt)}</span>,
      },
    ],
    [t, me],
  );

  // Read while the rows render: memoised on what it reads, so a render that changes neither keeps the rows.
  const deleteRefusalOf = useCallback(
    (account: Account, action: DataTableAction) => (action === 'delete' && account.uuid === me ? t('management.users.ownAccount') : null),
    [me, t],
  );

  const search = useMemo(
    (): NameSearch<Account> => ({
      label: t('management.users.searchLabel'),
      placeholder: t('management.users.searchPlaceholder'),
      nameOf,
      noResultsTitle: t('management.users.noResultsTitle'),
      noResultsDescription: (query) => t('management.users.noResultsDescription', { query }),
    }),
    [t],
  );

  return (
    <>
      <ManagementTable<Account>
        tab="gerenciar-usuarios"
        params={params}
        caption={t('management.users.caption')}
        columns={columns}
        sortKeys={USER_SORT_KEYS}
        query={query}
        errorText={t('management.users.error')}
        countText={(count, total) => t('management.users.count', { count, total })}
        paginationLabel={t('management.users.pagination')}
        search={search}
        getRowId={(account) => account.uuid}
        getRowLabel={nameOf}
        onView={(account) => navigate(adminLinks.userView(account.uuid))}
        onEdit={(account) => navigate(adminLinks.userEdit(account.uuid))}
        onDelete={flow.request}
        actionDisabledReason={deleteRefusalOf}
        createAction={
          <ButtonLink asChild>
            <Link href={adminLinks.userCreate()}>
              <Plus aria-hidden size={18} />
              <span>{t('management.users.create')}</span>
            </Link>
          </ButtonLink>
        }
        emptyTitle={t('management.users.emptyTitle')}
        emptyDescription={t('management.users.emptyDescription')}
        emptyIcon={<Users aria-hidden size={32} />}
        statusRef={statusRef}
      />
      <DeleteDialog {...flow.dialog} detail={t('management.users.deleteDetail')} />
    </>
  );
}
