import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES } from './catalogue';
import { buildOpenApi, formatOpenApi } from './openapi';

const COMMITTED = new URL('../../openapi.json', import.meta.url);

describe('the OpenAPI document', () => {
  it('is committed up to date (run npm run openapi)', async () => {
    const committed = await readFile(COMMITTED, 'utf8').catch(() => '');
    // One assertion with a message that says what to do, not a 3000-line diff.
    expect(committed === formatOpenApi(buildOpenApi()), 'packages/api-client/openapi.json is stale: run npm run openapi').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser, offline)', async () => {
    const document = buildOpenApi();
    // A copy: validate() dereferences in place.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has one operation per call of the catalogue, named after it', () => {
    const document = buildOpenApi();
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect([...ids].sort()).toEqual([...CALL_NAMES].sort());
  });
});
