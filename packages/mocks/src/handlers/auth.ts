import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { encodeBase64Json, type LoginWire } from '@portal-fiscal/api-client';
import { db } from '../db';
import { withAuth, withBehaviour } from '../lib/guard';
import { badRequest, errorResponse } from '../lib/responses';
import { issueToken } from '../lib/tokens';
import type { MockBaseUrls } from '../config';

const LoginBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Informe o email.'), v.email('Email inválido.')),
  password: v.pipe(v.string(), v.nonEmpty('Informe a senha.')),
});

export const authHandlers = (urls: MockBaseUrls) => ({
  /** POST {server}/auth/login: the answer is a JSON string holding base64 JSON (spec 01 §7). */
  'auth.login': http.post(
    `${urls.server}/auth/login`,
    withBehaviour(async ({ request }) => {
      const parsed = v.safeParse(LoginBody, await request.json().catch(() => null));
      if (!parsed.success) {
        return badRequest(Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i) ?? 'body', i.message])));
      }
      const { email, password } = parsed.output;
      const account = db.accounts.findFirst((q) => q.where({ email: email.toLowerCase() }));
      if (!account || account.password !== password) return errorResponse(401, 'Email ou senha incorretos.', { code: 'invalid_credentials' });
      if (account.accountsStatus !== 'ATIVO') return errorResponse(403, 'Conta inativa. Fale com o administrador.', { code: 'inactive_account' });
      const wire: LoginWire = {
        Token: issueToken(account),
        Email: account.email,
        Name: account.name,
        Pfp: account.profilePicture,
        Role: account.role,
      };
      return HttpResponse.json(encodeBase64Json(wire));
    }),
  ),

  /** GET {server}/validate/jwt: 200 when the bearer token is valid, 401 otherwise. */
  'auth.validateJwt': http.get(
    `${urls.server}/validate/jwt`,
    withBehaviour(withAuth(() => HttpResponse.json({ valid: true }))),
  ),
});
