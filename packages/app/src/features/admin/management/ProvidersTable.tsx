import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Building2, Plus } from 'lucide-react';
import type { Provider } from '@portal-fiscal/api-client';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import { ButtonLink } from '@portal-fiscal/ui/Button';
import type { DataTableColumn } from '@portal-fiscal/ui/DataTable';
import { StatusBadge } from '@portal-fiscal/ui/StatusBadge';
import { useProviders } from '../../../data/marketplace';
import { DeleteDialog, useDeleteFlow } from './DeleteDialog';
import { deleteRefusal } from './delete';
import { adminLinks } from '../links';
import type { ManagementParams } from './params';
import { useDeleteProvider } from './api';
import { PROVIDER_SORT_KEYS, formatDay } from './tables';
import { ManagementTable } from './ManagementTable';
import * as styles from './tables.css';

/**
 * 'Providers' (gerenciar-providers; canEditAll only): Provedor, Apps cadastrados, Criado em
 * (dd/MM/yyyy), Status; Visualizar, Editar and Deletar (refused, with the reason, while the company
 * still has apps or users); 'Criar provider'.
 */
export function ProvidersTable({ params }: { params: ManagementParams }) {
  const { t, i18n } = useTranslation('management');
  const [, navigate] = useLocation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const query = useProviders();

  const flow = useDeleteFlow<Provider>({
    mutation: useDeleteProvider(),
    nameOf: (provider) => provider.name,
    refusalOf: (error, provider) => {
      const { name } = provider;
      const apps = provider.apps.length;
      const accounts = provider.accounts.length;
      return deleteRefusal(
        error,
        {
          provider_has_apps:
            apps > 0 ? t('management.providers.hasApps', { name, count: apps }) : t('management.providers.hasAppsUnknown', { name }),
          provider_has_accounts:
            accounts > 0
              ? t('management.providers.hasAccounts', { name, count: accounts })
              : t('management.providers.hasAccountsUnknown', { name }),
          '403': t('management.delete.forbidden'),
        },
        t('management.delete.failed', { name }),
      );
    },
    deletedText: (name) => t('management.providers.deleted', { name }),
    focusAfter: () => statusRef.current,
  });

  const columns = useMemo((): DataTableColumn<Provider>[] => {
    const number = new Intl.NumberFormat(i18n.language);
    return [
      {
        id: 'provider',
        header: t('management.providers.columns.provider'),
        width: '40%',
        sortable: true,
        cell: (provider) => (
          <span className={styles.identity}>
            <Avatar name={provider.name} src={provider.photo} size="sm" />
            <span className={styles.identityText}>
              <span className={styles.name} data-row-name>
                {provider.name}
              </span>
              {provider.providerTypeName ? <span className={styles.secondary}>{provider.providerTypeName}</span> : null}
            </span>
          </span>
        ),
      },
      {
        id: 'apps',
        header: t('management.providers.columns.apps'),
        sortable: true,
        cell: (provider) => <span className={styles.number}>{number.format(provider.apps.length)}</span>,
      },
      {
        id: 'createdAt',
        header: t('management.providers.columns.createdAt'),
        sortable: true,
        cell: (provider) => <span className={styles.number}>{formatDay(provider.createdAt)}</span>,
      },
      {
        id: 'status',
        header: t('management.providers.columns.status'),
        sortable: true,
        cell: (provider) => (
          <StatusBadge
            status={provider.status}
            activeLabel={t('management.status.active')}
            inactiveLabel={t('management.status.inactive')}
          />
        ),
      },
    ];
  }, [t, i18n.language]);

  return (
    <>
      <ManagementTable<Provider>
        tab="gerenciar-providers"
        params={params}
        caption={t('management.providers.caption')}
        columns={columns}
        sortKeys={PROVIDER_SORT_KEYS}
        query={query}
        errorText={t('management.providers.error')}
        countText={(count, total) => t('management.providers.count', { count, total })}
        paginationLabel={t('management.providers.pagination')}
        getRowId={(provider) => provider.uuid}
        getRowLabel={(provider) => provider.name}
        onView={(provider) => navigate(adminLinks.providerView(provider.uuid))}
        onEdit={(provider) => navigate(adminLinks.providerEdit(provider.uuid))}
        onDelete={flow.request}
        createAction={
          <ButtonLink asChild>
            <Link href={adminLinks.providerCreate()}>
              <Plus aria-hidden size={18} />
              <span>{t('management.providers.create')}</span>
            </Link>
          </ButtonLink>
        }
        emptyTitle={t('management.providers.emptyTitle')}
        emptyDescription={t('management.providers.emptyDescription')}
        emptyIcon={<Building2 aria-hidden size={32} />}
        statusRef={statusRef}
      />
      <DeleteDialog {...flow.dialog} detail={t('management.providers.deleteDetail')} />
    </>
  );
}
