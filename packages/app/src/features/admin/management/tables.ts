import type { Account, App, Provider } from '@portal-fiscal/api-client';
import type { SortKeys } from '../../../lib/listRows';

/** The administration tables' columns: what each sorts by, and what a user row shows. Ordering, searching and paging are lib/listRows.ts. */

const time = (iso: string | null): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** Apps: App (name), Provedor, Categoria, Avaliação (the average) and Status. */
export const APP_SORT_KEYS: SortKeys<App> = {
  app: (app) => app.name,
  provider: (app) => app.provider?.name ?? null,
  category: (app) => app.category?.name ?? null,
  rating: (app) => app.averageRating,
  status: (app) => app.status,
};

/** Providers: Provedor, Apps cadastrados, Criado em and Status. */
export const PROVIDER_SORT_KEYS: SortKeys<Provider> = {
  provider: (provider) => provider.name,
  apps: (provider) => provider.apps.length,
  createdAt: (provider) => time(provider.createdAt),
  status: (provider) => provider.status,
};

/** The company an account shows: its provider's name, else the company it typed. */
export const companyOf = (account: Account): string | null => account.provider?.name ?? account.company;
/** The job an account shows: its cargo, else its occupation. */
export const jobOf = (account: Account): string | null => account.cargo ?? account.occupation;

/** Users: Usuário (name), Email, Perfil, Cargo, Empresa, Status and Criado em. */
export const USER_SORT_KEYS: SortKeys<Account> = {
  user: (account) => account.name,
  email: (account) => account.email,
  role: (account) => account.role,
  job: jobOf,
  company: companyOf,
  status: (account) => account.status,
  createdAt: (account) => time(account.createdAt),
};
