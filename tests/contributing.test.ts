import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs a newcomer follows stay true to the tree: every repository path CONTRIBUTING.md names in
 * backticks exists, and README's repository map names only paths that exist, and every feature folder.
 */
const root = resolve(new URL('..', import.meta.url).pathname);
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (nested braces are not used in the docs). */
export function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split(',')
    .flatMap((part) => expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)));
}

/** The repository paths among a Markdown text's code spans: those starting at a top folder of ours, templates (`<feature>`) aside. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return spans
    .filter((span) => /^(packages|tests|docs|\.storybook|\.ci)\/[\w./{},@-]*$/.test(span))
    .flatMap(expandBraces)
    .map((path) => path.replace(/\/$/, ''));
}

describe('CONTRIBUTING.md', () => {
  const paths = namedPaths(read('CONTRIBUTING.md'));

  it('names paths (the check reads something)', () => {
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toContain('packages/api-client/src/contract/catalogue.ts');
    expect(paths).toContain('packages/app/src/i18n/i18next.d.ts');
  });

  it('walks through a form with the kit and a table', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'packages/app/src/forms/formKit.tsx',
        'packages/app/src/forms/fields.tsx',
        'packages/app/src/forms/saveReport.test.ts',
        'packages/ui/src/components/DataTable',
        'packages/app/src/lib/listRows.ts',
      ]),
    );
    const contributing = read('CONTRIBUTING.md');
    for (const name of ['useFormKit', 'FormText', 'kit.onSubmit', 'kit.report', 'rowActions']) expect(contributing).toContain(name);
  });

  it('walks through a card list page and the shared style fragments', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'packages/app/src/shell/CardListPage.tsx',
        'packages/app/src/features/leis/LeisListPage.tsx',
        'packages/app/src/shell/FilterList.tsx',
        'packages/app/src/shell/patterns.ts',
      ]),
    );
    const contributing = read('CONTRIBUTING.md');
    for (const name of ['useCardListPage', 'endsApart', 'kit.focus']) expect(contributing).toContain(name);
  });

  it('every path it names exists', () => {
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('the finder expands braces and leaves templates and package names out', () => {
    expect(
      namedPaths('`packages/app/src/i18n/locales/{pt-BR,en}` `features/<feature>/api.ts` `@portal-fiscal/ui/Button` `tests/x.ts`'),
    ).toEqual(['packages/app/src/i18n/locales/pt-BR', 'packages/app/src/i18n/locales/en', 'tests/x.ts']);
  });
});

describe("README's repository map", () => {
  const readme = read('README.md');
  const map = /## Repository map\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? '';
  /** Each entry of the map: its first column (a package or a folder), and the paths its text names. */
  const entries = map.split(/\n(?=\S)/).map((entry) => {
    const [head = '', ...rest] = entry.split(/\s{2,}/);
    const text = rest.join(' ');
    const base = head.startsWith('packages/') ? head : '';
    const named = [...text.matchAll(/(?<![\w./-])((?:src|build|tests)\/[\w./{},-]*[\w/}])/g)].map((m) => m[1]!);
    return { head, paths: named.flatMap(expandBraces).map((path) => (path.startsWith('tests/') ? path : join(base, path))) };
  });

  it('has its entries', () => {
    expect(entries.map((entry) => entry.head)).toEqual([
      'packages/ui',
      'packages/api-client',
      'packages/mocks',
      'packages/app',
      '.storybook/',
      'tests/',
      'docs/',
      'deploy/',
      'patches/',
      '.ci/run',
    ]);
  });

  it('every folder and file it names exists', () => {
    const missing = entries.flatMap((entry) => [entry.head, ...entry.paths]).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it('lists every feature of the app, and only those', () => {
    const listed = /src\/features\/\{([^}]*)\}/.exec(map)?.[1]?.split(',') ?? [];
    const features = readdirSync(join(root, 'packages/app/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...listed].sort()).toEqual([...features].sort());
  });
});
