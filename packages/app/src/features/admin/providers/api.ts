import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providersCalls, uploadsCalls, type Provider, type ProviderBody } from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { uploadOnce } from '../../../lib/uploadOnce';
import { marketplaceKeys } from '../../../data/marketplace';
import { type SaveError, inStep } from '../../../forms/saveError';
import { providerEditBody, type ProviderEditValues } from './providerForm';

/** Photos already uploaded, by picked file: a retry after a failed save does not upload the same file again. */
const uploadPhotoOnce = uploadOnce();

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
  return useMutation<Provider, SaveError, UpdateProviderInput>({
    mutationFn: async ({ uuid, values }) => {
      let photo = values.storedPhoto;
      const file = values.photo[0];
      if (file) photo = await uploadPhotoOnce(file, () => inStep('upload', async () => (await uploads.uploadAsset(file)).imageUrl));
      const saved = await inStep('save', () => providers.update(uuid, providerEditBody(values, photo)));
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
