import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import type { Account } from '@portal-fiscal/api-client';
import type { DataTableColumn } from '@portal-fiscal/ui/DataTable';
import { Tag } from '@portal-fiscal/ui/Tag';
import { useAccess } from '../../../data/account';
import { IdentityCell, createdAtColumn, statusColumn } from './columns';
import { deleteRefusal } from './delete';
import { adminLinks } from '../links';
import type { ManagementParams } from './params';
import { useDeleteAccount } from './api';
import { USER_SORT_KEYS, companyOf, jobOf } from './tables';
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
  const query = useAccounts();
  const deleteMutation = useDeleteAccount();
  const me = useAccess().account?.uuid ?? null;

  const columns = useMemo(
    (): DataTableColumn<Account>[] => [
      {
        id: 'user',
        header: t('management.users.columns.user'),
        width: '26%',
        sortable: true,
        cell: (account) => (
          <IdentityCell
            name={account.name}
            photo={account.profilePicture}
            badge={account.uuid === me ? <Tag label={t('management.users.you')} tone="info" size="sm" /> : null}
          >
            <span className={`${styles.secondary} ${styles.unbroken}`}>{emailText(account.email)}</span>
          </IdentityCell>
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
      statusColumn(t, t('management.users.columns.status')),
      createdAtColumn(t('management.users.columns.createdAt')),
    ],
    [t, me],
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
    <ManagementTable<Account>
      tab="gerenciar-usuarios"
      kind="users"
      params={params}
      columns={columns}
      sortKeys={USER_SORT_KEYS}
      query={query}
      search={search}
      getRowId={(account) => account.uuid}
      getRowLabel={nameOf}
      viewHref={(account) => adminLinks.userView(account.uuid)}
      editHref={(account) => adminLinks.userEdit(account.uuid)}
      deleteMutation={deleteMutation}
      deleteRefusalOf={(error, account) =>
        deleteRefusal(
          error,
          { '400': t('management.users.cannotDeleteSelf'), '403': t('management.delete.forbidden') },
          t('management.delete.failed', { name: account.name }),
        )
      }
      deleteDisabledReason={(account) => (account.uuid === me ? t('management.users.ownAccount') : null)}
      createHref={adminLinks.userCreate()}
      emptyIcon={<Users aria-hidden size={32} />}
    />
  );
}
