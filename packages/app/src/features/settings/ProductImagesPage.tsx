import { useTranslation } from 'react-i18next';
import * as shared from '../../shell/page.css';
import { ProductImagesPanel } from './images/ProductImagesPanel';
import { SettingsHeader } from '../../shell/SettingsHeader';

/** /settings/product-image (spec 02 §2 Product images uploader): pick, list, remove, clear and save images. */
export default function ProductImagesPage() {
  const { t } = useTranslation('company');
  return (
    <div className={shared.page} data-page="product-images">
      <SettingsHeader title={t('productImages.title')} subtitle={t('productImages.pageSubtitle')} />
      <ProductImagesPanel headingLevel={2} />
    </div>
  );
}
