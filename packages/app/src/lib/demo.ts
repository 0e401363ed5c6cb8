import type { RoleName } from '@portal-fiscal/api-client';

/**
 * What the app knows of the mock backend, given to it by its start-up (bootstrap/mocks.ts) when
 * mocks are on, and null otherwise. The app never imports the mocks package itself.
 */
export interface DemoInfo {
  accounts: ReadonlyArray<{ email: string; role: RoleName; name: string; description: string }>;
  password: string;
  /**
   * Follows a browser redirect served by the mock backend (social sign-in): a page navigation
   * never reaches the mock service worker, so the demo fetches it and goes where it points.
   */
  openExternal: (url: string) => Promise<void>;
}
