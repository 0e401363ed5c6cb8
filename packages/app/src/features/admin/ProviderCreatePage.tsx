import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { type Provider, type ProviderType } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { Link } from '@portal-fiscal/ui/Link';
import { LoadingOverlay } from '@portal-fiscal/ui/LoadingOverlay';
import { Notice } from '@portal-fiscal/ui/Notice';
import { LoadError } from '../../shell/PageStates';
import { useToast } from '../../shell/toast';
import * as shared from '../../shell/page.css';
import { useProviderTypes } from '../../data/marketplace';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { AdminGate } from './AdminGate';
import { adminLinks } from './links';
import {
  CREATE_SERVER_FIELDS,
  EMPTY_PROVIDER_CREATE,
  isProviderMessageKey,
  type ProviderMessageKey,
  providerCreateBody,
  providerCreateSchema,
  type ProviderCreateInput,
  type ProviderCreateValues,
} from './providers/providerForm';
import { useCreateProvider } from './providers/api';
import { BackButton, ProviderStatusSelect } from './providers/states';
import { formActions, formHint } from '../../shell/settings.css';
import * as styles from './providers/pages.css';
import { useFormKit } from '../../forms/formKit';
import { FormUrl } from '../../forms/fields';
import { useProviderFields } from '../../forms/providerFields';

/** What the last creation made: its name and the way to its view page. */
function Created({ provider }: { provider: Provider }) {
  const { t } = useTranslation('adminProviders');
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // The form was reset and its button is disabled again: the focus goes to what comes next, once per creation.
    linkRef.current?.focus();
  }, [provider.uuid]);
  return (
    <Notice
      tone="success"
      title={t('adminProviders.create.created.title')}
      action={
        <Link asChild variant="standalone">
          <RouterLink ref={linkRef} href={adminLinks.providerView(provider.uuid)}>
            {t('adminProviders.create.created.link')}
          </RouterLink>
        </Link>
      }
    >
      {t('adminProviders.create.created.text', { name: provider.name })}
    </Notice>
  );
}

/**
 * The form of 'Criar Novo Provider' (spec 02 §2 Create provider, §3, §5): Nome, URL da Foto (an
 * address), Status (ATIVO by default), Tipo de Provider and Descrição; empty strings are sent as '-'.
 * 'Criar Provider' stays disabled while the form is invalid or busy ('Enviando...'). After a success the
 * form resets and links to the new provider.
 */
function ProviderCreateForm({ types, typesLoading }: { types: readonly ProviderType[]; typesLoading: boolean }) {
  const { t } = useTranslation('adminProviders', { keyPrefix: 'adminProviders.create' });
  const { t: tAll } = useTranslation('adminProviders');
  const toast = useToast();
  const create = useCreateProvider();
  const [created, setCreated] = useState<Provider | null>(null);
  const hintId = `${useId()}-hint`;

  const kit = useFormKit<ProviderCreateInput, ProviderCreateValues>({
    schema: providerCreateSchema,
    defaults: EMPTY_PROVIDER_CREATE,
    mode: 'onTouched',
    messages: { translate: (key) => tAll(key as ProviderMessageKey), isKey: isProviderMessageKey },
    busy: create.isPending,
    send: async (values) => {
      kit.clear();
      try {
        const provider = await create.mutateAsync(providerCreateBody(values));
        toast.success(t('toast.created'));
        kit.form.reset(EMPTY_PROVIDER_CREATE);
        setCreated(provider);
      } catch (error) {
        kit.report(error, { text: () => t('toast.error'), fields: CREATE_SERVER_FIELDS });
      }
    },
  });
  const { busy } = kit;
  const invalid = !kit.form.formState.isValid;
  const fields = useProviderFields(kit);

  const describedBy = [invalid && !busy ? hintId : null, kit.message ? kit.errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} {...kit.formProps} inert={typesLoading}>
      {created ? <Created provider={created} /> : null}
      {fields.name({ label: t('name'), placeholder: t('namePlaceholder') })}
      <FormUrl kit={kit} name="photoUrl" label={t('photoUrl')} placeholder="https://" hint={t('photoUrlHint')} />
      <div className={styles.columns}>
        <ProviderStatusSelect control={kit.form.control} disabled={busy} error={kit.errorOf('status')} />
        {fields.type({
          label: t('type'),
          placeholder: t('typePlaceholder'),
          types,
          disabled: typesLoading,
        })}
      </div>
      {fields.description({ label: t('description') })}
      {kit.notice}
      <div className={formActions}>
        <Button
          type="submit"
          disabled={invalid || typesLoading}
          loading={busy}
          loadingLabel={t('submitting')}
          aria-describedby={describedBy}
        >
          {t('submit')}
        </Button>
      </div>
      {invalid && !busy ? (
        <p id={hintId} className={formHint}>
          {t('requiredHint')}
        </p>
      ) : null}
    </form>
  );
}

function ProviderCreate() {
  const { t } = useTranslation('adminProviders');
  const types = useProviderTypes();
  if (types.isError) {
    // Not an empty select: say so, and offer to try again.
    return <LoadError onRetry={() => void types.refetch()}>{t('adminProviders.create.typesError')}</LoadError>;
  }
  const loading = types.isPending;
  return (
    <div className={styles.overlayHost} aria-busy={loading || undefined}>
      <ProviderCreateForm types={types.data ?? []} typesLoading={loading} />
      <LoadingOverlay visible={loading} label={t('adminProviders.create.loadingTypes')} />
    </div>
  );
}

/**
 * /settings/management/providers/create-provider — 'Criar Novo Provider' (spec 02 §2 Create provider):
 * 'Carregando...' over the form while the provider types load; a failed load says so with a retry.
 * Only who can edit all gets past the gate.
 */
export default function ProviderCreatePage() {
  const { t } = useTranslation('adminProviders');
  return (
    <div className={shared.page} data-page="admin-provider-create">
      <SettingsHeader
        parents={[{ label: t('adminProviders.crumb'), href: adminLinks.providers() }]}
        title={t('adminProviders.create.title')}
        subtitle={t('adminProviders.create.subtitle')}
        actions={<BackButton />}
      />
      <AdminGate>
        <ProviderCreate />
      </AdminGate>
    </div>
  );
}
