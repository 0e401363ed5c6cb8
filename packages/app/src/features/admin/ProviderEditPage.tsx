import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { type Provider, type ProviderType } from '@portal-fiscal/api-client';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { useBack } from '../../lib/history';
import { idParam } from '../../lib/urlParams';
import { notFoundError } from '../../lib/queryErrors';
import { LoadError, BusyRegion } from '../../shell/PageStates';
import { useToast } from '../../shell/toast';
import * as shared from '../../shell/page.css';
import { useProvider } from '../../data/marketplace';
import { useProviderTypes } from '../../data/marketplace';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { AdminGate } from './AdminGate';
import { adminLinks } from './links';
import {
  EDIT_SERVER_FIELDS,
  isProviderMessageKey,
  type ProviderMessageKey,
  providerEditDefaults,
  providerEditSchema,
  type ProviderEditInput,
  type ProviderEditValues,
} from './providers/providerForm';
import { useUpdateProvider } from './providers/api';
import { NoProviderSelected, ProviderNotFound, ProviderStatusSelect } from './providers/states';
import { formActions } from '../../shell/settings.css';
import * as styles from './providers/pages.css';
import { useFormKit } from '../../forms/formKit';
import { FormButtons } from '../../forms/fields';
import { FormImages } from '../../forms/FormImages';
import { dropzoneTexts } from '../../forms/dropzoneTexts';
import { useProviderFields } from '../../forms/providerFields';

function LoadingForm() {
  const { t } = useTranslation('adminProviders');
  return (
    <BusyRegion className={styles.viewSkeleton} label={t('adminProviders.edit.loading')}>
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="card" height="40px" />
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="card" height="96px" />
      <Skeleton variant="card" height="140px" />
    </BusyRegion>
  );
}

/**
 * The form of 'Editar Fornecedor' (spec 02 §2 Provider edit, §5): name, status (Ativo/Inativo),
 * description, photo (drag and drop or click; uploaded only when a new one is picked) and the required
 * type. Errors are shown (toast, and the server's message by the form or on its field); a saved provider
 * goes back to its view.
 */
function ProviderEditForm({ provider, types }: { provider: Provider; types: readonly ProviderType[] }) {
  const { t } = useTranslation('adminProviders');
  const toast = useToast();
  const [, navigate] = useLocation();
  const viewHref = adminLinks.providerView(provider.uuid);
  const cancel = useBack(viewHref);
  const update = useUpdateProvider();

  const kit = useFormKit<ProviderEditInput, ProviderEditValues>({
    schema: providerEditSchema,
    defaults: providerEditDefaults(provider),
    // Our messages are dictionary keys; a server's field message is shown as it came.
    messages: { translate: (key) => t(key as ProviderMessageKey), isKey: isProviderMessageKey },
    busy: update.isPending,
    send: async (values) => {
      kit.clear();
      try {
        await update.mutateAsync({ uuid: provider.uuid, values });
        toast.success(t('adminProviders.edit.toast.updated'));
        navigate(viewHref, { replace: true });
      } catch (error) {
        kit.report(error, {
          text: (step) => t(step === 'upload' ? 'adminProviders.edit.toast.uploadError' : 'adminProviders.edit.toast.updateError'),
          fields: EDIT_SERVER_FIELDS,
        });
      }
    },
  });
  const { busy, form } = kit;
  const storedPhoto = form.watch('storedPhoto');
  const fields = useProviderFields(kit);

  return (
    <form className={styles.form} {...kit.formProps}>
      <div className={styles.columns}>
        {fields.name({ label: t('adminProviders.edit.name') })}
        <ProviderStatusSelect control={form.control} disabled={busy} error={kit.errorOf('status')} />
      </div>
      {fields.type({ label: t('adminProviders.edit.type'), placeholder: t('adminProviders.edit.typePlaceholder'), types })}
      {fields.description({ label: t('adminProviders.edit.description') })}
      <FormImages
        kit={kit}
        name="photo"
        mode="single"
        {...dropzoneTexts(t('adminProviders.edit.photoDropzone', { returnObjects: true }))}
        onPick={() => form.clearErrors('photo')}
        existing={storedPhoto ? [{ id: 'stored', url: storedPhoto, name: t('adminProviders.view.photoAlt', { name: provider.name }) }] : []}
        onRemoveExisting={() => form.setValue('storedPhoto', '', { shouldDirty: true })}
      />
      {kit.notice}
      <FormButtons
        kit={kit}
        className={formActions}
        cancel={{ label: t('adminProviders.edit.cancel'), onClick: cancel }}
        submit={t('adminProviders.edit.save')}
        submitting={t('adminProviders.edit.saving')}
      />
    </form>
  );
}

function ProviderEdit({ uuid }: { uuid: string }) {
  const { t } = useTranslation('adminProviders');
  const provider = useProvider(uuid);
  const types = useProviderTypes();
  // Rendered from a deferred value: when the answer arrives, React renders the form in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const providerData = useDeferredValue(provider.data);
  const typesData = useDeferredValue(types.data);
  if (provider.isError && notFoundError(provider.error)) return <ProviderNotFound />;
  if (provider.isError) {
    return <LoadError onRetry={() => void provider.refetch()}>{t('adminProviders.edit.loadError')}</LoadError>;
  }
  if (types.isError) {
    return <LoadError onRetry={() => void types.refetch()}>{t('adminProviders.edit.typesError')}</LoadError>;
  }
  if (!providerData || !typesData) return <LoadingForm />;
  return (
    <div className={shared.panel}>
      <ProviderEditForm provider={providerData} types={typesData} />
    </div>
  );
}

/**
 * /settings/management/providers/edit?id= — 'Editar Fornecedor' (spec 02 §2 Provider edit). The id
 * travels in the address (a reload keeps the record); an address without one says 'Nenhum fornecedor
 * selecionado.'. Only who can edit all gets past the gate.
 */
export default function ProviderEditPage() {
  const { t } = useTranslation('adminProviders');
  const uuid = idParam(useSearch());
  return (
    <div className={shared.page} data-page="admin-provider-edit">
      <SettingsHeader
        parents={[{ label: t('adminProviders.crumb'), href: adminLinks.providers() }]}
        title={t('adminProviders.edit.title')}
        subtitle={t('adminProviders.edit.subtitle')}
      />
      <AdminGate>
        {uuid ? (
          <ProviderEdit key={uuid} uuid={uuid} />
        ) : (
          <div className={shared.panel}>
            <NoProviderSelected />
          </div>
        )}
      </AdminGate>
    </div>
  );
}
