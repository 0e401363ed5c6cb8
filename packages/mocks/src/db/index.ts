import { Collection } from '@msw/data';
import {
  AccountRecordSchema,
  AppMediaRecordSchema,
  AppRecordSchema,
  AssetRecordSchema,
  CategoryRecordSchema,
  CategoryRelationshipRecordSchema,
  IndicatorRecordSchema,
  LeiRecordSchema,
  MainFunctionalityRecordSchema,
  NewsPostRecordSchema,
  OutboxRecordSchema,
  PasswordResetTokenRecordSchema,
  ProviderRecordSchema,
  ProviderTypeRecordSchema,
  RatingRecordSchema,
  ShortcutRecordSchema,
  SubcategoryRecordSchema,
  TagRecordSchema,
  TaxCounterRecordSchema,
  WeatherRecordSchema,
} from './schemas';

export * from './schemas';

/** The simulated backend's tables. One instance per page (browser) or per process (node tests). */
export const db = {
  accounts: new Collection({ schema: AccountRecordSchema }),
  providerTypes: new Collection({ schema: ProviderTypeRecordSchema }),
  providers: new Collection({ schema: ProviderRecordSchema }),
  categories: new Collection({ schema: CategoryRecordSchema }),
  subcategories: new Collection({ schema: SubcategoryRecordSchema }),
  tags: new Collection({ schema: TagRecordSchema }),
  apps: new Collection({ schema: AppRecordSchema }),
  appMedias: new Collection({ schema: AppMediaRecordSchema }),
  categoryRelationships: new Collection({ schema: CategoryRelationshipRecordSchema }),
  mainFunctionalities: new Collection({ schema: MainFunctionalityRecordSchema }),
  ratings: new Collection({ schema: RatingRecordSchema }),
  leis: new Collection({ schema: LeiRecordSchema }),
  shortcuts: new Collection({ schema: ShortcutRecordSchema }),
  assets: new Collection({ schema: AssetRecordSchema }),
  newsPosts: new Collection({ schema: NewsPostRecordSchema }),
  indicators: new Collection({ schema: IndicatorRecordSchema }),
  taxCounter: new Collection({ schema: TaxCounterRecordSchema }),
  weather: new Collection({ schema: WeatherRecordSchema }),
  passwordResetTokens: new Collection({ schema: PasswordResetTokenRecordSchema }),
  outbox: new Collection({ schema: OutboxRecordSchema }),
};
export type MockDb = typeof db;
export type TableName = keyof MockDb;

export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear();
}
