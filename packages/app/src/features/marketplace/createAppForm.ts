import * as v from 'valibot';
import { linkRule } from '../../lib/urlRules';
import type { CreateAppLegacyFields } from '@portal-fiscal/api-client';

/** Messages are i18n keys of the `marketplace` dictionary; the page shows them per field beside the spec's banner. */
export type CreateAppMessageKey =
  | 'marketplace.create.required'
  | 'marketplace.create.ratingInvalid'
  | 'marketplace.create.linkInvalid'
  | 'marketplace.create.linkScheme'
  | 'marketplace.create.companyRequired';

const required = v.pipe(v.string(), v.trim(), v.nonEmpty('marketplace.create.required' satisfies CreateAppMessageKey));
const optionalText = v.pipe(v.string(), v.trim());
const optionalLink = linkRule<CreateAppMessageKey>('marketplace.create.linkScheme', 'marketplace.create.linkInvalid');

/**
 * The create-app form (spec 01 §5): name, description, functionalities, main_functionalities and
 * app_photo required, the rest optional. `provider` is asked only of an account that may publish for
 * any company (the page passes `needsProvider`).
 */
export const createAppFormSchema = (needsProvider: boolean) =>
  v.object({
    provider: needsProvider
      ? v.pipe(v.string(), v.nonEmpty('marketplace.create.companyRequired' satisfies CreateAppMessageKey))
      : v.string(),
    name: required,
    description: required,
    functionalities: required,
    main_functionalities: required,
    integrations: optionalText,
    tags: optionalText,
    rating: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || (/^\d(?:[.,]\d{1,2})?$/.test(s) && Number(s.replace(',', '.')) <= 5),
        'marketplace.create.ratingInvalid' satisfies CreateAppMessageKey,
      ),
    ),
    link_land: optionalLink,
    link_ios: optionalLink,
    link_android: optionalLink,
    link_web: optionalLink,
    app_photo: v.pipe(
      v.array(v.instance(File)),
      v.minLength(1, 'marketplace.create.required' satisfies CreateAppMessageKey),
      v.transform((files) => files[0] as File),
    ),
  });
export type CreateAppFormInput = v.InferInput<ReturnType<typeof createAppFormSchema>>;
export type CreateAppFormValues = v.InferOutput<ReturnType<typeof createAppFormSchema>>;

export const EMPTY_CREATE_APP_FORM: CreateAppFormInput = {
  provider: '',
  name: '',
  description: '',
  functionalities: '',
  main_functionalities: '',
  integrations: '',
  tags: '',
  rating: '',
  link_land: '',
  link_ios: '',
  link_android: '',
  link_web: '',
  app_photo: [],
};

/** The multipart fields of `POST /create/app`: blanks left out, the rating with a dot. */
export function createAppFields(values: CreateAppFormValues): CreateAppLegacyFields & { provider?: string } {
  const fields: CreateAppLegacyFields & { provider?: string } = {
    name: values.name,
    description: values.description,
    functionalities: values.functionalities,
    main_functionalities: values.main_functionalities,
  };
  const optional = ['integrations', 'tags', 'link_land', 'link_ios', 'link_android', 'link_web', 'provider'] as const;
  for (const key of optional) if (values[key]) fields[key] = values[key];
  if (values.rating) fields.rating = values.rating.replace(',', '.');
  return fields;
}
