/**
 * The ports of the test runs, from E2E_PORT (default 4791), so parallel runs on other ports never collide:
 * the demo build on E2E_PORT, the production build on E2E_PORT + 10, and the HTTP mock server the
 * production journeys start on E2E_PORT + 11. Shared by tests/playwright.config.ts and the journeys.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4791);
export const PRODUCTION_PORT = E2E_PORT + 10;
export const MOCK_SERVER_PORT = E2E_PORT + 11;
/** The deployment journeys (deploy.spec.ts): their own mock server and two nginx servers. */
export const DEPLOY_MOCK_PORT = E2E_PORT + 12;
export const NGINX_PORTS = [E2E_PORT + 13, E2E_PORT + 14, E2E_PORT + 15] as const;
/** The container journeys (container.spec.ts): two running containers, one refused at start, and their mock servers. */
export const CONTAINER_PORTS = [E2E_PORT + 16, E2E_PORT + 17, E2E_PORT + 18] as const;
export const CONTAINER_MOCK_PORT = E2E_PORT + 19;
export const CONTAINER_MOCK_PORT_B = E2E_PORT + 20;

export const productionOrigin = `http://127.0.0.1:${PRODUCTION_PORT}`;
export const mockServerOrigin = `http://127.0.0.1:${MOCK_SERVER_PORT}`;

/** Where the production build of the run is (built by `npm run preview`'s script, tests/playwright.config.ts). */
export const PROD_DIST_DIR = `dist-e2e-prod-${E2E_PORT}`;
/** Where the demo build of the run is (the desktop and mobile journeys' server, tests/playwright.config.ts). */
export const DEMO_DIST_DIR = `dist-e2e-${E2E_PORT}`;
