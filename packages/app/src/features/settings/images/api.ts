import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadsCalls, type UploadResult } from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { retryUnlessClientError } from '../../../lib/queryErrors';

export const uploadKeys = {
  all: ['uploads'] as const,
  list: () => [...uploadKeys.all, 'list'] as const,
};

/** GET {server}/uploads: every file the signed-in account uploaded, newest first (the assets API's uploads included). */
export function useUploadedFiles() {
  const calls = useResource(uploadsCalls);
  return useQuery({ queryKey: uploadKeys.list(), queryFn: () => calls.list(), retry: retryUnlessClientError });
}

export interface UploadImageInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** One image to the assets API (`uploadAsset`, field `app_photo`). */
export function useUploadImage() {
  const calls = useResource(uploadsCalls);
  return useMutation<UploadResult, unknown, UploadImageInput>({
    mutationFn: ({ file, onProgress }) => calls.uploadAsset(file, onProgress ? { onProgress } : {}),
  });
}

/** After a batch: the saved list refetches once. */
export function useRefreshUploads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: uploadKeys.all });
}
