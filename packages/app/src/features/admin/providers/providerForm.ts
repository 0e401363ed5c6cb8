import * as v from 'valibot';
import {
  STATUSES,
  hasRefusedScheme,
  isHttpUrl,
  type Provider,
  type ProviderBody,
  type ProviderUpdateBody,
  type Status,
} from '@portal-fiscal/api-client';

/** Messages are keys of the `adminProviders` dictionary (spec 02 §5, verbatim in pt-BR), resolved with t(). */
export type ProviderMessageKey =
  | 'adminProviders.errors.nameRequired'
  | 'adminProviders.errors.typeRequired'
  | 'adminProviders.errors.createTypeRequired'
  | 'adminProviders.errors.photoUrlInvalid'
  | 'adminProviders.errors.photoUrlScheme'
  | 'adminProviders.errors.statusRequired';

/** Whether a form message is one of ours (a key) rather than a server's text, shown as it came. */
export const isProviderMessageKey = (message: string): message is ProviderMessageKey => message.startsWith('adminProviders.errors.');

const key = (k: ProviderMessageKey) => k;
/** Required text: blank-only counts as empty, and so does a lone dash (how empty values travel, spec 02 §3). */
const required = (message: ProviderMessageKey) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(key(message)),
    v.check((s) => s !== '-', key(message)),
  );
const optionalText = v.pipe(v.string(), v.trim());
const status = v.picklist(STATUSES, key('adminProviders.errors.statusRequired'));

/** An absolute http(s) address: what an image URL must be (the contract's rule, re-exported for the pages). */
export { isHttpUrl };

/** Empty provider fields are sent as a single dash (spec 02 §3, §9). */
export const dash = (text: string): string => (text.trim() === '' ? '-' : text.trim());

/**
 * 'Editar Fornecedor' (spec 02 §2 Provider edit, §5): name and type required; status ATIVO/INATIVO;
 * description optional; the photo is a newly picked file (`photo`) or the stored one (`storedPhoto`, its URL).
 */
export const providerEditSchema = v.object({
  name: required('adminProviders.errors.nameRequired'),
  status,
  description: optionalText,
  providerType: required('adminProviders.errors.typeRequired'),
  photo: v.array(v.instance(File)),
  storedPhoto: v.string(),
});
export type ProviderEditInput = v.InferInput<typeof providerEditSchema>;
export type ProviderEditValues = v.InferOutput<typeof providerEditSchema>;

/** The edit form's values for a stored provider. */
export function providerEditDefaults(provider: Provider): ProviderEditInput {
  return {
    name: provider.name,
    status: provider.status,
    description: provider.description ?? '',
    providerType: provider.providerTypeUuid ?? '',
    photo: [],
    storedPhoto: provider.photo ?? '',
  };
}

/** The body of PUT /app-providers/{id}: every field of the form, blanks as a dash, with the photo's URL (new upload or stored). */
export function providerEditBody(values: ProviderEditValues, photoUrl: string): ProviderUpdateBody {
  return {
    name: values.name,
    description: dash(values.description),
    photo: dash(photoUrl),
    provider_type_uuid: values.providerType,
    providerStatus: values.status,
  };
}

/**
 * 'Criar Novo Provider' (spec 02 §2 Create provider, §5): the photo is an address (url type); name and
 * type are required; status ATIVO/INATIVO, ATIVO by default.
 */
export const providerCreateSchema = v.object({
  name: required('adminProviders.errors.nameRequired'),
  photoUrl: v.pipe(
    v.string(),
    v.trim(),
    // Another scheme (`javascript:`, `data:`) is said as such: the backend refuses it too.
    v.check((s) => !hasRefusedScheme(s), key('adminProviders.errors.photoUrlScheme')),
    v.check((s) => s === '' || hasRefusedScheme(s) || isHttpUrl(s), key('adminProviders.errors.photoUrlInvalid')),
  ),
  status,
  providerType: required('adminProviders.errors.createTypeRequired'),
  description: optionalText,
});
export type ProviderCreateInput = v.InferInput<typeof providerCreateSchema>;
export type ProviderCreateValues = v.InferOutput<typeof providerCreateSchema>;

export const DEFAULT_STATUS: Status = 'ATIVO';
export const EMPTY_PROVIDER_CREATE: ProviderCreateInput = {
  name: '',
  photoUrl: '',
  status: DEFAULT_STATUS,
  providerType: '',
  description: '',
};

/** The body of POST /app-providers (spec 02 §3 create-provider payload): empty strings sent as '-'. */
export function providerCreateBody(values: ProviderCreateValues): ProviderBody {
  return {
    name: dash(values.name),
    description: dash(values.description),
    photo: dash(values.photoUrl),
    providerStatus: values.status,
    provider_type_uuid: dash(values.providerType),
  };
}

/** Fields a server's field errors may name (`fieldErrors` of a 400 / 413 / 415), and where each shows on the edit form. */
export const EDIT_SERVER_FIELDS: Readonly<Record<string, keyof ProviderEditInput>> = {
  name: 'name',
  description: 'description',
  provider_type_uuid: 'providerType',
  providerStatus: 'status',
  photo: 'photo',
  app_photo: 'photo',
};

/** The same for the create form. */
export const CREATE_SERVER_FIELDS: Readonly<Record<string, keyof ProviderCreateInput>> = {
  name: 'name',
  description: 'description',
  provider_type_uuid: 'providerType',
  providerStatus: 'status',
  photo: 'photoUrl',
};
