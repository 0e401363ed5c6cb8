import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Account } from '@portal-fiscal/api-client';
import { formatBirth, formatCep, formatPhone, parseBirth, profileChanges, profileDefaults, profileFormSchema } from './profileForm';

const account: Account = {
  id: 1,
  uuid: 'acc-1',
  name: 'Ana Ribeiro',
  email: 'ana@exemplo.demo',
  phone: '(11) 91234-5678',
  role: 'MARKETPLACE_ADMIN',
  roleUuid: 'role-marketplace-admin',
  cargo: 'Diretora',
  occupation: null,
  company: 'Portal Fiscal',
  website: null,
  birth: '1988-02-29',
  cep: '01310-100',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  recoveryEmail: null,
  creationSource: null,
  profilePicture: null,
  status: 'ATIVO',
  provider: null,
  ratingStars: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lastLoggedAt: null,
};
const schema = profileFormSchema('2026-11-23');
const messages = (input: Record<string, string>) => {
  const result = v.safeParse(schema, { ...profileDefaults(account), ...input });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('profile formats', () => {
  it.each([
    ['11912345678', '(11) 91234-5678'],
    ['(11) 3456-7890', '(11) 3456-7890'],
    ['+55 21 98765-4321', '(21) 98765-4321'],
    ['12345', null],
    ['(01) 91234-5678', null],
  ])('phone %s → %s', (input, out) => expect(formatPhone(input)).toBe(out));

  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['0131010', null],
    ['abc01310100', null],
  ])('CEP %s → %s', (input, out) => expect(formatCep(input)).toBe(out));

  it.each([
    ['29/02/1988', '1988-02-29'],
    ['29/02/1989', null],
    ['31/04/2000', null],
    ['1/2/2000', null],
    ['01/01/1800', null],
  ])('birth %s → %s', (input, out) => expect(parseBirth(input)).toBe(out));

  it('shows an ISO birth as dd/mm/yyyy', () => expect(formatBirth('1988-02-29')).toBe('29/02/1988'));
});

describe('profile validation', () => {
  it('accepts the account as it is', () => expect(messages({})).toEqual([]));
  it('requires a name (blank counts as empty)', () => expect(messages({ name: '   ' })).toEqual(['settings.profile.errors.nameRequired']));
  it.each([
    ['phone', '123', 'settings.profile.errors.phone'],
    ['website', 'exemplo.com', 'settings.profile.errors.website'],
    ['website', 'javascript:alert(1)', 'settings.profile.errors.websiteScheme'],
    ['website', 'JAVASCRIPT:alert(1)', 'settings.profile.errors.websiteScheme'],
    ['website', '  javascript:alert(1)', 'settings.profile.errors.websiteScheme'],
    ['website', 'data:text/html,<b>x</b>', 'settings.profile.errors.websiteScheme'],
    ['website', 'vbscript:msgbox(1)', 'settings.profile.errors.websiteScheme'],
    ['website', '//evil.example.com', 'settings.profile.errors.websiteScheme'],
    ['website', 'https://ana', 'settings.profile.errors.website'],
    ['birth', '31/02/1990', 'settings.profile.errors.birth'],
    ['birth', '01/01/2027', 'settings.profile.errors.birthFuture'],
    ['cep', '123', 'settings.profile.errors.cep'],
    ['state', 'XX', 'settings.profile.errors.state'],
  ])('%s %j: %s', (field, value, message) => expect(messages({ [field]: value })).toEqual([message]));
  it.each(['http://ok.example.com', 'https://ok.example.com/path?x=1'])('accepts the website %j', (website) =>
    expect(messages({ website })).toEqual([]),
  );
  it('lets optional fields be emptied', () => expect(messages({ phone: '', website: '', birth: '', cep: '', state: '' })).toEqual([]));
});

describe('profileChanges', () => {
  const changes = (input: Record<string, string>) => profileChanges(account, v.parse(schema, { ...profileDefaults(account), ...input }));
  it('is empty when nothing changed (even retyped in another format)', () => {
    expect(changes({})).toEqual({});
    expect(changes({ phone: '11912345678', cep: '01310100', state: 'sp' })).toEqual({});
  });
  it('sends only what changed, normalised, and an emptied field as null', () => {
    expect(changes({ name: ' Ana R. ', birth: '01/03/1988', cargo: '', website: 'https://ana.dev' })).toEqual({
      name: 'Ana R.',
      birth: '1988-03-01',
      cargo: null,
      website: 'https://ana.dev',
    });
  });
});
