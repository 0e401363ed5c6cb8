export { DEMO_BASE_URLS, SEED_NOW_ISO, type MockBaseUrls } from './config';
export { createMockHandlers, handlerList, type MockOperation } from './handlers';
export { resetMockData, setScenario } from './data';
export { SCENARIOS, isScenarioName, getBehaviour, updateBehaviour, type ScenarioName, type MockBehaviour } from './state';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
export { db } from './db';
export { issueToken, checkToken } from './lib/tokens';
