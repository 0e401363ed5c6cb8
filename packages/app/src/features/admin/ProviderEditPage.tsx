import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { type Provider, type ProviderType } from '@portal-fiscal/api-client';
import { Select } from '@portal-fiscal/ui/Select';
import { TextArea } from '@portal-fiscal/ui/TextArea';
import { TextField } from '@portal-fiscal/ui/TextField';
import { useBack } from '../../lib/history';
import { idParam } from '../../lib/urlParams';
import { notFoundError } from '../../lib/queryErrors';
import { LoadError, BusyRegion } from '../../shell/PageStates';
import { useFrameTexts, type FrameTexts } from '../../lib/frameTexts';
import { frameTextMark } from '../../lib/frameMarks';
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
import { PROVIDER_DESCRIPTION_ROWS, useProviderFields } from '../../forms/providerFields';

/**
 * The form while the provider and its types load: its own fields in the form's own boxes, disabled, with the
 * name and the description a frame showed (src/frameTexts.ts) where they are known (marked for the frame's
 * script, lib/frameMarks.ts). Nothing after the description: the photo and the buttons come with the form.
 */
function LoadingForm({ texts }: { texts: FrameTexts }) {
  const { t } = useTranslation('adminProviders');
  return (
    <BusyRegion className={shared.panel} label={t('adminProviders.edit.loading')} frameTexts>
      <div className={styles.form} aria-hidden>
        <div className={styles.columns}>
          <TextField label={t('adminProviders.edit.name')} required disabled defaultValue={texts.name} {...frameTextMark('name')} />
          <Select label={t('adminProviders.status.label')} options={[]} required disabled />
        </div>
        <Select label={t('adminProviders.edit.type')} options={[]} required disabled />
        <TextArea
          label={t('adminProviders.edit.description')}
          rows={PROVIDER_DESCRIPTION_ROWS}
          disabled
          defaultValue={texts.description}
          {...frameTextMark('description')}
        />
      </div>
    </BusyRegion>
  );
}

/** The loading state while the account is checked (AdminGate), with what the frame showed. */
function CheckingForm() {
  return <LoadingForm texts={useFrameTexts(true)} />;
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
  // The provider's name and description, as the frame showed them (src/frameTexts.ts), until the form comes.
  const texts = useFrameTexts(!(providerData && typesData) && !provider.isError && !types.isError);
  if (provider.isError && notFoundError(provider.error)) return <ProviderNotFound />;
  if (provider.isError) {
    return <LoadError onRetry={() => void provider.refetch()}>{t('adminProviders.edit.loadError')}</LoadError>;
  }
  if (types.isError) {
    return <LoadError onRetry={() => void types.refetch()}>{t('adminProviders.edit.typesError')}</LoadError>;
  }
  if (!providerData || !typesData) return <LoadingForm texts={texts} />;
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
      <AdminGate pending={uuid ? <CheckingForm /> : undefined}>
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
