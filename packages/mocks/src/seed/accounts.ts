import type { AccountRecord } from '../db/schemas';
import { SEED_NOW_ISO } from '../config';
import { SEED_PASSWORD_HASHES } from './passwordHashes';

/** The ready-made hash of the demo password for a seeded account (seed/passwordHashes.ts). */
export function seedPasswordHash(email: string): string {
  const hash = SEED_PASSWORD_HASHES[email];
  if (!hash) throw new Error(`No precomputed password hash for ${email}: run seed/makePasswordHashes.ts`);
  return hash;
}

const base = (overrides: Partial<AccountRecord> & Pick<AccountRecord, 'id' | 'uuid' | 'name' | 'email' | 'role'>): AccountRecord => ({
  passwordHash: seedPasswordHash(overrides.email),
  phone: '',
  cargo: '',
  occupation: '',
  company: '',
  website: '',
  birth: '',
  cep: '',
  city: '',
  state: '',
  country: 'Brasil',
  recoveryEmail: '',
  creationSource: 'seed',
  profilePicture: '',
  accountsStatus: 'ATIVO',
  appProviderUuid: null,
  createdAt: '2026-01-12T12:00:00.000Z',
  updatedAt: SEED_NOW_ISO,
  lastLoggedAt: '2026-11-15T21:10:00.000Z',
  ...overrides,
});

export const seedAccounts = (): AccountRecord[] => [
  base({
    id: 1,
    uuid: 'acc-0001-ana-ribeiro',
    name: 'Ana Ribeiro',
    email: 'admin@portalfiscal.demo',
    role: 'MARKETPLACE_ADMIN',
    cargo: 'Gerente de Marketplace',
    occupation: 'administrador',
    company: 'Portal Fiscal',
    phone: '(11) 98765-4321',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310-100',
    birth: '1987-04-12',
  }),
  base({
    id: 2,
    uuid: 'acc-0002-bruno-carvalho',
    name: 'Bruno Carvalho',
    email: 'fornecedor@portalfiscal.demo',
    role: 'MARKETPLACE_PROVIDER_ADMIN',
    cargo: 'Diretor de Produto',
    occupation: 'contador',
    company: 'Contábil Norte Tecnologia',
    phone: '(92) 99123-4567',
    city: 'Manaus',
    state: 'AM',
    cep: '69005-070',
    birth: '1982-09-30',
    appProviderUuid: 'prov-0001-contabil-norte',
  }),
  base({
    id: 3,
    uuid: 'acc-0003-carla-mendes',
    name: 'Carla Mendes',
    email: 'usuario@portalfiscal.demo',
    role: 'MARKETPLACE_USER',
    cargo: 'Analista Tributária',
    occupation: 'contador',
    company: 'Mendes & Associados',
    phone: '(31) 98888-1234',
    city: 'Belo Horizonte',
    state: 'MG',
    cep: '30130-010',
    birth: '1993-02-05',
  }),
  base({
    id: 4,
    uuid: 'acc-0004-diego-souza',
    name: 'Diego Souza',
    email: 'semempresa@portalfiscal.demo',
    role: 'MARKETPLACE_PROVIDER_ADMIN',
    cargo: 'Consultor',
    occupation: 'economista',
    phone: '(51) 99777-2468',
    city: 'Porto Alegre',
    state: 'RS',
    cep: '90010-150',
    birth: '1990-11-21',
  }),
];
