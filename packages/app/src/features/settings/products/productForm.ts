import * as v from 'valibot';
import { hasRefusedScheme, type Subcategory } from '@portal-fiscal/api-client';
import { isWebsite } from '../../../lib/urlRules';
import type { ProductEditData } from './productEditData';

/** Validation messages: keys of the `products` dictionary (the spec's texts in pt-BR). */
export type ProductMessageKey =
  | 'products.errors.provider'
  | 'products.errors.name'
  | 'products.errors.websiteRequired'
  | 'products.errors.websiteInvalid'
  | 'products.errors.websiteScheme'
  | 'products.errors.category'
  | 'products.errors.subcategory'
  | 'products.errors.description'
  | 'products.errors.integrations'
  | 'products.errors.features'
  | 'products.errors.images';

const key = (k: ProductMessageKey) => k;

/** The least of each list a new product needs (spec 02 §5, §9). */
export const MIN_FEATURES = 3;
export const MIN_INTEGRATIONS = 1;
export const MIN_IMAGES = 1;
/** The most images a product has, stored ones included (spec 02 §9). */
export const MAX_IMAGES = 5;

/**
 * A website as typed, made an address: trimmed, and `https://` put before a bare domain
 * (`exemplo.com.br`), so nobody has to type the scheme.
 */
export function normaliseWebsite(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Trimmed, blanks dropped, the first of each case-insensitive duplicate kept. */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const id = item.toLocaleLowerCase('pt-BR');
    if (item === '' || seen.has(id)) continue;
    seen.add(id);
    out.push(item);
  }
  return out;
}

const required = (message: ProductMessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(key(message)));
const website = v.pipe(
  v.string(),
  v.transform(normaliseWebsite),
  v.nonEmpty(key('products.errors.websiteRequired')),
  // Another scheme (`javascript:`, `data:`, `ftp:`) is said as such: the backend refuses it too.
  v.check((s) => !hasRefusedScheme(s), key('products.errors.websiteScheme')),
  v.check((s) => s === '' || hasRefusedScheme(s) || isWebsite(s), key('products.errors.websiteInvalid')),
);
const list = (min: number, message: ProductMessageKey) =>
  v.pipe(
    v.array(v.string()),
    v.transform((items: string[]) => cleanList(items)),
    v.minLength(min, key(message)),
  );

/** What both product forms hold (the registration form also the company, for who may choose it). */
export interface ProductFormInput {
  provider: string;
  name: string;
  website: string;
  category: string;
  subcategory: string;
  description: string;
  integrations: string[];
  features: string[];
  /** New images to send. */
  images: File[];
}
/** The same, checked: texts trimmed, the website an address, lists cleaned. */
export type ProductFormValues = ProductFormInput;

/**
 * Product registration (spec 02 §5): name, website (an address), category, subcategory and description
 * required; the company when the user may register for any (`needsProvider`); at least one
 * integration, three main features and one image.
 */
export const productRegistrationSchema = (needsProvider: boolean) =>
  v.object({
    provider: needsProvider ? required('products.errors.provider') : v.string(),
    name: required('products.errors.name'),
    website,
    category: required('products.errors.category'),
    subcategory: required('products.errors.subcategory'),
    description: required('products.errors.description'),
    integrations: list(MIN_INTEGRATIONS, 'products.errors.integrations'),
    features: list(MIN_FEATURES, 'products.errors.features'),
    images: v.pipe(v.array(v.instance(File)), v.minLength(MIN_IMAGES, key('products.errors.images'))),
  }) satisfies v.GenericSchema<ProductFormInput, ProductFormValues>;

/**
 * Product edit (spec 02 §5): the same texts required; integrations and main features may be any number
 * (the 3-feature hint is shown, not enforced); the image count is bounded by the picker (5 in total).
 */
export const productEditSchema = v.object({
  provider: v.string(),
  name: required('products.errors.name'),
  website,
  category: required('products.errors.category'),
  subcategory: required('products.errors.subcategory'),
  description: required('products.errors.description'),
  integrations: list(0, 'products.errors.integrations'),
  features: list(0, 'products.errors.features'),
  images: v.array(v.instance(File)),
}) satisfies v.GenericSchema<ProductFormInput, ProductFormValues>;

export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  provider: '',
  name: '',
  website: '',
  category: '',
  subcategory: '',
  description: '',
  integrations: [],
  features: [],
  images: [],
};

/** The subcategories of `category`, in the order the API gave them. */
export const subcategoriesOf = (all: readonly Subcategory[] | undefined, category: string): Subcategory[] =>
  category ? (all ?? []).filter((sub) => sub.appCategoriesUuid === category) : [];

/**
 * The subcategory after the category changes (spec 02 §4): cleared when registering; the category's
 * first one when editing (none: cleared).
 */
export function subcategoryAfterCategoryChange(mode: 'create' | 'edit', all: readonly Subcategory[] | undefined, category: string): string {
  if (mode === 'create') return '';
  return subcategoriesOf(all, category)[0]?.appSubCategoryUuid ?? '';
}

/** The category and subcategory an app is in: its relationship, else the app's own fields. */
export function categoryOf(data: ProductEditData): { category: string; subcategory: string } {
  if (data.relationship) return { category: data.relationship.appCategoriesUuid, subcategory: data.relationship.appSubCategoryUuid ?? '' };
  return { category: data.app.category?.appCategoriesUuid ?? '', subcategory: data.app.subcategory?.appSubCategoryUuid ?? '' };
}

/** The edit form's starting values: what is stored. */
export function productEditDefaults(data: ProductEditData): ProductFormInput {
  return {
    provider: data.app.provider?.uuid ?? '',
    name: data.app.name,
    website: data.app.website ?? '',
    ...categoryOf(data),
    description: data.app.description ?? '',
    integrations: [...data.app.integrations],
    features: data.functionalities.map((f) => f.description),
    images: [],
  };
}
