import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountCalls, uploadsCalls, type Account, type AccountCreateBody, type AccountUpdateBody } from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { accountKeys, useUpdateMyAccount } from '../../../data/account';
import { sessionAtom } from '../../../lib/session';
import { uploadOnce } from '../../../lib/uploadOnce';
import { marketplaceKeys } from '../../../data/marketplace';
import { SaveError, inStep } from '../../../forms/saveError';
import { adminKeys } from '../api';
import { photoBlob } from './userForm';

/** Photos already uploaded, by picked file: a retry after a refused save does not upload the same file again. */
const uploadPhotoOnce = uploadOnce();

/** Uploads a picked photo (a File, or a data URL) first and gives its image URL. */
function useUploadPhoto() {
  const uploads = useResource(uploadsCalls);
  return async (photo: File | string): Promise<string> => {
    const blob = photoBlob(photo);
    if (!blob) throw new SaveError('upload', new Error('Erro ao processar imagem'));
    const upload = () => inStep('upload', async () => (await uploads.uploadAsset(blob)).imageUrl);
    // A data URL makes a new blob each time: only a picked file is remembered.
    return typeof photo === 'string' ? upload() : uploadPhotoOnce(photo, upload);
  };
}

/** After a write: the accounts (list and one's own) and the providers (their `accounts[]`) are read again. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
    ]);
}

export interface CreateUserInput {
  /** The body without its photo. */
  body: AccountCreateBody;
  /** A picked photo: uploaded first, its URL sent as `profilePicture`. */
  photo: File | string | null;
}

/** 'Criar Usuário' (spec 02 §4, §5): the photo uploaded first, then POST /accounts (empty fields dropped). */
export function useCreateUser() {
  const calls = useResource(accountCalls);
  const upload = useUploadPhoto();
  const refresh = useRefreshAfterWrite();
  return useMutation<Account, SaveError, CreateUserInput>({
    mutationFn: async ({ body, photo }) => {
      const profilePicture = photo ? await upload(photo) : undefined;
      return inStep('save', () => calls.create(profilePicture ? { ...body, profilePicture } : body));
    },
    onSuccess: refresh,
  });
}

export interface UpdateUserInput {
  /** The account's email (its address in the contract; it cannot change). */
  email: string;
  /** The management variant's body, `profilePicture` left to `photo`. */
  body: AccountUpdateBody;
  /** A new photo: uploaded first. */
  photo: File | null;
}

/**
 * 'Editar Usuário': a new photo uploaded first, then PUT /accounts/email/{email}. One's own account goes
 * through `useUpdateMyAccount`, so the header's name and photo follow at once.
 */
export function useUpdateUser() {
  const calls = useResource(accountCalls);
  const mine = useUpdateMyAccount();
  const me = useAtomValue(sessionAtom)?.email.toLowerCase() ?? '';
  const upload = useUploadPhoto();
  const refresh = useRefreshAfterWrite();
  const queryClient = useQueryClient();
  return useMutation<Account, SaveError, UpdateUserInput>({
    mutationFn: async ({ email, body, photo }) => {
      const profilePicture = photo ? await upload(photo) : undefined;
      const full = profilePicture ? { ...body, profilePicture } : body;
      return inStep('save', () => (email.toLowerCase() === me ? mine.mutateAsync(full) : calls.updateByEmail(email, full)));
    },
    onSuccess: (saved) => {
      // The record screen shows the saved account at once, while the lists are read again.
      queryClient.setQueryData<Account[]>(adminKeys.accounts, (list) =>
        list?.map((account) => (account.uuid === saved.uuid ? saved : account)),
      );
      return refresh();
    },
  });
}
