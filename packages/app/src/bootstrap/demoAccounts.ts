/**
 * The demo accounts for the login hint: main.tsx imports this file dynamically (mocks on only), beside
 * the mock backend's much larger chunk, so the login page lists them before the backend has started.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal-fiscal/mocks/accounts';
import type { DemoAccounts } from '../lib/demo';

export const demoAccounts: DemoAccounts = { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
