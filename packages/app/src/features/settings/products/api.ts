import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  appMediasCalls,
  appsCalls,
  categoryRelationshipsCalls,
  mainFunctionalitiesCalls,
  subcategoriesCalls,
  uploadsCalls,
} from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { notFoundError, retryUnlessClientError } from '../../../lib/queryErrors';
import { useAccess } from '../../../data/account';
import { productKeys } from '../../../data/marketplace';
import type { CreateProductCalls } from './createProduct';
import type { UpdateProductCalls } from './updateProduct';
import type { ProductEditData } from './productEditData';

/**
 * The products of the signed-in account (the apps of its company), for the product list. Waits for
 * the account lookup; disabled without an account (no session, or the lookup failed).
 */
export function useMyProducts() {
  const apps = useResource(appsCalls);
  const access = useAccess();
  const accountUuid = access.account?.uuid ?? '';
  return useQuery({
    queryKey: productKeys.mine(accountUuid),
    queryFn: () => apps.listByAccount(accountUuid),
    enabled: accountUuid !== '',
    retry: retryUnlessClientError,
  });
}

/** Every subcategory (`GET /app-subcategories`), once; the forms keep those of the chosen category. */
export function useSubcategories() {
  const subcategories = useResource(subcategoriesCalls);
  return useQuery({
    queryKey: productKeys.subcategories,
    queryFn: () => subcategories.list(),
    staleTime: 10 * 60_000,
    retry: retryUnlessClientError,
  });
}

/**
 * One app as the edit form needs it (spec 02 §2 Product edit form): the app, its category relationship
 * (404 or none: null), its main functionalities and its medias. A 404 of the app itself is the error.
 * Not refetched on focus: the form keeps what the user is typing.
 */
export function useProductEditData(appUuid: string) {
  const apps = useResource(appsCalls);
  const relationships = useResource(categoryRelationshipsCalls);
  const functionalities = useResource(mainFunctionalitiesCalls);
  const medias = useResource(appMediasCalls);
  return useQuery({
    queryKey: productKeys.edit(appUuid),
    queryFn: async (): Promise<ProductEditData> => {
      const app = await apps.get(appUuid);
      const [relationship, features, images] = await Promise.all([
        relationships.listByApp(appUuid).then(
          (list) => list[0] ?? null,
          (error: unknown) => {
            if (notFoundError(error)) return null;
            throw error;
          },
        ),
        functionalities.listByApp(appUuid),
        medias.listByApp(appUuid),
      ]);
      return { app, relationship, functionalities: features, medias: images };
    },
    refetchOnWindowFocus: false,
    retry: retryUnlessClientError,
  });
}

/**
 * The client calls both product forms make (the creation's and the update's steps: uploads, the app,
 * its category relationship, main features and medias), from the running portal.
 */
export function useProductCalls(): CreateProductCalls & UpdateProductCalls {
  const uploads = useResource(uploadsCalls);
  const apps = useResource(appsCalls);
  const relationships = useResource(categoryRelationshipsCalls);
  const functionalities = useResource(mainFunctionalitiesCalls);
  const medias = useResource(appMediasCalls);
  return useMemo(
    () => ({ uploads, apps, relationships, functionalities, medias }),
    [uploads, apps, relationships, functionalities, medias],
  );
}
