import * as v from 'valibot';
import type { Provider, ProviderBody } from '@portal-fiscal/api-client';

/** Messages are keys of the `company` dictionary (spec 02 §5 Company, verbatim in pt-BR). */
export type CompanyMessageKey =
  'company.errors.nameRequired' | 'company.errors.descriptionRequired' | 'company.errors.typeRequired' | 'company.errors.logoRequired';

const key = (k: CompanyMessageKey) => k;
/** Required text: blank-only counts as empty (spec 02 §5). */
const required = (message: CompanyMessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(key(message)));

/**
 * The company form (spec 02 §2 Company screen, §5): name, description, provider type and logo are
 * required. The logo is a newly picked file (`logo`) or the stored one (`storedLogo`, its URL).
 */
export const companyFormSchema = v.pipe(
  v.object({
    name: required('company.errors.nameRequired'),
    description: required('company.errors.descriptionRequired'),
    providerType: required('company.errors.typeRequired'),
    logo: v.array(v.instance(File)),
    storedLogo: v.string(),
  }),
  v.forward(
    v.check((input) => input.logo.length > 0 || input.storedLogo.trim() !== '', key('company.errors.logoRequired')),
    ['logo'],
  ),
);
export type CompanyFormInput = v.InferInput<typeof companyFormSchema>;
export type CompanyFormValues = v.InferOutput<typeof companyFormSchema>;

/** The form's values for a stored provider, or empty for a new company. */
export function companyFormDefaults(provider: Provider | null): CompanyFormInput {
  return {
    name: provider?.name ?? '',
    description: provider?.description ?? '',
    providerType: provider?.providerTypeUuid ?? '',
    logo: [],
    storedLogo: provider?.photo ?? '',
  };
}

/** Whether the form has a logo to save (a new file or the stored one): without it, submit stays disabled. */
export const hasLogo = (values: Pick<CompanyFormInput, 'logo' | 'storedLogo'>): boolean =>
  values.logo.length > 0 || values.storedLogo.trim() !== '';

/** The body of POST / PUT /app-providers, with the logo's URL (new upload or the stored one). */
export function providerBody(values: CompanyFormValues, photo: string): ProviderBody {
  return { name: values.name, description: values.description, photo, provider_type_uuid: values.providerType };
}

/** Form fields a server's field errors may name (`fieldErrors` of a 400 / 413 / 415), and where each shows. */
export const SERVER_FIELDS: Readonly<Record<string, keyof CompanyFormInput>> = {
  name: 'name',
  description: 'description',
  provider_type_uuid: 'providerType',
  photo: 'logo',
  app_photo: 'logo',
};
