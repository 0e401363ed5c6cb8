import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppWindow, Star } from 'lucide-react';
import type { App } from '@portal-fiscal/api-client';
import type { DataTableColumn } from '@portal-fiscal/ui/DataTable';
import { appViewHref } from '../../../links/marketplace';
import { myAccountHref } from '../../../links/settingsTabs';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import { IdentityCell, statusColumn } from './columns';
import { deleteRefusal } from './delete';
import { adminLinks } from '../links';
import type { ManagementParams } from './params';
import { useDeleteApp, useOwnApps } from './api';
import { APP_SORT_KEYS } from './tables';
import { ManagementTable } from './ManagementTable';
import { useAllApps } from '../api';
import * as styles from './tables.css';

/**
 * 'Aplicativos' (gerenciar-aplicativos): every app for a marketplace admin (`scope="all"`), the apps
 * of one's own company for a provider admin (`"own"`). Columns App (initials, name, description),
 * Provedor, Categoria ('Sem categoria'), Avaliação (a star and the average, 2 decimals), Status; the
 * row menu's Visualizar (/app/view), Editar (/settings/management/app/edit) and Deletar (a real delete,
 * confirmed). 'Novo Aplicativo' opens My Account's product registration.
 */
export function AppsTable({ params, scope }: { params: ManagementParams; scope: 'all' | 'own' }) {
  const { t, i18n } = useTranslation('management');
  const allApps = useAllApps(scope === 'all');
  const ownApps = useOwnApps(scope === 'own');
  const query = scope === 'all' ? allApps : ownApps;
  const deleteMutation = useDeleteApp();

  const columns = useMemo((): DataTableColumn<App>[] => {
    const average = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return [
      {
        id: 'app',
        header: t('management.apps.columns.app'),
        width: '34%',
        sortable: true,
        cell: (app) => (
          <IdentityCell name={app.name}>{app.description ? <span className={styles.clamp}>{app.description}</span> : null}</IdentityCell>
        ),
      },
      {
        id: 'provider',
        header: t('management.apps.columns.provider'),
        sortable: true,
        cell: (app) => app.provider?.name ?? <span className={styles.muted}>{t('management.apps.noProvider')}</span>,
      },
      {
        id: 'category',
        header: t('management.apps.columns.category'),
        sortable: true,
        cell: (app) => app.category?.name ?? <span className={styles.muted}>{t('management.apps.noCategory')}</span>,
      },
      {
        id: 'rating',
        header: t('management.apps.columns.rating'),
        sortable: true,
        cell: (app) => (
          <span className={styles.rating}>
            <Star aria-hidden size={16} className={styles.star} />
            <span>{average.format(app.averageRating)}</span>
            <span className={visuallyHidden}>
              {app.ratings.length > 0 ? t('management.apps.ratingDetail', { count: app.ratings.length }) : t('management.apps.noRatings')}
            </span>
          </span>
        ),
      },
      statusColumn(t, t('management.apps.columns.status')),
    ];
  }, [t, i18n.language]);

  return (
    <ManagementTable<App>
      tab="gerenciar-aplicativos"
      kind="apps"
      params={params}
      caption={scope === 'all' ? undefined : t('management.apps.captionOwn')}
      columns={columns}
      sortKeys={APP_SORT_KEYS}
      query={query}
      getRowId={(app) => app.appUuid}
      getRowLabel={(app) => app.name}
      viewHref={(app) => appViewHref(app.appUuid)}
      editHref={(app) => adminLinks.appEdit(app.appUuid)}
      deleteMutation={deleteMutation}
      deleteRefusalOf={(error, app) =>
        deleteRefusal(error, { '403': t('management.delete.forbidden') }, t('management.delete.failed', { name: app.name }))
      }
      createHref={myAccountHref('products')}
      emptyIcon={<AppWindow aria-hidden size={32} />}
    />
  );
}
