import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearch } from 'wouter';
import { Pencil } from 'lucide-react';
import type { AccountSummary, App, Provider } from '@portal-fiscal/api-client';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import { ButtonLink } from '@portal-fiscal/ui/Button';
import { DetailList } from '@portal-fiscal/ui/DetailList';
import { Link } from '@portal-fiscal/ui/Link';
import { Skeleton, SKELETON_STAND_IN } from '@portal-fiscal/ui/Skeleton';
import { StarRating } from '@portal-fiscal/ui/StarRating';
import { StatusBadge } from '@portal-fiscal/ui/StatusBadge';
import { Tag } from '@portal-fiscal/ui/Tag';
import { idParam } from '../../lib/urlParams';
import { notFoundError } from '../../lib/queryErrors';
import { LoadError, BusyRegion } from '../../shell/PageStates';
import { FrameText } from '../../shell/FrameText';
import { useFrameTexts, type FrameTexts } from '../../lib/frameTexts';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as shared from '../../shell/page.css';
import { appViewHref } from '../../links/marketplace';
import { useProvider } from '../../data/marketplace';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { AdminGate } from './AdminGate';
import { adminLinks } from './links';
import { formatDateTime } from '../../lib/saoPaulo';
import { isHttpUrl } from './providers/providerForm';
import { BackButton, NoProviderSelected, ProviderNotFound } from './providers/states';
import * as styles from './providers/pages.css';

/** ATIVO green, anything else red (spec 02 §2), with the words of the current language. */
export function ProviderStatus({ status }: { status: string }) {
  const { t } = useTranslation('adminProviders');
  return (
    <StatusBadge status={status} activeLabel={t('adminProviders.status.active')} inactiveLabel={t('adminProviders.status.inactive')} />
  );
}

/**
 * The provider's record while it loads: its first panel in the record's own boxes (the logo's place, the
 * name, the status badge's and the 'Editar' button's places, the details), with the name, the type and the
 * description a frame showed (src/frameTexts.ts) where they are known. Nothing after it: it would move
 * when the texts come.
 */
function LoadingProvider({ texts }: { texts: FrameTexts }) {
  const { t } = useTranslation('adminProviders');
  return (
    <BusyRegion className={styles.stackPanel} label={t('adminProviders.view.loading')} frameTexts>
      <div className={styles.identity} aria-hidden>
        <span className={styles.logo} />
        <div className={styles.identityText}>
          <FrameText
            as="h2"
            name="name"
            className={styles.name}
            text={texts.name}
            placeholder={<Skeleton variant="inline" width="10em" />}
          />
          <StatusBadge status="ATIVO" activeLabel={t('adminProviders.status.active')} inactiveLabel="" className={SKELETON_STAND_IN} />
        </div>
        <ButtonLink asChild variant="secondary" className={SKELETON_STAND_IN}>
          <span className={styles.editLink}>
            <Pencil aria-hidden size={16} />
            {t('adminProviders.view.edit')}
          </span>
        </ButtonLink>
      </div>
      <DetailList
        columns={2}
        items={[
          {
            id: 'type',
            label: t('adminProviders.view.type'),
            value: <FrameText name="type" text={texts.type} placeholder={<Skeleton variant="inline" width="8em" />} />,
          },
          { id: 'created', label: t('adminProviders.view.createdAt'), value: <Skeleton variant="inline" width="9em" /> },
          { id: 'updated', label: t('adminProviders.view.updatedAt'), value: <Skeleton variant="inline" width="9em" /> },
          {
            id: 'description',
            label: t('adminProviders.view.description'),
            value: (
              <FrameText
                as="p"
                name="description"
                className={styles.description}
                text={texts.description}
                placeholder={<Skeleton variant="text" lines={3} />}
              />
            ),
          },
        ]}
      />
    </BusyRegion>
  );
}

/** The loading state while the account is checked (AdminGate), with what the frame showed. */
function CheckingProvider() {
  return <LoadingProvider texts={useFrameTexts(true)} />;
}

function AppItem({ app }: { app: App }) {
  const { t, i18n } = useTranslation('adminProviders');
  const average = app.averageRating.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  return (
    <li>
      <article className={styles.card} aria-labelledby={`app-${app.appUuid}`}>
        {app.photoUrl ? <img src={app.photoUrl} alt="" className={styles.appPhoto} loading="lazy" /> : <Avatar name={app.name} size="lg" />}
        <div className={styles.cardBody}>
          <h3 id={`app-${app.appUuid}`} className={styles.cardTitle}>
            <Link asChild variant="subtle">
              <RouterLink href={appViewHref(app.appUuid)}>{app.name}</RouterLink>
            </Link>
          </h3>
          <StarRating value={app.averageRating} size="sm" label={t('adminProviders.view.rating', { average })} valueText={average} />
          {app.website && isHttpUrl(app.website) ? (
            <Link href={app.website} external externalLabel={t('common.newTab')} className={styles.cardText}>
              {app.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            </Link>
          ) : (
            <p className={styles.cardText}>{app.website ?? t('adminProviders.view.noWebsite')}</p>
          )}
          <p className={styles.cardText}>{app.description ?? t('adminProviders.view.noDescription')}</p>
          {app.integrations.length ? (
            <ul className={styles.tags} aria-label={t('adminProviders.view.integrations')}>
              {app.integrations.map((integration) => (
                <li key={integration}>
                  <Tag label={integration} size="sm" tone="info" />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.cardText}>{t('adminProviders.view.noIntegrations')}</p>
          )}
        </div>
      </article>
    </li>
  );
}

function AccountItem({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('adminProviders');
  const details = [account.cargo, account.company].filter(Boolean).join(' · ');
  return (
    <li>
      <article className={styles.card} aria-labelledby={`account-${account.uuid}`}>
        <Avatar name={account.name} src={account.profilePicture} size="md" />
        <div className={styles.cardBody}>
          <div className={styles.accountLine}>
            <h3 id={`account-${account.uuid}`} className={styles.cardTitle}>
              {account.name}
            </h3>
            <ProviderStatus status={account.status} />
          </div>
          <p className={styles.cardText}>
            <span className={visuallyHidden}>{t('adminProviders.view.email')}: </span>
            {account.email}
          </p>
          <p className={styles.cardText}>{details || t('adminProviders.notSet')}</p>
        </div>
      </article>
    </li>
  );
}

function ProviderRecord({ provider }: { provider: Provider }) {
  const { t } = useTranslation('adminProviders');
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const appsId = `${baseId}-apps`;
  const accountsId = `${baseId}-accounts`;
  return (
    <>
      <section className={styles.stackPanel} aria-labelledby={nameId}>
        <div className={styles.identity}>
          {provider.photo ? (
            <img src={provider.photo} alt={t('adminProviders.view.photoAlt', { name: provider.name })} className={styles.logo} />
          ) : (
            <Avatar name={provider.name} size="xl" />
          )}
          <div className={styles.identityText}>
            <h2 id={nameId} className={styles.name}>
              {provider.name}
            </h2>
            <ProviderStatus status={provider.status} />
          </div>
          <ButtonLink asChild variant="secondary">
            <RouterLink
              href={adminLinks.providerEdit(provider.uuid)}
              aria-label={t('adminProviders.view.editLabel', { name: provider.name })}
            >
              <span className={styles.editLink}>
                <Pencil aria-hidden size={16} />
                {t('adminProviders.view.edit')}
              </span>
            </RouterLink>
          </ButtonLink>
        </div>
        <DetailList
          columns={2}
          emptyValue={t('adminProviders.notSet')}
          aria-label={t('adminProviders.view.details', { name: provider.name })}
          items={[
            { id: 'type', label: t('adminProviders.view.type'), value: provider.providerTypeName },
            { id: 'created', label: t('adminProviders.view.createdAt'), value: formatDateTime(provider.createdAt) },
            { id: 'updated', label: t('adminProviders.view.updatedAt'), value: formatDateTime(provider.updatedAt) },
            {
              id: 'description',
              label: t('adminProviders.view.description'),
              value: provider.description ? <p className={styles.description}>{provider.description}</p> : null,
            },
          ]}
        />
      </section>
      <section className={styles.stackPanel} aria-labelledby={appsId}>
        <h2 id={appsId} className={styles.sectionTitle}>
          {t('adminProviders.view.apps', { count: provider.apps.length })}
        </h2>
        {provider.apps.length ? (
          <ul className={styles.appList}>
            {provider.apps.map((app) => (
              <AppItem key={app.appUuid} app={app} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('adminProviders.view.noApps')}</p>
        )}
      </section>
      <section className={styles.stackPanel} aria-labelledby={accountsId}>
        <h2 id={accountsId} className={styles.sectionTitle}>
          {t('adminProviders.view.accounts', { count: provider.accounts.length })}
        </h2>
        {provider.accounts.length ? (
          <ul className={styles.appList}>
            {provider.accounts.map((account) => (
              <AccountItem key={account.uuid} account={account} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('adminProviders.view.noAccounts')}</p>
        )}
      </section>
    </>
  );
}

function ProviderView({ uuid }: { uuid: string }) {
  const { t } = useTranslation('adminProviders');
  const provider = useProvider(uuid);
  // Rendered from a deferred value: when the answer arrives, React renders the record in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(provider.data);
  // The provider's texts, as the frame showed them (src/frameTexts.ts), until the record comes.
  const texts = useFrameTexts(!data && !provider.isError);
  if (data) return <ProviderRecord provider={data} />;
  if (provider.isError) {
    if (notFoundError(provider.error)) return <ProviderNotFound />;
    return <LoadError onRetry={() => void provider.refetch()}>{t('adminProviders.view.loadError')}</LoadError>;
  }
  return <LoadingProvider texts={texts} />;
}

/**
 * /settings/management/providers/view?id= (spec 02 §2 Provider view): photo, name, status, type,
 * description, dates, the provider's apps and accounts, and 'Editar'. The id travels in the address, so
 * a reload or a shared link opens the same provider; an address without one says 'Nenhum fornecedor
 * selecionado.'. Only who can edit all gets past the gate.
 */
export default function ProviderViewPage() {
  const { t } = useTranslation('adminProviders');
  const uuid = idParam(useSearch());
  return (
    <div className={shared.page} data-page="admin-provider-view">
      <SettingsHeader
        parents={[{ label: t('adminProviders.crumb'), href: adminLinks.providers() }]}
        title={t('adminProviders.view.title')}
        subtitle={t('adminProviders.view.subtitle')}
        actions={<BackButton />}
      />
      <AdminGate pending={uuid ? <CheckingProvider /> : undefined}>
        {uuid ? (
          <ProviderView key={uuid} uuid={uuid} />
        ) : (
          <div className={shared.panel}>
            <NoProviderSelected />
          </div>
        )}
      </AdminGate>
    </div>
  );
}
