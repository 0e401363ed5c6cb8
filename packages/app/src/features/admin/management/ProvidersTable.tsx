import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { Provider } from '@portal-fiscal/api-client';
import type { DataTableColumn } from '@portal-fiscal/ui/DataTable';
import { useProviders } from '../../../data/marketplace';
import { IdentityCell, createdAtColumn, statusColumn } from './columns';
import { deleteRefusal } from './delete';
import { adminLinks } from '../links';
import type { ManagementParams } from './params';
import { useDeleteProvider } from './api';
import { PROVIDER_SORT_KEYS } from './tables';
import { ManagementTable } from './ManagementTable';
import * as styles from './tables.css';

/**
 * 'Providers' (gerenciar-providers; canEditAll only): Provedor, Apps cadastrados, Criado em
 * (dd/MM/yyyy), Status; Visualizar, Editar and Deletar (refused, with the reason, while the company
 * still has apps or users); 'Criar provider'.
 */
export function ProvidersTable({ params }: { params: ManagementParams }) {
  const { t, i18n } = useTranslation('management');
  const query = useProviders();
  const deleteMutation = useDeleteProvider();

  const columns = useMemo((): DataTableColumn<Provider>[] => {
    const number = new Intl.NumberFormat(i18n.language);
    return [
      {
        id: 'provider',
        header: t('management.providers.columns.provider'),
        width: '40%',
        sortable: true,
        cell: (provider) => (
          <IdentityCell name={provider.name} photo={provider.photo}>
            {provider.providerTypeName ? <span className={styles.secondary}>{provider.providerTypeName}</span> : null}
          </IdentityCell>
        ),
      },
      {
        id: 'apps',
        header: t('management.providers.columns.apps'),
        sortable: true,
        cell: (provider) => <span className={styles.number}>{number.format(provider.apps.length)}</span>,
      },
      createdAtColumn(t('management.providers.columns.createdAt')),
      statusColumn(t, t('management.providers.columns.status')),
    ];
  }, [t, i18n.language]);

  return (
    <ManagementTable<Provider>
      tab="gerenciar-providers"
      kind="providers"
      params={params}
      columns={columns}
      sortKeys={PROVIDER_SORT_KEYS}
      query={query}
      getRowId={(provider) => provider.uuid}
      getRowLabel={(provider) => provider.name}
      viewHref={(provider) => adminLinks.providerView(provider.uuid)}
      editHref={(provider) => adminLinks.providerEdit(provider.uuid)}
      deleteMutation={deleteMutation}
      deleteRefusalOf={(error, provider) => {
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
      }}
      createHref={adminLinks.providerCreate()}
      emptyIcon={<Building2 aria-hidden size={32} />}
    />
  );
}
