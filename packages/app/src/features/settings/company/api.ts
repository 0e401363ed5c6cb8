import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isApiError, providersCalls, uploadsCalls, type Provider } from '@portal-fiscal/api-client';
import { useResource } from '../../../lib/api';
import { uploadOnce } from '../../../lib/uploadOnce';
import { accountKeys, useUpdateMyAccount } from '../../../data/account';
import { sessionAtom } from '../../../lib/session';
import { marketplaceKeys } from '../../../data/marketplace';
import { SaveError, inStep } from '../../../forms/saveError';
import { providerBody, type CompanyFormValues } from './companyForm';

/**
 * A company created but not yet attached to the account (the tab was closed or reloaded in between, or
 * the attach failed): remembered in this tab's sessionStorage, so the next save attaches and updates it
 * instead of creating a second one, and the form comes back filled.
 */
const pendingKey = (email: string) => `portal-fiscal.company.pending.${email}`;
export function readPendingCompany(email: string): string | null {
  try {
    return email ? window.sessionStorage.getItem(pendingKey(email)) : null;
  } catch {
    return null;
  }
}
function writePendingCompany(email: string, uuid: string | null): void {
  try {
    if (uuid) window.sessionStorage.setItem(pendingKey(email), uuid);
    else window.sessionStorage.removeItem(pendingKey(email));
  } catch {
    // Storage refused (private mode): the flow still works, only without the recovery.
  }
}
export const forgetPendingCompany = (email: string) => writePendingCompany(email, null);

export interface SaveCompanyInput {
  values: CompanyFormValues;
  /** The stored company, or null to register one. */
  provider: Provider | null;
  /** The account's `company` now: it follows the company's name. */
  accountCompany: string | null;
  onProgress?: (fraction: number) => void;
}
export interface SaveCompanyResult {
  provider: Provider;
  created: boolean;
}

/** Logos already uploaded, by picked file: a retry after a failed save does not upload the same file again. */
const uploadLogoOnce = uploadOnce();

/**
 * Saves the company (spec 02 §4 Company): uploads the logo first, only when a new one was picked; then
 * creates the provider (no company yet) and attaches it to the account (`{appProvider: {uuid}, company}`),
 * or updates it (and the account's `company` when the name changed). The account's cache follows
 * (useUpdateMyAccount), and the marketplace's providers and apps are refetched.
 */
export function useSaveCompany() {
  const providers = useResource(providersCalls);
  const uploads = useResource(uploadsCalls);
  const queryClient = useQueryClient();
  const updateAccount = useUpdateMyAccount();
  const email = useAtomValue(sessionAtom)?.email ?? '';

  return useMutation<SaveCompanyResult, SaveError, SaveCompanyInput>({
    mutationFn: async ({ values, provider, accountCompany, onProgress }) => {
      let photo = values.storedLogo;
      const file = values.logo[0];
      if (file)
        photo = await uploadLogoOnce(file, () =>
          inStep('upload', async () => (await uploads.uploadAsset(file, onProgress ? { onProgress } : {})).imageUrl),
        );
      const body = providerBody(values, photo);

      if (provider) {
        const saved = await inStep('save', () => providers.update(provider.uuid, body));
        queryClient.setQueryData(marketplaceKeys.provider(saved.uuid), saved);
        if (saved.name !== accountCompany) await inStep('save', () => updateAccount.mutateAsync({ company: saved.name }));
        else await queryClient.invalidateQueries({ queryKey: accountKeys.all });
        return { provider: saved, created: false };
      }

      // A company created before, not attached yet: attach it (the backend then lets the account edit it) and update it.
      const pending = readPendingCompany(email);
      if (pending) {
        try {
          await updateAccount.mutateAsync({ appProvider: { uuid: pending }, company: values.name });
          const saved = await providers.update(pending, body);
          queryClient.setQueryData(marketplaceKeys.provider(saved.uuid), saved);
          forgetPendingCompany(email);
          return { provider: saved, created: true };
        } catch (error) {
          // Gone meanwhile (400 on the attach, 404 on the update): register a new one below.
          if (!(isApiError(error) && (error.status === 400 || error.status === 404))) throw new SaveError('save', error);
          forgetPendingCompany(email);
        }
      }
      const created = await inStep('save', () => providers.create(body));
      writePendingCompany(email, created.uuid);
      queryClient.setQueryData(marketplaceKeys.provider(created.uuid), created);
      await inStep('save', () => updateAccount.mutateAsync({ appProvider: { uuid: created.uuid }, company: created.name }));
      forgetPendingCompany(email);
      return { provider: created, created: true };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps }),
      ]),
  });
}
