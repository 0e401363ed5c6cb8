import type { App, AppMedia, CategoryRelationship, MainFunctionality } from '@portal-fiscal/api-client';

/** What the edit form starts from, and compares the user's values with. */
export interface ProductEditData {
  app: App;
  /** Null when the app has none yet (the API answers 404): saving creates it. */
  relationship: CategoryRelationship | null;
  functionalities: MainFunctionality[];
  medias: AppMedia[];
}
