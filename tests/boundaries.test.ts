import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The one-way import rule between the packages (the README's repository map says which way), checked against the real lint configuration. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restricted(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  // Loading the typed lint configuration takes a few seconds the first time.
  beforeAll(async () => {
    await eslint.calculateConfigForFile('packages/ui/src/index.ts');
  }, 60_000);

  it.each([
    ['ui imports api-client', 'packages/ui/src/x.ts', "import { ApiError } from '@portal-fiscal/api-client'; export const a = ApiError;"],
    ['ui reaches into app by a relative path', 'packages/ui/src/components/x.ts', "import { a } from '../../../app/src/x'; export const b = a;"],
    ['api-client imports mocks', 'packages/api-client/src/x.ts', "import { db } from '@portal-fiscal/mocks'; export const a = db;"],
    ['mocks imports ui', 'packages/mocks/src/x.ts', "import { Button } from '@portal-fiscal/ui'; export const a = Button;"],
    ['app imports mocks outside its start-up', 'packages/app/src/features/x.ts', "import { db } from '@portal-fiscal/mocks'; export const a = db;"],
    ['app deep-imports mocks/browser', 'packages/app/src/main2.tsx', "import { startMockBackend } from '@portal-fiscal/mocks/browser'; export const a = startMockBackend;"],
  ])('forbids: %s', async (_name, file, code) => {
    expect(await restricted(file, code)).toBe(true);
  });

  it.each([
    ['mocks imports api-client', 'packages/mocks/src/x.ts', "import { ApiError } from '@portal-fiscal/api-client'; export const a = ApiError;"],
    ['app imports ui and api-client', 'packages/app/src/x.ts', "import { Button } from '@portal-fiscal/ui'; import { ApiError } from '@portal-fiscal/api-client'; export const a = [Button, ApiError];"],
    ['app start-up imports mocks', 'packages/app/src/bootstrap/mocks.ts', "import { db } from '@portal-fiscal/mocks'; export const a = db;"],
  ])('allows: %s', async (_name, file, code) => {
    expect(await restricted(file, code)).toBe(false);
  });
});
