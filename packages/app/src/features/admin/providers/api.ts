import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providersCalls, uploadsCalls, type Provider, type ProviderBody } from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { marketplaceKeys } from '../../../data/marketplace';
import { providerEditBody, type ProviderEditValues } from './providerForm';

/** Which step of a save failed: the photo's upload or the provider's write. */
export type ProviderSaveStep = 'upload' | 'save';
export class ProviderSaveError extends Error {
  readonly step: ProviderSaveStep;
  /** What the call threw (an ApiError when the backend answered). */
  readonly reason: unknown;
  constructor(step: ProviderSaveStep, reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ProviderSaveError';
    this.step = step;
    this.reason = reason;
  }
}

async function step<T>(which: ProviderSaveStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ProviderSaveError(which, error);
  }
}

/** Photos already uploaded, by picked file: a retry after a failed save does not upload the same file again. */
const uploadedPhotos = new WeakMap<File, string>();

export interface UpdateProviderInput {
  uuid: string;
  values: ProviderEditValues;
}

/**
 * 'Editar Fornecedor': uploads the photo first, only when a new one was picked (uploadsCalls.uploadAsset),
 * then PUT /app-providers/{id}. The provider's cache takes the answer; the marketplace's providers and
 * apps (which show the provider's name and logo) are refetched.
 */
export function useUpdateProvider() {
  const providers = useResource(providersCalls);
  const uploads = useResource(uploadsCalls);
  const queryClient = useQueryClient();
  return useMutation<Provider, ProviderSaveError, UpdateProviderInput>({
    mutationFn: async ({ uuid, values }) => {
      let photo = values.storedPhoto;
      const file = values.photo[0];
      if (file) {
        const known = uploadedPhotos.get(file);
        if (known) photo = known;
        else {
          photo = await step('upload', async () => (await uploads.uploadAsset(file)).imageUrl);
          uploadedPhotos.set(file, photo);
        }
      }
      const saved = await step('save', () => providers.update(uuid, providerEditBody(values, photo)));
      queryClient.setQueryData(marketplaceKeys.provider(saved.uuid), saved);
      return saved;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps }),
      ]),
  });
}

/** 'Criar Novo Provider': POST /app-providers; the new provider is cached and every provider list refetches. */
export function useCreateProvider() {
  const providers = useResource(providersCalls);
  const queryClient = useQueryClient();
  return useMutation<Provider, unknown, ProviderBody>({
    mutationFn: (body) => providers.create(body),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers });
      queryClient.setQueryData(marketplaceKeys.provider(created.uuid), created);
    },
  });
}
