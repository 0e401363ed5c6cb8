import type {
  AppMediasCalls,
  AppsCalls,
  CategoryRelationshipsCalls,
  MainFunctionalitiesCalls,
  UploadsCalls,
} from '@portal-fiscal/api-client';

/** Every client call a product's creation or update may make; each sequence picks the methods it uses. */
export interface ProductCalls {
  uploads: UploadsCalls;
  apps: AppsCalls;
  relationships: CategoryRelationshipsCalls;
  functionalities: MainFunctionalitiesCalls;
  medias: AppMediasCalls;
}

/** What can go wrong in a sequence of `Step`s: a step, or the upload / media record inside the images step. */
export type FailureOf<Step extends string> = Exclude<Step, 'images'> | 'upload' | 'media';

/** The app's category relationship: its category and subcategory. */
export const relationshipBody = (appUuid: string, category: string, subcategory: string) => ({
  app: { appUuid },
  category: { appCategoriesUuid: category },
  subCategory: { appSubCategoryUuid: subcategory },
});

/**
 * The media record of an image of the app (spec 02 §3): the `index`th picked file (its name, else
 * 'imagem-N'), uploaded to `assetId`, recorded with the current host at `at` (ISO).
 */
export const mediaBody = (appUuid: string, file: File, index: number, assetId: string, host: string, at: string) => ({
  name: file.name || `imagem-${index + 1}`,
  assetId,
  provider: host,
  created_at: at,
  updated_at: at,
  appUuid: { appUuid },
});
