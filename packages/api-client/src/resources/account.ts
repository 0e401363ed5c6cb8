import * as v from 'valibot';
import type { Http } from '../http';
import { permissionsFor, roleUuid, RoleNameSchema, type Permissions, type RoleName } from '../roles';
import { MessageWireSchema, StatusSchema, optionalText, type Status } from '../wire/common';
import { ProviderRefWireSchema, providerRefFromWire, type ProviderRef } from '../wire/refs';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './auth';
import { imageRef, optionalHttpUrl, safeHttpUrl } from '../wire/url';

/** Wire: an account of {apiNode} (never with its password). */
export const AccountWireSchema = v.object({
  id: v.number(),
  uuid: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.nullish(v.string()),
  role: v.optional(RoleNameSchema),
  accountRoles: v.object({ uuid: v.string(), roleName: RoleNameSchema }),
  cargo: v.nullish(v.string()),
  occupation: v.nullish(v.string()),
  company: v.nullish(v.string()),
  website: v.nullish(v.string()),
  birth: v.nullish(v.string()),
  cep: v.nullish(v.string()),
  city: v.nullish(v.string()),
  state: v.nullish(v.string()),
  country: v.nullish(v.string()),
  recoveryEmail: v.nullish(v.string()),
  creationSource: v.nullish(v.string()),
  profilePicture: v.nullish(v.string()),
  accountsStatus: StatusSchema,
  appProvider: v.nullish(ProviderRefWireSchema),
  appRatings: v.optional(v.array(v.object({ stars: v.number() })), []),
  createdAt: v.string(),
  updatedAt: v.string(),
  lastLoggedAt: v.nullish(v.string()),
});
export type AccountWire = v.InferInput<typeof AccountWireSchema>;

export interface Account {
  id: number;
  uuid: string;
  name: string;
  email: string;
  phone: string | null;
  role: RoleName;
  roleUuid: string;
  cargo: string | null;
  occupation: string | null;
  company: string | null;
  website: string | null;
  /** ISO date (yyyy-mm-dd) or null. */
  birth: string | null;
  cep: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  recoveryEmail: string | null;
  creationSource: string | null;
  profilePicture: string | null;
  status: Status;
  provider: ProviderRef | null;
  ratingStars: number[];
  createdAt: string;
  updatedAt: string;
  lastLoggedAt: string | null;
}

const t = (value: string | null | undefined) => v.parse(optionalText, value);
export function accountFromWire(input: AccountWire): Account {
  const w = v.parse(AccountWireSchema, input);
  return {
    id: w.id,
    uuid: w.uuid,
    name: w.name,
    email: w.email,
    phone: t(w.phone),
    role: w.accountRoles.roleName,
    roleUuid: w.accountRoles.uuid,
    cargo: t(w.cargo),
    occupation: t(w.occupation),
    company: t(w.company),
    // Only an http(s) site reaches the app: any other stored scheme reads as none.
    website: safeHttpUrl(w.website),
    birth: t(w.birth),
    cep: t(w.cep),
    city: t(w.city),
    state: t(w.state),
    country: t(w.country),
    recoveryEmail: t(w.recoveryEmail),
    creationSource: t(w.creationSource),
    profilePicture: t(w.profilePicture),
    status: w.accountsStatus,
    provider: w.appProvider ? providerRefFromWire(w.appProvider) : null,
    ratingStars: w.appRatings.map((r) => r.stars),
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    lastLoggedAt: w.lastLoggedAt ?? null,
  };
}

/** Wire: a short account embedded in a provider (`accounts[]`). */
export const AccountSummaryWireSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  email: v.string(),
  cargo: v.nullish(v.string()),
  company: v.nullish(v.string()),
  accountsStatus: StatusSchema,
  profilePicture: v.nullish(v.string()),
});
export type AccountSummaryWire = v.InferOutput<typeof AccountSummaryWireSchema>;
export interface AccountSummary {
  uuid: string;
  name: string;
  email: string;
  cargo: string | null;
  company: string | null;
  status: Status;
  profilePicture: string | null;
}
export const accountSummaryFromWire = (w: AccountSummaryWire): AccountSummary => ({
  uuid: w.uuid,
  name: w.name,
  email: w.email,
  cargo: t(w.cargo),
  company: t(w.company),
  status: w.accountsStatus,
  profilePicture: t(w.profilePicture),
});

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
const optionalString = v.optional(v.nullable(v.string()));
/** An optional site / picture: http(s) only (a picture may also be a bare asset id), never `javascript:` or `data:`. */
const optionalWebsite = v.optional(v.nullable(optionalHttpUrl()));
const optionalPicture = v.optional(v.nullable(imageRef()));

/** Request: POST {apiNode}/accounts (create user; spec 02 §5 messages). Give `role` or `accountRoles.uuid`. */
export const AccountCreateBodySchema = v.pipe(
  v.object({
    email: v.pipe(required('O campo Email é obrigatório.'), v.email('Informe um email válido.')),
    password: v.pipe(required('O campo Senha é obrigatório.'), v.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)),
    name: required('O campo Nome é obrigatório.'),
    phone: required('O campo Telefone é obrigatório.'),
    role: v.optional(RoleNameSchema),
    accountRoles: v.optional(v.object({ uuid: v.string() })),
    accountsStatus: v.picklist(['ATIVO', 'INATIVO'], 'O campo Status é obrigatório.'),
    cargo: optionalString,
    occupation: optionalString,
    company: optionalString,
    website: optionalWebsite,
    birth: optionalString,
    cep: optionalString,
    city: optionalString,
    state: optionalString,
    country: optionalString,
    recoveryEmail: optionalString,
    creationSource: optionalString,
    profilePicture: optionalPicture,
    appProvider: v.optional(v.object({ uuid: v.string() })),
  }),
  v.forward(
    v.check((b) => b.role !== undefined || (b.accountRoles?.uuid ?? '').trim() !== '', 'O campo Role é obrigatório.'),
    ['role'],
  ),
);
export type AccountCreateBody = v.InferInput<typeof AccountCreateBodySchema>;

/** Request: PUT {apiNode}/accounts/email/{email}. Every field optional; the email itself cannot change. */
export const AccountUpdateBodySchema = v.object({
  email: v.optional(v.string()),
  name: v.optional(required('O campo Nome é obrigatório.')),
  phone: optionalString,
  cargo: optionalString,
  occupation: optionalString,
  company: optionalString,
  website: optionalWebsite,
  birth: optionalString,
  cep: optionalString,
  city: optionalString,
  state: optionalString,
  country: optionalString,
  recoveryEmail: optionalString,
  profilePicture: optionalPicture,
  accountsStatus: v.optional(StatusSchema),
  role: v.optional(RoleNameSchema),
  accountRoles: v.optional(v.object({ uuid: v.string() })),
  /** The provider: `{uuid, ...}` (company flow), its uuid as text (management variant), or null to detach. */
  appProvider: v.optional(v.nullable(v.union([v.object({ uuid: v.string() }), v.string()]))),
});
export type AccountUpdateBody = v.InferInput<typeof AccountUpdateBodySchema>;

export const AccountListWireSchema = v.object({ accounts: v.array(AccountWireSchema) });
export const AccountOneWireSchema = v.object({ account: AccountWireSchema });
/** Wire: GET {server}/acc/id. */
export const AccountIdWireSchema = v.object({ id: v.number() });
/** Wire: GET {server}/acc/last/logged (null when the account never signed in). */
export const LastLoggedWireSchema = v.object({ lastLoggedAt: v.nullable(v.string()) });

const One = v.pipe(
  AccountOneWireSchema,
  v.transform((w) => accountFromWire(w.account)),
);
const List = v.pipe(
  AccountListWireSchema,
  v.transform((w) => w.accounts.map(accountFromWire)),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);
const enc = encodeURIComponent;

export interface AccountWithPermissions extends Permissions {
  account: Account;
}

/** Drops empty or null fields and an `appProvider` without uuid, as the create-user form does (spec 02 §3). */
export function compactAccountBody<T extends Record<string, unknown>>(body: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'appProvider' && typeof value === 'object' && !(value as { uuid?: unknown }).uuid) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}

export function accountCalls(http: Http) {
  const getByEmail = (email: string): Promise<Account> => http.json('apiNode', `/accounts/email/${enc(email)}`, One);
  return {
    /** GET {server}/acc/id → the signed-in account's numeric id. */
    getId: (): Promise<number> =>
      http.json(
        'server',
        '/acc/id',
        v.pipe(
          AccountIdWireSchema,
          v.transform((w) => w.id),
        ),
      ),
    /** GET {server}/acc/last/logged → ISO time of the previous sign-in, or null. */
    getLastLogged: (): Promise<string | null> =>
      http.json(
        'server',
        '/acc/last/logged',
        v.pipe(
          LastLoggedWireSchema,
          v.transform((w) => w.lastLoggedAt),
        ),
      ),
    /** GET {apiNode}/accounts → every account; canEditAll only (403). */
    list: (): Promise<Account[]> => http.json('apiNode', '/accounts', List),
    /** GET {apiNode}/accounts/email/{email} → `{account}`; own account, or any with canEditAll (403); 404 unknown. */
    getByEmail,
    /** The role service's getAccountAndCanEdit: the account plus its permissions. */
    async getWithPermissions(email: string): Promise<AccountWithPermissions> {
      const account = await getByEmail(email);
      return { account, ...permissionsFor(account.role) };
    },
    /** PUT {apiNode}/accounts/email/{email} → the updated account; 400, 403 (other's account, or role/status without canEditAll), 404. */
    updateByEmail: (email: string, body: AccountUpdateBody): Promise<Account> =>
      http.json('apiNode', `/accounts/email/${enc(email)}`, One, { method: 'put', json: body }),
    /** POST {apiNode}/accounts → the created account; empty fields dropped; 400, 403, 409 (email exists). */
    create: (body: AccountCreateBody): Promise<Account> =>
      http.json('apiNode', '/accounts', One, { method: 'post', json: compactAccountBody(body) }),
    /** DELETE {apiNode}/accounts/email/{email} (chosen path) → message; canEditAll only; 400 for one's own account. */
    deleteByEmail: (email: string): Promise<string> => http.json('apiNode', `/accounts/email/${enc(email)}`, Ack, { method: 'delete' }),
    /** The `accountRoles.uuid` of a role. */
    roleUuid,
  };
}
export type AccountCalls = ReturnType<typeof accountCalls>;
