import * as v from 'valibot';
import {
  MIN_PASSWORD_LENGTH,
  ROLE_OPTIONS,
  isApiError,
  roleFromUuid,
  roleUuid,
  type Account,
  type AccountCreateBody,
  type AccountUpdateBody,
  type RoleName,
  type Status,
} from '@portal-fiscal/api-client';
import { serverMessage } from '../../../lib/serverMessage';
import { websiteRule } from '../../../lib/urlRules';
import { UFS, formatBirth, formatCep, formatPhone, parseBirth, type ProfileMessageKey } from '../../../forms/profileForm';

/**
 * Messages are dictionary keys: ours (`adminUsers`, the spec's six create-user messages verbatim) and the
 * profile's (`settings`: phone, website, birth, CEP and state, the same rules as the profile screen).
 */
export type UserMessageKey =
  | 'adminUsers.errors.emailRequired'
  | 'adminUsers.errors.emailInvalid'
  | 'adminUsers.errors.passwordRequired'
  | 'adminUsers.errors.passwordTooShort'
  | 'adminUsers.errors.nameRequired'
  | 'adminUsers.errors.phoneRequired'
  | 'adminUsers.errors.roleRequired'
  | 'adminUsers.errors.statusRequired'
  | 'adminUsers.errors.companyRequired'
  | Exclude<ProfileMessageKey, 'settings.profile.errors.nameRequired'>;
const key = (k: UserMessageKey) => k;

/**
 * The role list of the user forms, in the order of spec 02 §6 (`ROLE_OPTIONS`: `{ texto, id }`):
 *
 * 1. MARKETPLACE_USER
 * 2. MARKETPLACE_PROVIDER_ADMIN
 * 3. PROVIDER_VIEWER
 * 4. MARKETPLACE_EDITOR
 * 5. PROVIDER_EDITOR
 * 6. MARKETPLACE_ADMIN   ← the create form's default (spec 02 §3: "defaults to the sixth entry")
 * 7. MARKETPLACE_VIEWER
 *
 * The original list gave the last two the editor's identifier; here every entry has its own
 * (`roleUuid`), so the sixth entry is MARKETPLACE_ADMIN, the spec's other reading of the default.
 */
export const ROLE_LIST = ROLE_OPTIONS;
export const DEFAULT_ROLE = ROLE_OPTIONS[5] as { texto: RoleName; id: string };

export const STATUS_OPTIONS: readonly Status[] = ['ATIVO', 'INATIVO'];

const trimmed = v.pipe(v.string(), v.trim());
const requiredText = (message: UserMessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

const phoneCheck = v.check((s: string) => s === '' || formatPhone(s) !== null, key('settings.profile.errors.phone'));
const website = websiteRule(key('settings.profile.errors.websiteScheme'), key('settings.profile.errors.website'));
const cep = v.pipe(
  trimmed,
  v.check((s) => s === '' || formatCep(s) !== null, key('settings.profile.errors.cep')),
);
const state = v.pipe(
  trimmed,
  v.toUpperCase(),
  v.check((s) => s === '' || (UFS as readonly string[]).includes(s), key('settings.profile.errors.state')),
);
/** A date input's value (yyyy-mm-dd): a real day, not after `today`. */
const birth = (today: string) =>
  v.pipe(
    trimmed,
    v.check((s) => s === '' || parseBirth(formatBirth(s)) === s, key('settings.profile.errors.birth')),
    v.check((s) => s === '' || s <= today, key('settings.profile.errors.birthFuture')),
  );
const role = v.pipe(
  v.string(),
  v.nonEmpty(key('adminUsers.errors.roleRequired')),
  v.check((s) => s === '' || roleFromUuid(s) !== null, key('adminUsers.errors.roleRequired')),
);
const status = v.pipe(
  v.string(),
  v.check((s): s is Status => (STATUS_OPTIONS as readonly string[]).includes(s), key('adminUsers.errors.statusRequired')),
  v.transform((s) => s as Status),
);
const photo = v.array(v.instance(File));

/**
 * 'Criar Usuário' (spec 02 §5): Email, Senha, Nome, Telefone, Role and Status required (trimmed, not
 * empty), each with the spec's message; a malformed email, phone, website, CEP, state or birth date is
 * said too. `today` (yyyy-mm-dd) bounds the birth date.
 */
export const userCreateSchema = (today: string) =>
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(key('adminUsers.errors.emailRequired')),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), key('adminUsers.errors.emailInvalid')),
    ),
    // Checked trimmed and sent as typed (the contract's schema trims it where it is stored).
    // At least MIN_PASSWORD_LENGTH characters, as the backend requires (api-client's AccountCreateBodySchema).
    password: v.pipe(
      v.string(),
      v.check((s) => s.trim() !== '', key('adminUsers.errors.passwordRequired')),
      v.check((s) => s.trim() === '' || s.trim().length >= MIN_PASSWORD_LENGTH, key('adminUsers.errors.passwordTooShort')),
    ),
    name: requiredText('adminUsers.errors.nameRequired'),
    role,
    cargo: trimmed,
    occupation: trimmed,
    phone: v.pipe(v.string(), v.trim(), v.nonEmpty(key('adminUsers.errors.phoneRequired')), phoneCheck),
    website,
    birth: birth(today),
    cep,
    city: trimmed,
    state,
    country: trimmed,
    photo,
    status,
    provider: v.string(),
  });
export type UserCreateInput = v.InferInput<ReturnType<typeof userCreateSchema>>;
export type UserCreateValues = v.InferOutput<ReturnType<typeof userCreateSchema>>;

/** The create form's starting values, and where it goes back to after a creation (spec 02 §4). */
export const userCreateDefaults = (): UserCreateInput => ({
  email: '',
  password: '',
  name: '',
  role: DEFAULT_ROLE.id,
  cargo: '',
  occupation: '',
  phone: '',
  website: '',
  birth: '',
  cep: '',
  city: '',
  state: '',
  country: '',
  photo: [],
  status: 'ATIVO',
  provider: '',
});

/**
 * POST /accounts's body (spec 02 §3): phone and CEP formatted, the role by name and by its list id, the
 * company by its uuid (and its name as `company`). Empty fields and an `appProvider` without uuid are
 * dropped by `accountCalls.create` (`compactAccountBody`).
 */
export function userCreateBody(values: UserCreateValues, providerName: string | null, profilePicture: string | null): AccountCreateBody {
  return {
    email: values.email,
    password: values.password,
    name: values.name,
    phone: formatPhone(values.phone) ?? values.phone,
    role: roleFromUuid(values.role) ?? DEFAULT_ROLE.texto,
    accountRoles: { uuid: values.role },
    accountsStatus: values.status,
    cargo: values.cargo,
    occupation: values.occupation,
    website: values.website,
    birth: values.birth,
    cep: values.cep ? (formatCep(values.cep) ?? values.cep) : '',
    city: values.city,
    state: values.state,
    country: values.country,
    company: values.provider && providerName ? providerName : '',
    profilePicture: profilePicture ?? '',
    appProvider: { uuid: values.provider },
  };
}

/**
 * 'Editar Usuário' (spec 02 §2, §5): the name required, a company required ('Selecione uma empresa antes
 * de salvar.'), the email not editable (not in the form), the rest checked as in the profile.
 */
export const userEditSchema = (today: string) =>
  v.object({
    name: requiredText('adminUsers.errors.nameRequired'),
    phone: v.pipe(trimmed, phoneCheck),
    provider: v.pipe(v.string(), v.nonEmpty(key('adminUsers.errors.companyRequired'))),
    cargo: trimmed,
    occupation: trimmed,
    website,
    birth: birth(today),
    city: trimmed,
    state,
    country: trimmed,
    cep,
    status,
    role,
    photo,
    /** The stored photo's URL; '' once removed. */
    storedPhoto: v.string(),
  });
export type UserEditInput = v.InferInput<ReturnType<typeof userEditSchema>>;
export type UserEditValues = v.InferOutput<ReturnType<typeof userEditSchema>>;

/** The edit form's starting values: the account's (birth as the date input's yyyy-mm-dd). */
export function userEditDefaults(account: Account): UserEditInput {
  return {
    name: account.name,
    phone: account.phone ?? '',
    provider: account.provider?.uuid ?? '',
    cargo: account.cargo ?? '',
    occupation: account.occupation ?? '',
    website: account.website ?? '',
    birth: account.birth ? (parseBirth(formatBirth(account.birth)) ?? '') : '',
    city: account.city ?? '',
    state: account.state ?? '',
    country: account.country ?? '',
    cep: account.cep ?? '',
    status: account.status,
    role: roleUuid(account.role),
    photo: [],
    storedPhoto: account.profilePicture ?? '',
  };
}

/**
 * What the photo becomes: a new file is uploaded (`'upload'`), a removed one is cleared (null), an
 * untouched one is not sent (undefined).
 */
export function photoChange(account: Account, values: Pick<UserEditValues, 'photo' | 'storedPhoto'>): 'upload' | null | undefined {
  if (values.photo.length) return 'upload';
  if (!values.storedPhoto && account.profilePicture) return null;
  return undefined;
}

/**
 * PUT /accounts/email/{email}'s management variant (spec 02 §7): every user field (an emptied one as
 * null), status, role by name and list id, `appProvider` as the provider's uuid text with its name as
 * `company`, and `profilePicture` only when it changed (the uploaded URL, or null when removed).
 */
export function userEditBody(values: UserEditValues, providerName: string | null, profilePicture?: string | null): AccountUpdateBody {
  const orNull = (s: string) => (s === '' ? null : s);
  const body: AccountUpdateBody = {
    name: values.name,
    phone: values.phone ? (formatPhone(values.phone) ?? values.phone) : null,
    cargo: orNull(values.cargo),
    occupation: orNull(values.occupation),
    website: orNull(values.website),
    birth: orNull(values.birth),
    city: orNull(values.city),
    state: orNull(values.state),
    country: orNull(values.country),
    cep: values.cep ? (formatCep(values.cep) ?? values.cep) : null,
    accountsStatus: values.status,
    role: roleFromUuid(values.role) ?? undefined,
    accountRoles: { uuid: values.role },
    appProvider: values.provider,
  };
  if (providerName) body.company = providerName;
  if (profilePicture !== undefined) body.profilePicture = profilePicture;
  return body;
}

/**
 * A picked photo as something to upload: a File as it is; a data URL (the original form read the file
 * that way) decoded into a Blob. Null for anything else.
 */
export function photoBlob(photo: File | string): Blob | null {
  if (typeof photo !== 'string') return photo;
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(photo);
  if (!match) return null;
  const [, type = '', base64, data = ''] = match;
  try {
    if (base64) {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      return new Blob([bytes], { type: type || 'application/octet-stream' });
    }
    return new Blob([decodeURIComponent(data)], { type: type || 'text/plain' });
  } catch {
    return null;
  }
}

/** The fields both forms have, by the body field a server names in `fieldErrors` (`applyServerFieldErrors`). */
type CommonField = keyof UserCreateInput & keyof UserEditInput;
const COMMON_SERVER_FIELDS = {
  name: 'name',
  phone: 'phone',
  cargo: 'cargo',
  occupation: 'occupation',
  website: 'website',
  birth: 'birth',
  cep: 'cep',
  city: 'city',
  state: 'state',
  country: 'country',
  role: 'role',
  accountRoles: 'role',
  accountsStatus: 'status',
  appProvider: 'provider',
  profilePicture: 'photo',
} as const satisfies Record<string, CommonField>;
export const USER_EDIT_SERVER_FIELDS: Readonly<Record<string, keyof UserEditInput>> = COMMON_SERVER_FIELDS;
/** The creation form has the email and the password too. */
export const USER_CREATE_SERVER_FIELDS: Readonly<Record<string, keyof UserCreateInput>> = {
  ...COMMON_SERVER_FIELDS,
  email: 'email',
  password: 'password',
};

/**
 * What the server said about a refused save, most specific first: its field messages (a 400 says
 * 'Você não pode rebaixar ou desativar a sua própria conta.' there), else its message; null when it
 * said nothing (the page then shows its own text).
 */
export function userServerMessage(error: unknown): string | null {
  if (isApiError(error)) {
    const fields = Object.values(error.fieldErrors).filter((m) => m.trim() !== '');
    if (fields.length) return fields.join(' ');
  }
  return serverMessage(error);
}

/** An email that has an account already (409). */
export const isEmailTaken = (error: unknown): boolean => isApiError(error) && error.status === 409;
