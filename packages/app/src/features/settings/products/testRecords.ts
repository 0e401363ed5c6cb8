import type { CategoryRelationship } from '@portal-fiscal/api-client';

/** Records of a stored product, as the unit tests of its forms and its update read them (tests only). */

/** The category relationship of the app 'app-1': category 'cat-1', subcategory 'sub-1'. */
export const storedRelationship: CategoryRelationship = {
  appCategoryRelationshipUuid: 'rel-1',
  appUuid: 'app-1',
  appCategoriesUuid: 'cat-1',
  categoryName: null,
  appSubCategoryUuid: 'sub-1',
  subCategoryName: null,
};
