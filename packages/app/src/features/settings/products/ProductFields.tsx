import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@portal-fiscal/ui/FormSection';
import type { ExistingImage } from '@portal-fiscal/ui/ImageDropzone';
import { ListInput } from '@portal-fiscal/ui/ListInput';
import { INTEGRATION_SUGGESTIONS, TagInput } from '@portal-fiscal/ui/TagInput';
import { LoadError } from '../../../shell/PageStates';
import {
  MAX_IMAGES,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
  type ProductFormInput,
  type ProductFormValues,
  type ProductMessageKey,
} from './productForm';
import { useCategories } from '../../../data/marketplace';
import { useSubcategories } from './api';
import * as styles from './products.css';
import { keyPrefix } from '../../../forms/fieldError';
import { FormArea, FormText, FormUrl } from '../../../forms/fields';
import { FormChoice } from '../../../forms/FormChoice';
import { FormImages } from '../../../forms/FormImages';
import { dropzoneTexts } from '../../../forms/dropzoneTexts';
import type { FormKit, FormMessages } from '../../../forms/formKit';

export type ProductForm = FormKit<ProductFormInput, ProductFormValues>;

/** The description's height, in lines (the edit form's loading state draws the field with the same). */
export const PRODUCT_DESCRIPTION_ROWS = 4;

/** The product forms' messages: our dictionary keys translated; anything else (a server's) as it came. */
export function useProductMessages(): FormMessages {
  const { t } = useTranslation('products');
  return { translate: (key) => t(key as ProductMessageKey), isKey: keyPrefix('products.') };
}

export interface ProductFieldsProps {
  kit: ProductForm;
  /** Registration clears the subcategory when the category changes; edit selects the first one. */
  mode: 'create' | 'edit';
  /** Level of the collapsible sections' headings. */
  sectionLevel: 2 | 3 | 4;
  /** Stored images (edit), shown before the new ones, each removable. */
  existing?: readonly ExistingImage[];
  onRemoveExisting?: (id: string) => void;
}

/**
 * The fields both product forms share (spec 02 §2): name, website, category and subcategory,
 * description, integrations (with the fixed suggestions), and the collapsible main features and images.
 * A collapsed section with an error opens on submit.
 */
export function ProductFields({ kit, mode, sectionLevel, existing = [], onRemoveExisting }: ProductFieldsProps) {
  const { t } = useTranslation('products', { keyPrefix: 'products.fields' });
  const { control, setValue, formState } = kit.form;
  const { errorOf, fieldsDisabled: busy } = kit;
  const categories = useCategories();
  const subcategories = useSubcategories();
  const category = useWatch({ control, name: 'category' });
  const options = subcategoriesOf(subcategories.data, category);
  const [featuresOpen, setFeaturesOpen] = useState(true);
  const [imagesOpen, setImagesOpen] = useState(true);
  const featuresError = Boolean(formState.errors.features);
  const imagesError = Boolean(formState.errors.images);

  useEffect(() => {
    if (featuresError) setFeaturesOpen(true);
    if (imagesError) setImagesOpen(true);
  }, [formState.submitCount, featuresError, imagesError]);

  const catalogFailed = categories.isError || subcategories.isError;
  const noSubcategories = category !== '' && subcategories.isSuccess && options.length === 0;
  const subcategoryPlaceholder =
    category === '' ? t('subcategoryPickCategory') : noSubcategories ? t('subcategoryNone') : t('subcategoryPlaceholder');

  return (
    <>
      <div className={styles.columns}>
        <FormText kit={kit} name="name" label={t('name')} placeholder={t('namePlaceholder')} autoComplete="off" required />
        <FormUrl kit={kit} name="website" label={t('website')} placeholder={t('websitePlaceholder')} hint={t('websiteHint')} required />
      </div>
      {catalogFailed ? (
        <LoadError
          onRetry={() => {
            if (categories.isError) void categories.refetch();
            if (subcategories.isError) void subcategories.refetch();
          }}
        >
          {t('catalogError')}
        </LoadError>
      ) : null}
      <div className={styles.columns}>
        <FormChoice
          kit={kit}
          name="category"
          label={t('category')}
          placeholder={categories.isPending ? t('categoryLoading') : t('categoryPlaceholder')}
          options={(categories.data ?? []).map((c) => ({ value: c.appCategoriesUuid, label: c.name }))}
          onValueChange={(value, change, current) => {
            if (value === current) return;
            change(value);
            setValue('subcategory', subcategoryAfterCategoryChange(mode, subcategories.data, value), {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            });
          }}
          required
          disabled={busy || !categories.data}
        />
        <FormChoice
          kit={kit}
          name="subcategory"
          label={t('subcategory')}
          placeholder={subcategoryPlaceholder}
          options={options.map((s) => ({ value: s.appSubCategoryUuid, label: s.name }))}
          required
          disabled={busy || options.length === 0}
        />
      </div>
      <FormArea
        kit={kit}
        name="description"
        label={t('description')}
        placeholder={t('descriptionPlaceholder')}
        rows={PRODUCT_DESCRIPTION_ROWS}
        required
      />
      <Controller
        control={control}
        name="integrations"
        render={({ field }) => (
          <TagInput
            label={t('integrations')}
            placeholder={t('integrationsPlaceholder')}
            hint={t('integrationsHint')}
            suggestions={INTEGRATION_SUGGESTIONS}
            suggestionsLabel={t('integrationsSuggestions')}
            listLabel={t('integrationsList')}
            removeLabel={t('integrationsRemove')}
            emptyText={t('integrationsEmpty')}
            required={mode === 'create'}
            disabled={busy}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={errorOf('integrations')}
          />
        )}
      />
      <FormSection title={t('featuresSection')} headingLevel={sectionLevel} open={featuresOpen} onOpenChange={setFeaturesOpen}>
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <ListInput
              label={t('features')}
              placeholder={t('featuresPlaceholder')}
              // The hint is the message itself: said once, as an error when it is one.
              {...(errorOf('features') ? {} : { hint: t('featuresHint') })}
              addLabel={t('featuresAdd')}
              removeLabel={t('featuresRemove')}
              emptyText={t('featuresEmpty')}
              duplicateMessage={t('featuresDuplicate')}
              listLabel={t('featuresList')}
              disabled={busy}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              error={errorOf('features')}
            />
          )}
        />
      </FormSection>
      <FormSection title={t('imagesSection')} headingLevel={sectionLevel} open={imagesOpen} onOpenChange={setImagesOpen}>
        <FormImages
          kit={kit}
          name="images"
          mode="multiple"
          {...dropzoneTexts(t('imagesDropzone', { returnObjects: true }))}
          maxFiles={MAX_IMAGES}
          required={mode === 'create'}
          existing={existing}
          {...(onRemoveExisting ? { onRemoveExisting } : {})}
        />
      </FormSection>
    </>
  );
}
