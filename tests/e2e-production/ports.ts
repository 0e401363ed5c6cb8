/**
 * The ports of the test runs, from E2E_PORT (default 4791), so parallel runs on other ports never collide:
 * the demo build on E2E_PORT, the production build on E2E_PORT + 10, and the HTTP mock server the
 * production journeys start on E2E_PORT + 11. Shared by tests/playwright.config.ts and the journeys.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4791);
export const PRODUCTION_PORT = E2E_PORT + 10;
export const MOCK_SERVER_PORT = E2E_PORT + 11;

export const productionOrigin = `http://127.0.0.1:${PRODUCTION_PORT}`;
export const mockServerOrigin = `http://127.0.0.1:${MOCK_SERVER_PORT}`;
