import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { SearchX } from 'lucide-react';
import { idParam } from '../../lib/urlParams';
import { StateWithLink } from '../../shell/PageStates';
import * as shared from '../../shell/page.css';
import { ProductEditForm } from './products/ProductEditForm';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { myAccountHref } from '../../links/settingsTabs';

/**
 * /settings/management/app/edit?id= (spec 02 §2 Product edit form): 'Editar Produto', the product
 * edit form as a full page. An address without a valid id says so, with the way to the product list;
 * an unknown product, a failed load and a product the user may not edit are the form's own states.
 */
export default function ProductEditPage() {
  const { t } = useTranslation('products');
  const appUuid = idParam(useSearch());
  return (
    <div className={shared.page} data-page="product-edit">
      <SettingsHeader title={t('products.editPage.title')} subtitle={t('products.editPage.subtitle')} />
      <div className={shared.panel}>
        {appUuid ? (
          <ProductEditForm key={appUuid} appUuid={appUuid} headingLevel={2} />
        ) : (
          <StateWithLink
            icon={<SearchX aria-hidden size={40} />}
            title={t('products.editPage.badIdTitle')}
            description={t('products.editPage.badIdText')}
            headingLevel={2}
            href={myAccountHref('products-list')}
            linkLabel={t('products.edit.toList')}
          />
        )}
      </div>
    </div>
  );
}
