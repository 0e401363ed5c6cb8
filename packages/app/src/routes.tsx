import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every path of the portal, named once (spec 01 §2 and spec 02 §2). */
export const paths = {
  root: '/',
  login: '/login',
  createAccount: '/create/account',
  createAccountSuccess: '/create/account/success',
  passwordRecovery: '/password/recovery',
  newPassword: '/new/password',
  dashboard: '/dashboard',
  createShortcut: '/create/atalho',
  appsList: '/apps/list',
  appView: '/app/view',
  createApp: '/create/app',
  calculator: '/calculadora',
  leis: '/leis/incentivo',
  leiView: '/leis/incentivo/view',
  leiFacilitator: '/leis/incentivo/facilitador',
  providerView: '/fornecedor/view',
  settings: '/settings',
  myAccount: '/settings/my-account',
  management: '/settings/management',
  user: '/user',
} as const;
export type PathName = keyof typeof paths;

export type Access = 'public' | 'protected';
export type Shell = 'auth' | 'app';

type PageModule = { default: ComponentType };

export interface RouteDef {
  path: string;
  access: Access;
  shell: Shell;
  /** Each page is its own chunk, loaded when its route is first visited. */
  component: LazyExoticComponent<ComponentType>;
  /** Loads the page's chunk ahead of time (stories, link hover). */
  preload: () => Promise<PageModule>;
}

function page(load: () => Promise<PageModule>) {
  let pending: Promise<PageModule> | null = null;
  const preload = () => (pending ??= load());
  return { component: lazy(preload), preload };
}

const LoginPage = page(() => import('./features/auth/LoginPage'));
const DashboardPage = page(() => import('./features/dashboard/DashboardPage'));

/** The route table: the only place that says which page answers which path and who may see it. */
export const routeTable: readonly RouteDef[] = [
  { path: paths.root, access: 'public', shell: 'auth', ...LoginPage },
  { path: paths.login, access: 'public', shell: 'auth', ...LoginPage },
  { path: paths.dashboard, access: 'protected', shell: 'app', ...DashboardPage },
];

/** Loads every page chunk (Storybook and tests, so no story races a lazy import). */
export const preloadAllPages = () => Promise.all(routeTable.map((route) => route.preload()));
