/**
 * The demo accounts of the README and the login hint. A module without imports, exported on its own
 * (`@portal-fiscal/mocks/accounts`), so the demo's login page can list them while the rest of the mock
 * backend is still downloading.
 */
export const DEMO_PASSWORD = 'demo1234';

/** Ids under 100 in the seed: the welcome modal shows for them. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@portalfiscal.demo', role: 'MARKETPLACE_ADMIN', name: 'Ana Ribeiro', description: 'Administradora do marketplace' },
  {
    email: 'fornecedor@portalfiscal.demo',
    role: 'MARKETPLACE_PROVIDER_ADMIN',
    name: 'Bruno Carvalho',
    description: 'Administrador de fornecedor (com empresa e apps)',
  },
  { email: 'usuario@portalfiscal.demo', role: 'MARKETPLACE_USER', name: 'Carla Mendes', description: 'Usuária do portal' },
  {
    email: 'semempresa@portalfiscal.demo',
    role: 'MARKETPLACE_PROVIDER_ADMIN',
    name: 'Diego Souza',
    description: 'Administrador de fornecedor (sem empresa)',
  },
] as const;
