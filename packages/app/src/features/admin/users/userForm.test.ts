import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyServerFieldErrors } from '../../../lib/serverMessage';
import { ApiError, MIN_PASSWORD_LENGTH, ROLE_OPTIONS, compactAccountBody, type Account } from '@portal-fiscal/api-client';
import ptUsers from '../../../i18n/locales/pt-BR/adminUsers.json';
import enUsers from '../../../i18n/locales/en/adminUsers.json';
import {
  DEFAULT_ROLE,
  isEmailTaken,
  photoBlob,
  photoChange,
  USER_CREATE_SERVER_FIELDS,
  USER_EDIT_SERVER_FIELDS,
  userCreateBody,
  userCreateDefaults,
  userCreateSchema,
  userEditBody,
  userEditDefaults,
  userEditSchema,
  userServerMessage,
} from './userForm';
import { formatBirthDate, knownCreationSource } from './display';

const TODAY = '2026-11-16';
const createIssues = (input: unknown) =>
  (v.safeParse(userCreateSchema(TODAY), input).issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}:${issue.message}`).sort();
const editIssues = (input: unknown) =>
  (v.safeParse(userEditSchema(TODAY), input).issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}:${issue.message}`).sort();

const account: Account = {
  id: 102,
  uuid: 'acc-0102-igor-fernandes',
  name: 'Igor Fernandes',
  email: 'igor.fernandes@linkedin.demo',
  phone: '(41) 99602-7711',
  role: 'MARKETPLACE_USER',
  roleUuid: 'role-marketplace-user',
  cargo: 'Gerente Tributário',
  occupation: 'advogado',
  company: 'Fernandes Advocacia Tributária',
  website: 'https://fernandesadvocacia.exemplo.com.br',
  birth: '1984-10-02',
  cep: '80020-310',
  city: 'Curitiba',
  state: 'PR',
  country: 'Brasil',
  recoveryEmail: null,
  creationSource: 'linkedin',
  profilePicture: 'https://assets.exemplo/api/v1/asset/img/a1',
  status: 'ATIVO',
  provider: null,
  ratingStars: [],
  createdAt: '2026-04-07T12:45:00.000Z',
  updatedAt: '2026-10-27T13:00:00.000Z',
  lastLoggedAt: '2026-11-11T16:30:00.000Z',
};

describe('the role list', () => {
  it('defaults to its sixth entry, MARKETPLACE_ADMIN (spec 02 §3, §6)', () => {
    expect(ROLE_OPTIONS.map((r) => r.texto)).toEqual([
      'MARKETPLACE_USER',
      'MARKETPLACE_PROVIDER_ADMIN',
      'PROVIDER_VIEWER',
      'MARKETPLACE_EDITOR',
      'PROVIDER_EDITOR',
      'MARKETPLACE_ADMIN',
      'MARKETPLACE_VIEWER',
    ]);
    expect(DEFAULT_ROLE).toBe(ROLE_OPTIONS[5]);
    expect(DEFAULT_ROLE.texto).toBe('MARKETPLACE_ADMIN');
    expect(userCreateDefaults()).toMatchObject({ role: DEFAULT_ROLE.id, status: 'ATIVO', provider: '' });
  });
});

describe('create user form', () => {
  it('gives the six messages of spec 02 §5 for an empty form (role and status emptied)', () => {
    expect(createIssues({ ...userCreateDefaults(), role: '', status: '' })).toEqual([
      'email:adminUsers.errors.emailRequired',
      'name:adminUsers.errors.nameRequired',
      'password:adminUsers.errors.passwordRequired',
      'phone:adminUsers.errors.phoneRequired',
      'role:adminUsers.errors.roleRequired',
      'status:adminUsers.errors.statusRequired',
    ]);
  });

  it('counts blanks as empty, and says what is malformed', () => {
    const blank = { ...userCreateDefaults(), email: '   ', password: '  ', name: ' ', phone: ' ' };
    expect(createIssues(blank)).toHaveLength(4);
    expect(
      createIssues({
        ...userCreateDefaults(),
        email: 'nao-e-email',
        password: 'x',
        name: 'Ana',
        phone: '1234',
        website: 'site.com',
        cep: '123',
        state: 'XX',
        birth: '2030-01-01',
        role: 'role-nope',
      }),
    ).toEqual([
      'birth:settings.profile.errors.birthFuture',
      'cep:settings.profile.errors.cep',
      'email:adminUsers.errors.emailInvalid',
      'password:adminUsers.errors.passwordTooShort',
      'phone:settings.profile.errors.phone',
      'role:adminUsers.errors.roleRequired',
      'state:settings.profile.errors.state',
      'website:settings.profile.errors.website',
    ]);
  });

  it(`asks for a password of at least ${MIN_PASSWORD_LENGTH} characters (trimmed), as the backend does`, () => {
    const base = { ...userCreateDefaults(), email: 'nova@exemplo.com.br', name: 'Ana', phone: '41996027711' };
    expect(createIssues({ ...base, password: ' 1234567 ' })).toEqual(['password:adminUsers.errors.passwordTooShort']);
    expect(createIssues({ ...base, password: '12345678' })).toEqual([]);
    for (const lang of [ptUsers, enUsers]) {
      expect(lang.adminUsers.errors.passwordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
      expect(lang.adminUsers.passwordHint).toContain(String(MIN_PASSWORD_LENGTH));
    }
  });

  it('builds the POST body: formatted, role by name and id, empty fields and a company without uuid dropped', () => {
    const values = v.parse(userCreateSchema(TODAY), {
      ...userCreateDefaults(),
      email: ' nova@exemplo.com.br ',
      password: ' segredo1 ',
      name: ' Nova Pessoa ',
      phone: '41996027711',
      cep: '80020310',
      state: 'pr',
    });
    const body = userCreateBody(values, null, null);
    expect(compactAccountBody(body)).toEqual({
      email: 'nova@exemplo.com.br',
      password: ' segredo1 ',
      name: 'Nova Pessoa',
      phone: '(41) 99602-7711',
      cep: '80020-310',
      state: 'PR',
      role: 'MARKETPLACE_ADMIN',
      accountRoles: { uuid: DEFAULT_ROLE.id },
      accountsStatus: 'ATIVO',
    });
    const withCompany = userCreateBody(
      { ...values, provider: 'prov-1', role: ROLE_OPTIONS[0]!.id, status: 'INATIVO' },
      'Fiscaltech',
      'https://img/1',
    );
    expect(compactAccountBody(withCompany)).toMatchObject({
      appProvider: { uuid: 'prov-1' },
      company: 'Fiscaltech',
      role: 'MARKETPLACE_USER',
      accountsStatus: 'INATIVO',
      profilePicture: 'https://img/1',
    });
  });
});

describe('edit user form', () => {
  it('starts from the account and requires a company ("Selecione uma empresa antes de salvar.")', () => {
    const defaults = userEditDefaults(account);
    expect(defaults).toMatchObject({
      name: 'Igor Fernandes',
      birth: '1984-10-02',
      provider: '',
      role: 'role-marketplace-user',
      status: 'ATIVO',
      storedPhoto: account.profilePicture,
    });
    expect(editIssues(defaults)).toEqual(['provider:adminUsers.errors.companyRequired']);
    expect(editIssues({ ...defaults, provider: 'prov-1', name: '  ' })).toEqual(['name:adminUsers.errors.nameRequired']);
  });

  it('builds the management variant: the provider uuid as text, emptied fields as null, the photo only when it changed', () => {
    const values = v.parse(userEditSchema(TODAY), {
      ...userEditDefaults(account),
      provider: 'prov-1',
      cargo: '',
      status: 'INATIVO',
      role: 'role-marketplace-editor',
    });
    const body = userEditBody(values, 'Fiscaltech Sistemas', photoChange(account, values) === null ? null : undefined);
    expect(body).toMatchObject({
      appProvider: 'prov-1',
      company: 'Fiscaltech Sistemas',
      cargo: null,
      accountsStatus: 'INATIVO',
      role: 'MARKETPLACE_EDITOR',
      accountRoles: { uuid: 'role-marketplace-editor' },
    });
    expect(body).not.toHaveProperty('profilePicture');
    expect(body).not.toHaveProperty('email');
    expect(photoChange(account, { photo: [], storedPhoto: '' })).toBeNull();
    expect(photoChange(account, { photo: [new File(['x'], 'a.png', { type: 'image/png' })], storedPhoto: '' })).toBe('upload');
    expect(userEditBody(values, null, null)).toMatchObject({ profilePicture: null });
    expect(userEditBody(values, null)).not.toHaveProperty('company');
  });
});

describe('photos and server answers', () => {
  it('decodes a data URL into a Blob to upload; a File stays as it is', async () => {
    const blob = photoBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob?.type).toBe('image/png');
    expect(blob?.size).toBe(8);
    expect(photoBlob('not a data url')).toBeNull();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(photoBlob(file)).toBe(file);
  });

  it('prefers the field messages of a refusal, maps them to fields, and tells a 409', () => {
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Dados inválidos.',
      fieldErrors: { role: 'Você não pode rebaixar ou desativar a sua própria conta.' },
    });
    expect(userServerMessage(refused)).toBe('Você não pode rebaixar ou desativar a sua própria conta.');
    const onFields = (error: unknown, fields: Readonly<Record<string, string>>) => {
      const set: Array<[string, string]> = [];
      applyServerFieldErrors(error, fields, (field, { message }) => set.push([field, message]));
      return set;
    };
    expect(onFields(refused, USER_EDIT_SERVER_FIELDS)).toEqual([['role', 'Você não pode rebaixar ou desativar a sua própria conta.']]);
    const withEmail = new ApiError({
      kind: 'http',
      status: 400,
      message: 'x',
      fieldErrors: { email: 'ruim', appProvider: 'Empresa não encontrada.', password: 'curta' },
    });
    // The edit form has no email or password field: only the company's message lands there.
    expect(onFields(withEmail, USER_EDIT_SERVER_FIELDS)).toEqual([['provider', 'Empresa não encontrada.']]);
    expect(onFields(withEmail, USER_CREATE_SERVER_FIELDS)).toEqual([
      ['email', 'ruim'],
      ['provider', 'Empresa não encontrada.'],
      ['password', 'curta'],
    ]);
    expect(userServerMessage(new ApiError({ kind: 'http', status: 403, message: 'Proibido.' }))).toBe('Proibido.');
    expect(isEmailTaken(new ApiError({ kind: 'http', status: 409, message: 'Conta já existe' }))).toBe(true);
    expect(isEmailTaken(refused)).toBe(false);
  });
});

describe('user view formats', () => {
  it('writes births as dd/MM/yyyy (times are lib/saoPaulo’s, tested there)', () => {
    expect(formatBirthDate('1984-10-02')).toBe('02/10/1984');
    expect(formatBirthDate(null)).toBeNull();
    expect(knownCreationSource('linkedin')).toBe(true);
    expect(knownCreationSource('outro')).toBe(false);
  });
});
