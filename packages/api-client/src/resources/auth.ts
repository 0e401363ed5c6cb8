import * as v from 'valibot';
import { ApiError } from '../errors';
import { parseWith, type Http } from '../http';
import { RoleNameSchema, type RoleName } from '../roles';
import { decodeBase64Json } from '../wire/base64';

/** Wire: the login answer is a base64 string (optionally JSON-quoted) of this object. */
export const LoginWireSchema = v.object({
  Token: v.pipe(v.string(), v.minLength(1)),
  Email: v.pipe(v.string(), v.email()),
  Name: v.string(),
  Pfp: v.nullish(v.string()),
  Role: RoleNameSchema,
});
export type LoginWire = v.InferInput<typeof LoginWireSchema>;

export const LoginBodySchema = v.object({ email: v.string(), password: v.string() });
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

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
    /** POST {server}/auth/login → the decoded session. 401 for a wrong email or password. */
    async login(body: LoginBody): Promise<AuthSession> {
      const raw = await http.text('server', '/auth/login', { json: body });
      return decodeLoginResponse(raw);
    },
    /** GET {server}/validate/jwt → true when the token is valid (200); 401 raises an ApiError. */
    async validateJwt(): Promise<true> {
      await http.send('server', '/validate/jwt');
      return true;
    },
    /** The browser address that starts the social sign-in ({server}/auth/google | linkedin). */
    socialSignInUrl(provider: 'google' | 'linkedin'): string {
      return `${http.config.serverUrl}/auth/${provider}`;
    },
  };
}
export type AuthCalls = ReturnType<typeof authCalls>;
