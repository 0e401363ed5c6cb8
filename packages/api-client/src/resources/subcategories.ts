import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema } from '../wire/common';

/** Wire: a subcategory of {apiNode}; its category as `{ appCategoriesUuid }`. */
export const SubcategoryWireSchema = v.object({
  appSubCategoryUuid: v.string(),
  name: v.string(),
  appCategoryUuid: v.nullish(v.object({ appCategoriesUuid: v.string(), name: v.optional(v.string()) })),
});
export type SubcategoryWire = v.InferOutput<typeof SubcategoryWireSchema>;
export interface Subcategory {
  appSubCategoryUuid: string;
  name: string;
  appCategoriesUuid: string | null;
}
export const subcategoryFromWire = (w: SubcategoryWire): Subcategory => ({
  appSubCategoryUuid: w.appSubCategoryUuid,
  name: w.name,
  appCategoriesUuid: w.appCategoryUuid?.appCategoriesUuid ?? null,
});

/** Request: POST / PUT /app-subcategories. */
export const SubcategoryBodySchema = v.object({
  name: v.pipe(v.string('O nome da subcategoria é obrigatório.'), v.trim(), v.nonEmpty('O nome da subcategoria é obrigatório.')),
  appCategoryUuid: v.object(
    { appCategoriesUuid: v.pipe(v.string('A Categoria do Produto é obrigatória'), v.nonEmpty('A Categoria do Produto é obrigatória')) },
    'A Categoria do Produto é obrigatória',
  ),
});
export type SubcategoryBody = v.InferInput<typeof SubcategoryBodySchema>;
export const SubcategoryUpdateBodySchema = v.partial(SubcategoryBodySchema);
export type SubcategoryUpdateBody = v.InferInput<typeof SubcategoryUpdateBodySchema>;

/** Wire: lists come as `{ subcategories }`. */
export const SubcategoryListWireSchema = v.object({ subcategories: v.array(SubcategoryWireSchema) });

const One = v.pipe(SubcategoryWireSchema, v.transform(subcategoryFromWire));
const List = v.pipe(
  SubcategoryListWireSchema,
  v.transform((w) => w.subcategories.map(subcategoryFromWire)),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const id = encodeURIComponent;

export function subcategoriesCalls(http: Http) {
  return {
    /** GET {apiNode}/app-subcategories → `{subcategories}`. */
    list: (): Promise<Subcategory[]> => http.json('apiNode', '/app-subcategories', List),
    /** GET {apiNode}/app-subcategories/{id}; 404 unknown. */
    get: (uuid: string): Promise<Subcategory> => http.json('apiNode', `/app-subcategories/${id(uuid)}`, One),
    /** GET {apiNode}/app-subcategories/category/{id} → the category's subcategories; 404 unknown category. */
    listByCategory: (categoryUuid: string): Promise<Subcategory[]> =>
      http.json('apiNode', `/app-subcategories/category/${id(categoryUuid)}`, List),
    /** POST {apiNode}/app-subcategories (bearer; canEditAll) → the created subcategory. */
    create: (body: SubcategoryBody): Promise<Subcategory> =>
      http.json('apiNode', '/app-subcategories', One, { method: 'post', json: body }),
    /** PUT {apiNode}/app-subcategories/{id} (bearer; canEditAll). */
    update: (uuid: string, body: SubcategoryUpdateBody): Promise<Subcategory> =>
      http.json('apiNode', `/app-subcategories/${id(uuid)}`, One, { method: 'put', json: body }),
    /** DELETE {apiNode}/app-subcategories/{id} (bearer; canEditAll); 409 while apps use it. */
    delete: (uuid: string): Promise<string> => http.json('apiNode', `/app-subcategories/${id(uuid)}`, Ack, { method: 'delete' }),
  };
}
export type SubcategoriesCalls = ReturnType<typeof subcategoriesCalls>;
