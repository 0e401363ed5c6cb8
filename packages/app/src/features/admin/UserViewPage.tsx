import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Pencil } from 'lucide-react';
import type { Account } from '@portal-fiscal/api-client';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import { ButtonLink } from '@portal-fiscal/ui/Button';
import { DetailList, type DetailItem } from '@portal-fiscal/ui/DetailList';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { StatusBadge } from '@portal-fiscal/ui/StatusBadge';
import { idParam } from '../../lib/urlParams';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as shared from '../../shell/page.css';
import { AdminGate } from './AdminGate';
import { adminLinks } from './links';
import { useAccountByUuid } from './api';
import { formatBirthDate, knownCreationSource } from './users/display';
import { formatDateTime } from '../../lib/saoPaulo';
import { isWebsite } from '../../lib/urlRules';
import { UserLoadError, UserNotFound, UserNotSelected, UserPageHeader } from './users/states';
import * as styles from './users/pages.css';

function UserRecord({ account }: { account: Account }) {
  const { t } = useTranslation('adminUsers');
  const source = account.creationSource;
  const items: DetailItem[] = [
    { id: 'email', label: t('adminUsers.fields.email'), value: account.email },
    { id: 'phone', label: t('adminUsers.fields.phone'), value: account.phone },
    { id: 'company', label: t('adminUsers.fields.company'), value: account.provider?.name ?? account.company },
    { id: 'cargo', label: t('adminUsers.fields.cargo'), value: account.cargo },
    {
      id: 'website',
      label: t('adminUsers.fields.website'),
      // Only a real web address becomes a link; anything else stays text.
      value:
        account.website && isWebsite(account.website) ? (
          <UiLink href={account.website} external externalLabel={t('common.newTab')} className={styles.link}>
            {account.website}
          </UiLink>
        ) : (
          account.website
        ),
    },
    { id: 'birth', label: t('adminUsers.fields.birth'), value: formatBirthDate(account.birth) },
    { id: 'city', label: t('adminUsers.fields.city'), value: account.city },
    { id: 'state', label: t('adminUsers.fields.state'), value: account.state },
    { id: 'country', label: t('adminUsers.fields.country'), value: account.country },
    { id: 'cep', label: t('adminUsers.fields.cep'), value: account.cep },
    {
      id: 'creationSource',
      label: t('adminUsers.fields.creationSource'),
      value: knownCreationSource(source) ? t(`adminUsers.view.sources.${source}`) : source,
    },
    { id: 'createdAt', label: t('adminUsers.fields.createdAt'), value: formatDateTime(account.createdAt) },
    { id: 'updatedAt', label: t('adminUsers.fields.updatedAt'), value: formatDateTime(account.updatedAt) },
    {
      id: 'lastLoggedAt',
      label: t('adminUsers.fields.lastLoggedAt'),
      value: formatDateTime(account.lastLoggedAt) ?? t('adminUsers.view.neverLogged'),
    },
  ];
  return (
    <article className={styles.card} aria-labelledby="admin-user-name">
      <div className={styles.identity}>
        <Avatar
          name={account.name}
          src={account.profilePicture}
          size="xl"
          {...(account.profilePicture ? { alt: t('adminUsers.photoAlt', { name: account.name }) } : {})}
        />
        <div className={styles.identityText}>
          <h2 id="admin-user-name" className={styles.name}>
            {account.name}
          </h2>
          <div className={styles.badges}>
            <StatusBadge
              status={account.status}
              activeLabel={t('adminUsers.status.ATIVO')}
              inactiveLabel={t('adminUsers.status.INATIVO')}
            />
            <span className={styles.role}>
              <span className={visuallyHidden}>{t('adminUsers.fields.role')}: </span>
              {account.role}
            </span>
          </div>
        </div>
        <div className={styles.identityActions}>
          <ButtonLink asChild>
            <Link href={adminLinks.userEdit(account.uuid)}>
              <Pencil aria-hidden size={18} />
              <span>{t('adminUsers.edit')}</span>
            </Link>
          </ButtonLink>
        </div>
      </div>
      <DetailList items={items} columns={2} emptyValue={t('adminUsers.empty')} aria-label={t('adminUsers.view.details')} />
    </article>
  );
}

function UserViewBody({ uuid }: { uuid: string }) {
  const { t } = useTranslation('adminUsers');
  const account = useAccountByUuid(uuid);
  // Rendered from a deferred value: when the answer arrives, React renders the record in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(account.data);
  if (data) return <UserRecord account={data} />;
  if (data === null) return <UserNotFound />;
  if (account.isError) return <UserLoadError onRetry={() => void account.refetch()} />;
  return (
    <div className={styles.card} aria-busy="true">
      <DetailList items={[]} loading loadingLabel={t('adminUsers.loading')} skeletonItems={8} />
    </div>
  );
}

/**
 * /settings/management/providers/user-view?id={account uuid} (spec 02 §2 User view): photo or initials,
 * name, status, role and every field of the account, dates as dd/MM/yyyy HH:mm in São Paulo. The id in
 * the address makes a reload or a shared link open the same user; no id: 'Nenhum usuário selecionado.'.
 */
export default function UserViewPage() {
  const { t } = useTranslation('adminUsers');
  const uuid = idParam(useSearch());
  return (
    <div className={shared.page} data-page="admin-user-view">
      <UserPageHeader title={t('adminUsers.view.title')} subtitle={t('adminUsers.view.subtitle')} />
      <AdminGate>{uuid ? <UserViewBody uuid={uuid} /> : <UserNotSelected />}</AdminGate>
    </div>
  );
}
