export { DEMO_BASE_URLS, SEED_NOW_ISO, type MockBaseUrls } from './config';
export { createMockHandlers, handlerList, type MockOperation } from './handlers';
export { resetDemoData, resetMockData, setScenario } from './data';
export { SCENARIOS, isScenarioName, getBehaviour, scenarioFromUrl, updateBehaviour, type ScenarioName, type MockBehaviour } from './state';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export { db, clearDb, type MockDb, type TableName } from './db';
export type * from './db/schemas';
export { issueToken, checkToken, bearerToken, type TokenCheck } from './lib/tokens';
export { verifyPassword } from './lib/passwords';
export { withAuth, withBehaviour } from './lib/guard';
export {
  errorResponse,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  wireJson,
  created,
  setStrictContract,
  isStrictContract,
} from './lib/responses';
export { readOutbox } from './lib/outbox';
export { SNAPSHOT_KEY } from './persistence';
export { imageUrl } from './lib/assets';
