import * as v from 'valibot';
import { ApiError } from '../errors';
import { parseWith, type Http } from '../http';
import { RoleNameSchema, type RoleName } from '../roles';
import { decodeBase64Json } from '../wire/base64';
import { socialSignInUrl, type SocialProvider } from '../socialSignIn';

/** Wire: the login answer is a base64 string (optionally JSON-quoted) of this object. */
export const LoginWireSchema = v.object({
  Token: v.pipe(v.string(), v.minLength(1)),
  Email: v.pipe(v.string(), v.email()),
  Name: v.string(),
  Pfp: v.nullish(v.string()),
  Role: RoleNameSchema,
});
export type LoginWire = v.InferInput<typeof LoginWireSchema>;

/** Request: POST {server}/auth/login (spec 01 §5: both required, email well formed). */
export const LoginBodySchema = v.object({
  email: v.pipe(
    v.string('Preencha todos os campos'),
    v.trim(),
    v.nonEmpty('Preencha todos os campos'),
    v.email('Preencha todos os campos'),
  ),
  password: v.pipe(v.string('Preencha todos os campos'), v.nonEmpty('Preencha todos os campos')),
});
export type LoginBody = v.InferInput<typeof LoginBodySchema>;

/** The profession options of sign-up (spec 01 §5); the app sends the chosen one lowercased. */
export const OCCUPATIONS = ['Administrador', 'Advogado', 'Contador', 'Economista', 'Engenheiro', 'Estudante', 'Outros'] as const;

/**
 * The shortest password the backend accepts wherever one is set (sign-up, reset, an admin's create or
 * update); the app's forms state the same rule. Not applied to login: older accounts may have shorter ones.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
/** A new password: `emptyMessage` when blank, PASSWORD_TOO_SHORT under MIN_PASSWORD_LENGTH. */
export const newPasswordSchema = (emptyMessage: string) =>
  v.pipe(v.string(emptyMessage), v.nonEmpty(emptyMessage), v.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT));

const FILL = 'Preencha os campos corretamente';
const filled = v.pipe(v.string(FILL), v.trim(), v.nonEmpty(FILL));
/** Request: POST {server}/account (sign-up). Occupation already resolved ('Outros' → the specified text) and lowercased. */
export const SignUpBodySchema = v.pipe(
  v.object({
    name: filled,
    email: v.pipe(filled, v.email(FILL)),
    password: newPasswordSchema(FILL),
    confirmPassword: v.pipe(v.string(FILL), v.nonEmpty(FILL)),
    occupation: filled,
    cargo: v.optional(v.string()),
    company: v.optional(v.string()),
  }),
  v.forward(
    v.check((b) => b.password === b.confirmPassword, 'As senhas não são iguais'),
    ['confirmPassword'],
  ),
);
export type SignUpBody = v.InferInput<typeof SignUpBodySchema>;

/** Request: POST {server}/password/recovery. */
export const PasswordRecoveryBodySchema = v.object({
  email: v.pipe(v.string('Informe o email.'), v.trim(), v.nonEmpty('Informe o email.'), v.email('Informe um email válido.')),
});
export type PasswordRecoveryBody = v.InferInput<typeof PasswordRecoveryBodySchema>;
/** Request: POST {server}/password/reset/{token}. */
export const PasswordResetBodySchema = v.object({
  password: newPasswordSchema('Informe a nova senha.'),
});
export type PasswordResetBody = v.InferInput<typeof PasswordResetBodySchema>;

/** Wire: the sign-up answer (truthy = success). */
export const SignUpWireSchema = v.object({ message: v.string(), email: v.string() });
/** Wire: GET {server}/validate/jwt → 200 with this body when valid. */
export const ValidateJwtWireSchema = v.object({ valid: v.literal(true) });
/** Wire: `{ message }` of password recovery and reset. */
export const AuthMessageWireSchema = v.object({ message: v.string() });

/** Domain: what a successful sign-in gives the app. */
export interface AuthSession {
  token: string;
  email: string;
  name: string;
  profilePicture: string | null;
  role: RoleName;
}

/** Decodes the login answer: base64 text, or a JSON string holding base64 text. */
export function decodeLoginResponse(raw: string): AuthSession {
  let text = raw.trim();
  if (text.startsWith('"')) {
    try {
      text = String(JSON.parse(text));
    } catch {
      throw new ApiError({ kind: 'invalid-response', message: 'Resposta de login malformada.' });
    }
  }
  let decoded: unknown;
  try {
    decoded = decodeBase64Json(text);
  } catch {
    throw new ApiError({ kind: 'invalid-response', message: 'Resposta de login não é base64 JSON.' });
  }
  const wire = parseWith(LoginWireSchema, decoded, 'auth/login');
  return {
    token: wire.Token,
    email: wire.Email,
    name: wire.Name,
    profilePicture: wire.Pfp ? wire.Pfp : null,
    role: wire.Role,
  };
}

export function authCalls(http: Http) {
  return {
    /** POST {server}/auth/login → the decoded session. 401 for a wrong email or password; 429 after too many wrong ones (`retryAfterSeconds`). */
    async login(body: LoginBody): Promise<AuthSession> {
      const raw = await http.text('server', '/auth/login', { method: 'post', json: body });
      return decodeLoginResponse(raw);
    },
    /**
     * POST {server}/auth/logout ('Sair') → the server's message: the bearer token's session ends on the server
     * (401 on every later call). 401 when the token is already dead; a backend without the call answers 404.
     * Either way the portal signs out locally: it never waits on this to forget the session.
     */
    logout: (): Promise<string> =>
      http.json(
        'server',
        '/auth/logout',
        v.pipe(
          AuthMessageWireSchema,
          v.transform((w) => w.message),
        ),
        { method: 'post' },
      ),
    /** GET {server}/validate/jwt → true when the token is valid (200); 401 (missing, malformed, expired) raises an ApiError. */
    async validateJwt(): Promise<true> {
      await http.json('server', '/validate/jwt', ValidateJwtWireSchema);
      return true;
    },
    /**
     * The browser address that starts the social sign-in: `{server}/auth/{provider}?redirect_uri=...&state=...`.
     * The service answers 302 to `${redirect_uri}?token=<token>&state=<state>` (the login page reads both).
     */
    socialSignInUrl: (provider: SocialProvider, redirectUri?: string, state?: string): string =>
      socialSignInUrl(http.config, provider, redirectUri, state),
    /** POST {server}/account (sign-up) → the server's message; 400 field errors, 409 when the email has an account ('Conta já existe'). */
    signUp: (body: SignUpBody): Promise<string> =>
      http.json(
        'server',
        '/account',
        v.pipe(
          SignUpWireSchema,
          v.transform((w) => w.message),
        ),
        { method: 'post', json: body },
      ),
    /** POST {server}/password/recovery {email} → message (same answer whether or not the email exists); 400 bad email. */
    requestPasswordRecovery: (body: PasswordRecoveryBody): Promise<string> =>
      http.json(
        'server',
        '/password/recovery',
        v.pipe(
          AuthMessageWireSchema,
          v.transform((w) => w.message),
        ),
        { method: 'post', json: body },
      ),
    /** POST {server}/password/reset/{token} {password} → message; 400 (used/expired token, empty password), 404 unknown token. */
    resetPassword: (token: string, body: PasswordResetBody): Promise<string> =>
      http.json(
        'server',
        `/password/reset/${encodeURIComponent(token)}`,
        v.pipe(
          AuthMessageWireSchema,
          v.transform((w) => w.message),
        ),
        {
          method: 'post',
          json: body,
        },
      ),
  };
}
export type AuthCalls = ReturnType<typeof authCalls>;
