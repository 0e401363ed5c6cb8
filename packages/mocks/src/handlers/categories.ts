import { http } from 'msw';
import { CategoryListWireSchema } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { withAuth, withBehaviour } from '../lib/guard';
import { wireJson } from '../lib/responses';
import { comparePtBR } from '../lib/indexes';

export const categoriesHandlers = (urls: MockBaseUrls) => ({
  /** GET {apiNode}/categories → `{categories}` by name. */
  'categories.list': http.get(
    `${urls.apiNode}/categories`,
    withBehaviour(
      withAuth(() =>
        wireJson(CategoryListWireSchema, {
          categories: db.categories
            .all()
            .slice()
            .sort((a, b) => comparePtBR(a.name, b.name)),
        }),
      ),
    ),
  ),
});
