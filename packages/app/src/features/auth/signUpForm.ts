import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH, OCCUPATIONS, type SignUpBody } from '@portal-fiscal/api-client';

export { OCCUPATIONS };
export type Occupation = (typeof OCCUPATIONS)[number];
export const OTHER_OCCUPATION: Occupation = 'Outros';

const isOccupation = (value: string): value is Occupation => (OCCUPATIONS as readonly string[]).includes(value);

/**
 * Spec 01 §5 (sign-up): name, email (valid format), password, confirmPassword and occupation are
 * required; the passwords must be equal; 'Outros' needs its specification. Messages are i18n keys,
 * shown per field; `signUpBanner` picks the spec's banner for the whole form.
 * Use with `criteriaMode: 'all'`, so the cross-field rules are checked even while a field is empty.
 */
export const SignUpFormSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('signUp.errors.nameRequired')),
    occupation: v.pipe(v.string(), v.check(isOccupation, 'signUp.errors.occupationRequired')),
    occupationOther: v.pipe(v.string(), v.trim()),
    cargo: v.pipe(v.string(), v.trim()),
    company: v.pipe(v.string(), v.trim()),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('signUp.errors.emailRequired'), v.email('signUp.errors.emailInvalid')),
    // The backend's rule (MIN_PASSWORD_LENGTH), stated here before anything is sent.
    password: v.pipe(
      v.string(),
      v.nonEmpty('signUp.errors.passwordRequired'),
      v.minLength(MIN_PASSWORD_LENGTH, 'signUp.errors.passwordTooShort'),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty('signUp.errors.confirmRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['occupation'], ['occupationOther']],
      (input) => input.occupation !== OTHER_OCCUPATION || input.occupationOther.trim() !== '',
      'signUp.errors.occupationOther',
    ),
    ['occupationOther'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'signUp.errors.passwordsDiffer',
    ),
    ['confirmPassword'],
  ),
);
export type SignUpFormInput = v.InferInput<typeof SignUpFormSchema>;
export type SignUpFormValues = v.InferOutput<typeof SignUpFormSchema>;
export type SignUpField = keyof SignUpFormInput;

export const emptySignUpForm: SignUpFormInput = {
  name: '',
  occupation: '',
  occupationOther: '',
  cargo: '',
  company: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Spec 01 §5: the specified text replaces 'Outros'; the occupation is sent lowercased. */
export function resolveOccupation(occupation: string, occupationOther: string): string {
  const chosen = occupation === OTHER_OCCUPATION ? occupationOther.trim() : occupation.trim();
  return chosen.toLocaleLowerCase('pt-BR');
}

/** The body of POST {server}/account from valid form values (empty cargo/empresa are left out). */
export function toSignUpBody(values: SignUpFormValues): SignUpBody {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    occupation: resolveOccupation(values.occupation, values.occupationOther),
    ...(values.cargo ? { cargo: values.cargo } : {}),
    ...(values.company ? { company: values.company } : {}),
  };
}

export type SignUpBannerKey = 'signUp.errors.fillCorrectly' | 'signUp.errors.passwordsDiffer' | 'signUp.errors.occupationOther';

/**
 * The spec's banner for an invalid form: 'Preencha os campos corretamente' while a required field
 * is missing or the email is malformed, then 'As senhas não são iguais', then 'Preencha o campo de
 * ocupação'. `messages` is the first message of each invalid field.
 */
export function signUpBanner(messages: Partial<Record<SignUpField, string | undefined>>): SignUpBannerKey | null {
  const present = Object.values(messages).filter((m): m is string => Boolean(m));
  if (present.length === 0) return null;
  if (present.some((m) => m !== 'signUp.errors.passwordsDiffer' && m !== 'signUp.errors.occupationOther'))
    return 'signUp.errors.fillCorrectly';
  if (messages.confirmPassword === 'signUp.errors.passwordsDiffer') return 'signUp.errors.passwordsDiffer';
  return 'signUp.errors.occupationOther';
}
