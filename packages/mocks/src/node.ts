import { setupServer } from 'msw/node';
import { DEMO_BASE_URLS, type MockBaseUrls } from './config';
import { handlerList } from './handlers';

/** The same handlers under `msw/node`, for vitest. */
export const createMockServer = (urls: MockBaseUrls = DEMO_BASE_URLS) => setupServer(...handlerList(urls));
