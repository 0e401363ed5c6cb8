import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema } from '../wire/common';

/** Wire: an app ↔ category ↔ subcategory link. */
export const CategoryRelationshipWireSchema = v.object({
  appCategoryRelationshipUuid: v.string(),
  app: v.object({ appUuid: v.string() }),
  category: v.object({ appCategoriesUuid: v.string(), name: v.optional(v.string()) }),
  subCategory: v.nullish(v.object({ appSubCategoryUuid: v.string(), name: v.optional(v.string()) })),
});
export type CategoryRelationshipWire = v.InferOutput<typeof CategoryRelationshipWireSchema>;
export interface CategoryRelationship {
  appCategoryRelationshipUuid: string;
  appUuid: string;
  appCategoriesUuid: string;
  categoryName: string | null;
  appSubCategoryUuid: string | null;
  subCategoryName: string | null;
}
export const categoryRelationshipFromWire = (w: CategoryRelationshipWire): CategoryRelationship => ({
  appCategoryRelationshipUuid: w.appCategoryRelationshipUuid,
  appUuid: w.app.appUuid,
  appCategoriesUuid: w.category.appCategoriesUuid,
  categoryName: w.category.name ?? null,
  appSubCategoryUuid: w.subCategory?.appSubCategoryUuid ?? null,
  subCategoryName: w.subCategory?.name ?? null,
});

/** Request: POST / PUT /category/relationships. */
export const CategoryRelationshipBodySchema = v.object({
  app: v.object({ appUuid: v.pipe(v.string('O app é obrigatório.'), v.nonEmpty('O app é obrigatório.')) }, 'O app é obrigatório.'),
  category: v.object(
    { appCategoriesUuid: v.pipe(v.string('A Categoria do Produto é obrigatória'), v.nonEmpty('A Categoria do Produto é obrigatória')) },
    'A Categoria do Produto é obrigatória',
  ),
  subCategory: v.object(
    {
      appSubCategoryUuid: v.pipe(
        v.string('A subcategoria do produto é obrigatória'),
        v.nonEmpty('A subcategoria do produto é obrigatória'),
      ),
    },
    'A subcategoria do produto é obrigatória',
  ),
});
export type CategoryRelationshipBody = v.InferInput<typeof CategoryRelationshipBodySchema>;

/** Wire envelopes: `data` for reads (a list for lists and per-app, one record by id), `created`, `updated`. */
export const CategoryRelationshipListWireSchema = v.object({ data: v.array(CategoryRelationshipWireSchema) });
export const CategoryRelationshipOneWireSchema = v.object({ data: CategoryRelationshipWireSchema });
export const CategoryRelationshipCreatedWireSchema = v.object({ message: v.optional(v.string()), created: CategoryRelationshipWireSchema });
export const CategoryRelationshipUpdatedWireSchema = v.object({ message: v.optional(v.string()), updated: CategoryRelationshipWireSchema });

const List = v.pipe(
  CategoryRelationshipListWireSchema,
  v.transform((w) => w.data.map(categoryRelationshipFromWire)),
);
const One = v.pipe(
  CategoryRelationshipOneWireSchema,
  v.transform((w) => categoryRelationshipFromWire(w.data)),
);
const Created = v.pipe(
  CategoryRelationshipCreatedWireSchema,
  v.transform((w) => categoryRelationshipFromWire(w.created)),
);
const Updated = v.pipe(
  CategoryRelationshipUpdatedWireSchema,
  v.transform((w) => categoryRelationshipFromWire(w.updated)),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const id = encodeURIComponent;

export function categoryRelationshipsCalls(http: Http) {
  return {
    /** GET {apiNode}/category/relationships → `{data}`. */
    list: (): Promise<CategoryRelationship[]> => http.json('apiNode', '/category/relationships', List),
    /** GET {apiNode}/category/relationships/{id} → `{data}`; 404 unknown. */
    get: (uuid: string): Promise<CategoryRelationship> => http.json('apiNode', `/category/relationships/${id(uuid)}`, One),
    /** GET {apiNode}/category/relationships/app/{appUuid} → `{data[]}`; 404 when the app has none (the app then creates one). */
    listByApp: (appUuid: string): Promise<CategoryRelationship[]> =>
      http.json('apiNode', `/category/relationships/app/${id(appUuid)}`, List),
    /** POST {apiNode}/category/relationships → `created`; 400; 403 (not the app's editor); 404 (unknown app/category/subcategory). */
    create: (body: CategoryRelationshipBody): Promise<CategoryRelationship> =>
      http.json('apiNode', '/category/relationships', Created, { method: 'post', json: body }),
    /** PUT {apiNode}/category/relationships/{id} → `updated`. */
    update: (uuid: string, body: CategoryRelationshipBody): Promise<CategoryRelationship> =>
      http.json('apiNode', `/category/relationships/${id(uuid)}`, Updated, { method: 'put', json: body }),
    /** DELETE {apiNode}/category/relationships/{id}. */
    delete: (uuid: string): Promise<string> => http.json('apiNode', `/category/relationships/${id(uuid)}`, Ack, { method: 'delete' }),
  };
}
export type CategoryRelationshipsCalls = ReturnType<typeof categoryRelationshipsCalls>;
