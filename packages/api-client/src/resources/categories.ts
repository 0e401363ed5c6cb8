import * as v from 'valibot';
import type { Http } from '../http';
import { CategoryWireSchema, categoryFromWire, type Category } from '../wire/refs';

/** Wire: GET {apiNode}/categories → `{ categories }`. */
export const CategoryListWireSchema = v.object({ categories: v.array(CategoryWireSchema) });

const List = v.pipe(
  CategoryListWireSchema,
  v.transform((w) => w.categories.map(categoryFromWire)),
);

export function categoriesCalls(http: Http) {
  return {
    /** GET {apiNode}/categories → every category. */
    list: (): Promise<Category[]> => http.json('apiNode', '/categories', List),
  };
}
export type CategoriesCalls = ReturnType<typeof categoriesCalls>;
