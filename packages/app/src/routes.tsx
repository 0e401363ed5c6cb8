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
const SignUpPage = page(() => import('./features/auth/SignUpPage'));
const SignUpSuccessPage = page(() => import('./features/auth/SignUpSuccessPage'));
const PasswordRecoveryPage = page(() => import('./features/auth/PasswordRecoveryPage'));
const NewPasswordPage = page(() => import('./features/auth/NewPasswordPage'));
const DashboardPage = page(() => import('./features/dashboard/DashboardPage'));
const CreateShortcutPage = page(() => import('./features/dashboard/CreateShortcutPage'));

/** The route table: the only place that says which page answers which path and who may see it. */
export const routeTable: readonly RouteDef[] = [
  { path: paths.root, access: 'public', shell: 'auth', ...LoginPage },
  { path: paths.login, access: 'public', shell: 'auth', ...LoginPage },
  { path: paths.createAccount, access: 'public', shell: 'auth', ...SignUpPage },
  { path: paths.createAccountSuccess, access: 'public', shell: 'auth', ...SignUpSuccessPage },
  // Password recovery and change are reached without a session (from the login screen and the e-mail).
  { path: paths.passwordRecovery, access: 'public', shell: 'auth', ...PasswordRecoveryPage },
  { path: paths.newPassword, access: 'public', shell: 'auth', ...NewPasswordPage },
  { path: paths.dashboard, access: 'protected', shell: 'app', ...DashboardPage },
  { path: paths.createShortcut, access: 'protected', shell: 'app', ...CreateShortcutPage },
];

/** Loads every page chunk (Storybook and tests, so no story races a lazy import). */
export const preloadAllPages = () => Promise.all(routeTable.map((route) => route.preload()));
