import * as v from 'valibot';
import { type Account, type AccountUpdateBody } from '@portal-fiscal/api-client';
import { websiteRule } from '../lib/urlRules';

/** Messages are keys of the `settings` dictionary. */
export type ProfileMessageKey =
  | 'settings.profile.errors.nameRequired'
  | 'settings.profile.errors.phone'
  | 'settings.profile.errors.website'
  | 'settings.profile.errors.websiteScheme'
  | 'settings.profile.errors.birth'
  | 'settings.profile.errors.birthFuture'
  | 'settings.profile.errors.cep'
  | 'settings.profile.errors.state';

/** The 27 federative units. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

const digits = (text: string) => text.replace(/\D/g, '');

/** A Brazilian phone with its area code, as `(11) 91234-5678` / `(11) 3456-7890`; null when it is not one. */
export function formatPhone(text: string): string | null {
  let d = digits(text);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  if (d.length !== 10 && d.length !== 11) return null;
  if (d[0] === '0') return null;
  const local = d.slice(2);
  return `(${d.slice(0, 2)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
}

/** A CEP as `01310-100`; null when it is not 8 digits. */
export function formatCep(text: string): string | null {
  const d = digits(text);
  return /^\d{8}$/.test(d) && /^[\d\s.-]+$/.test(text.trim()) ? `${d.slice(0, 5)}-${d.slice(5)}` : null;
}

/** `dd/mm/yyyy` → `yyyy-mm-dd` when it is a real calendar date; null otherwise. */
export function parseBirth(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  if (Number(yyyy) < 1900) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** `yyyy-mm-dd` (or an ISO time) → `dd/mm/yyyy`; the text itself when it is not a date. */
export function formatBirth(iso: string | null): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const optional = v.pipe(v.string(), v.trim());

const key = (k: ProfileMessageKey) => k;

/**
 * The profile form (spec 02 §2 Profile): the name is required; phone, website, birth, CEP and state,
 * when given, must be what a user expects them to be. `today` (yyyy-mm-dd) bounds the birth date.
 */
export const profileFormSchema = (today: string) =>
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(key('settings.profile.errors.nameRequired'))),
    phone: v.pipe(
      optional,
      v.check((s) => s === '' || formatPhone(s) !== null, key('settings.profile.errors.phone')),
    ),
    cargo: optional,
    occupation: optional,
    website: websiteRule(key('settings.profile.errors.websiteScheme'), key('settings.profile.errors.website')),
    birth: v.pipe(
      optional,
      v.check((s) => s === '' || parseBirth(s) !== null, key('settings.profile.errors.birth')),
      v.check((s) => s === '' || (parseBirth(s) ?? '') <= today, key('settings.profile.errors.birthFuture')),
    ),
    cep: v.pipe(
      optional,
      v.check((s) => s === '' || formatCep(s) !== null, key('settings.profile.errors.cep')),
    ),
    city: optional,
    state: v.pipe(
      optional,
      v.toUpperCase(),
      v.check((s) => s === '' || (UFS as readonly string[]).includes(s), key('settings.profile.errors.state')),
    ),
    company: optional,
  });
export type ProfileFormInput = v.InferInput<ReturnType<typeof profileFormSchema>>;
export type ProfileFormValues = v.InferOutput<ReturnType<typeof profileFormSchema>>;
export type ProfileField = keyof ProfileFormInput;
export const PROFILE_FIELDS = [
  'name',
  'phone',
  'cargo',
  'occupation',
  'website',
  'birth',
  'cep',
  'city',
  'state',
  'company',
] as const satisfies readonly ProfileField[];

/** The form's starting values: the account's, birth as dd/mm/yyyy. */
export function profileDefaults(account: Account): ProfileFormInput {
  return {
    name: account.name,
    phone: account.phone ?? '',
    cargo: account.cargo ?? '',
    occupation: account.occupation ?? '',
    website: account.website ?? '',
    birth: formatBirth(account.birth),
    cep: account.cep ?? '',
    city: account.city ?? '',
    state: account.state ?? '',
    company: account.company ?? '',
  };
}

/**
 * What to send: only the fields that changed, normalised (phone and CEP formatted, birth as yyyy-mm-dd,
 * an emptied field as null). Empty when nothing changed: then nothing is saved.
 */
export function profileChanges(account: Account, values: ProfileFormValues): AccountUpdateBody {
  const next: Record<ProfileField, string | null> = {
    name: values.name,
    phone: values.phone ? formatPhone(values.phone) : null,
    cargo: values.cargo || null,
    occupation: values.occupation || null,
    website: values.website || null,
    birth: values.birth ? parseBirth(values.birth) : null,
    cep: values.cep ? formatCep(values.cep) : null,
    city: values.city || null,
    state: values.state || null,
    company: values.company || null,
  };
  const before: Record<ProfileField, string | null> = {
    name: account.name,
    phone: account.phone,
    cargo: account.cargo,
    occupation: account.occupation,
    website: account.website,
    birth: account.birth ? account.birth.slice(0, 10) : null,
    cep: account.cep,
    city: account.city,
    state: account.state,
    company: account.company,
  };
  const body: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) if (next[field] !== before[field]) body[field] = next[field];
  return body as AccountUpdateBody;
}
