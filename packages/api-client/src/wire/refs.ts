import * as v from 'valibot';
import { optionalText } from './common';

/**
 * Small references embedded in bigger answers of {apiNode} (an app's provider, an account's provider,
 * an app's category). Kept here so resources can share them without importing each other.
 */
export const ProviderRefWireSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  description: v.nullish(v.string()),
  photo: v.nullish(v.string()),
  provider_type_uuid: v.nullish(v.string()),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});
export type ProviderRefWire = v.InferOutput<typeof ProviderRefWireSchema>;

export interface ProviderRef {
  uuid: string;
  name: string;
  description: string | null;
  photo: string | null;
  providerTypeUuid: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}
export const providerRefFromWire = (w: ProviderRefWire): ProviderRef => ({
  uuid: w.uuid,
  name: w.name,
  description: v.parse(optionalText, w.description),
  photo: v.parse(optionalText, w.photo),
  providerTypeUuid: v.parse(optionalText, w.provider_type_uuid),
  createdAt: w.createdAt ?? null,
  updatedAt: w.updatedAt ?? null,
});

/** A category as {apiNode} sends it (also the stored record of the mocks). */
export const CategoryWireSchema = v.object({
  appCategoriesUuid: v.string(),
  name: v.string(),
  description: v.nullish(v.string()),
});
export type CategoryWire = v.InferOutput<typeof CategoryWireSchema>;
export interface Category {
  appCategoriesUuid: string;
  name: string;
  description: string | null;
}
export const categoryFromWire = (w: CategoryWire): Category => ({
  appCategoriesUuid: w.appCategoriesUuid,
  name: w.name,
  description: v.parse(optionalText, w.description),
});

/** A subcategory reference embedded in an app. */
export const SubcategoryRefWireSchema = v.object({ appSubCategoryUuid: v.string(), name: v.optional(v.string()) });
export type SubcategoryRefWire = v.InferOutput<typeof SubcategoryRefWireSchema>;
