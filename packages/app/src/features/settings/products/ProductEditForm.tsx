import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Notice } from '@portal-fiscal/ui/Notice';
import { Select } from '@portal-fiscal/ui/Select';
import { TextArea } from '@portal-fiscal/ui/TextArea';
import { TextField } from '@portal-fiscal/ui/TextField';
import { notFoundError } from '../../../lib/queryErrors';
import { serverMessage } from '../../../lib/serverMessage';
import { useAccess, type Access } from '../../../data/account';
import { BusyRegion, LoadError, StateWithLink } from '../../../shell/PageStates';
import { useFrameTexts, type FrameTexts } from '../../../lib/frameTexts';
import { frameTextMark } from '../../../lib/frameMarks';
import { useToast } from '../../../shell/toast';
import { marketplaceKeys } from '../../../data/marketplace';
import { myAccountHref } from '../../../links/settingsTabs';
import { PRODUCT_DESCRIPTION_ROWS, ProductFields, useProductMessages } from './ProductFields';
import { FormButtons } from '../../../forms/fields';
import { productEditDefaults, productEditSchema, type ProductFormInput, type ProductFormValues } from './productForm';
import { productKeys } from '../../../data/marketplace';
import { useProductEditData, useProductCalls } from './api';
import type { ProductEditData } from './productEditData';
import { isEmptyPlan, planProductUpdate, updateProduct, type UpdateFailure, type UpdateStep } from './updateProduct';
import * as styles from './products.css';
import { useFormKit } from '../../../forms/formKit';

/** Who may edit this app (spec 02 §6): an edit-all account, or the editor of the app's own company. The backend says the same (403). */
export const mayEditApp = (access: Access, data: ProductEditData): boolean =>
  access.canEditAll || (access.canEditSelf && !!access.account?.provider && access.account.provider.uuid === data.app.provider?.uuid);

/**
 * The form while the app and the account load: its own fields in the form's own boxes, disabled, up to the
 * description, with the name and the description a frame showed (src/frameTexts.ts) where they are known
 * (marked for the frame's script, lib/frameMarks.ts). The integrations, sections and buttons come with the form.
 */
function LoadingForm({ texts }: { texts: FrameTexts }) {
  const { t } = useTranslation('products', { keyPrefix: 'products' });
  return (
    <BusyRegion label={t('edit.loading')} frameTexts>
      <div className={styles.form} aria-hidden>
        <p className={styles.muted}>{t('fields.required')}</p>
        <div className={styles.columns}>
          <TextField label={t('fields.name')} required disabled defaultValue={texts.name} {...frameTextMark('name')} />
          <TextField label={t('fields.website')} type="url" hint={t('fields.websiteHint')} required disabled />
        </div>
        <div className={styles.columns}>
          <Select label={t('fields.category')} options={[]} required disabled />
          <Select label={t('fields.subcategory')} options={[]} required disabled />
        </div>
        <TextArea
          label={t('fields.description')}
          rows={PRODUCT_DESCRIPTION_ROWS}
          required
          disabled
          defaultValue={texts.description}
          {...frameTextMark('description')}
        />
      </div>
    </BusyRegion>
  );
}

interface Failure {
  failure: UpdateFailure;
  message: string | null;
  partly: boolean;
}

function EditForm({ data, onDone, sectionLevel }: { data: ProductEditData; onDone?: () => void; sectionLevel: 2 | 3 }) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const queryClient = useQueryClient();
  const calls = useProductCalls();
  const [removed, setRemoved] = useState<string[]>([]);
  const [failed, setFailed] = useState<Failure | null>(null);
  const existing = data.medias
    .filter((m) => !removed.includes(m.appMediaUuid))
    .map((m) => ({ id: m.appMediaUuid, url: m.imageUrl, name: m.name ?? m.appMediaUuid }));

  // One save at a time, whatever the clicks (or Enter presses); `busy` while it runs.
  const kit = useFormKit<ProductFormInput, ProductFormValues>({
    schema: productEditSchema,
    defaults: productEditDefaults(data),
    messages: useProductMessages(),
    send: (values) => save(values),
  });
  const { form } = kit;
  const save = async (values: ProductFormValues) => {
    const plan = planProductUpdate(data, values, removed);
    if (isEmptyPlan(plan)) {
      setFailed(null);
      toast.info(t('products.edit.noChange'));
      return;
    }
    setFailed(null);
    const result = await updateProduct(calls, { appUuid: data.app.appUuid, plan, medias: data.medias, host: window.location.hostname });
    // What was saved is saved, either way: every list and the form's baseline follow.
    const invalidated = Promise.all([
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps }),
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
    ]);
    if (result.ok) {
      const said = (step: UpdateStep) =>
        step === 'relationship'
          ? t(result.relationshipMode === 'create' ? 'products.edit.saved.relationshipCreated' : 'products.edit.saved.relationshipUpdated')
          : t(`products.edit.saved.${step}`);
      // One toast, listing what was saved (the spec's texts), rather than one per step.
      toast.success(t('products.edit.done'), { description: result.done.map(said).join(' · ') });
      // The invalidation refetches this form's data too: it becomes the new baseline.
      await invalidated;
      const fresh = queryClient.getQueryData<ProductEditData>(productKeys.edit(data.app.appUuid));
      form.reset(fresh ? productEditDefaults(fresh) : values);
      setRemoved([]);
      onDone?.();
      return;
    }
    const message = serverMessage(result.error);
    setFailed({ failure: result.failure, message, partly: result.done.length > 0 || result.storedImages.length > 0 });
    toast.error(t(`products.edit.failures.${result.failure}`), message ? { description: message } : {});
    // The images already stored are not sent again on the next try.
    if (result.storedImages.length)
      form.setValue(
        'images',
        form.getValues('images').filter((file) => !result.storedImages.includes(file)),
      );
    await invalidated;
  };

  return (
    <form className={styles.form} {...kit.formProps}>
      <p className={styles.muted}>{t('products.fields.required')}</p>
      <ProductFields
        kit={kit}
        mode="edit"
        sectionLevel={sectionLevel}
        existing={existing}
        onRemoveExisting={(id) => setRemoved((list) => (list.includes(id) ? list : [...list, id]))}
      />
      {failed ? (
        <Notice tone="danger" live title={t(`products.edit.failures.${failed.failure}`)}>
          {failed.message ? <p>{failed.message}</p> : null}
          <p>{failed.partly ? t('products.edit.partlySaved') : t('products.edit.nothingSaved')}</p>
        </Notice>
      ) : null}
      <FormButtons kit={kit} className={styles.actions} submit={t('products.edit.submit')} submitting={t('products.edit.submitting')} />
    </form>
  );
}

/**
 * The product edit form (spec 02 §2 Product edit form, §4, §5): loads the app, its category
 * relationship, main features and medias, and saves only what changed ('Nenhuma alteração detectada'
 * otherwise). Used in the product list's slide-over and on /settings/management/app/edit. `onDone` is
 * called after a successful update. `headingLevel` is the level of its headings (its sections, its
 * empty states): 2 under a page's h1, 3 under a slide-over's title.
 */
export function ProductEditForm({ appUuid, onDone, headingLevel = 2 }: { appUuid: string; onDone?: () => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('products');
  const query = useProductEditData(appUuid);
  const access = useAccess();
  // Rendered from a deferred value: when the answer arrives, React renders the form in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(query.data);
  // The app's name and description, as the frame showed them (src/frameTexts.ts), until the form comes.
  const texts = useFrameTexts((!data || access.pending) && !query.isError);

  if (query.isError) {
    if (notFoundError(query.error)) {
      return (
        <StateWithLink
          icon={<PackageX aria-hidden size={40} />}
          title={t('products.edit.notFoundTitle')}
          description={t('products.edit.notFoundText')}
          headingLevel={headingLevel}
          href={myAccountHref('products-list')}
          linkLabel={t('products.edit.toList')}
        />
      );
    }
    return <LoadError onRetry={() => void query.refetch()}>{t('products.edit.loadError')}</LoadError>;
  }
  if (!data || access.pending) return <LoadingForm texts={texts} />;
  if (!mayEditApp(access, data)) {
    return (
      <Notice tone="warning" title={t('products.edit.forbiddenTitle')}>
        {t('products.edit.forbiddenText')}
      </Notice>
    );
  }
  return <EditForm key={appUuid} data={data} {...(onDone ? { onDone } : {})} sectionLevel={headingLevel} />;
}
