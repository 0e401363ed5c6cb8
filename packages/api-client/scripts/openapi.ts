/**
 * `npm run openapi`: writes packages/api-client/openapi.json, the contract as an OpenAPI 3.1 document
 * (src/contract/openapi.ts). Commit the result: src/contract/openapi.test.ts fails while it is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApi, formatOpenApi } from '../src/contract/openapi';

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

const text = formatOpenApi(buildOpenApi());
const previous = await readFile(OPENAPI_FILE, 'utf8').catch(() => null);
if (previous === text) {
  console.log(`openapi.json is up to date (${OPENAPI_FILE})`);
} else {
  await writeFile(OPENAPI_FILE, text);
  console.log(`wrote ${OPENAPI_FILE}`);
}
