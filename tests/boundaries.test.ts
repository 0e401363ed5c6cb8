import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPOSITION_ROOT, SHARED_LAYERS } from '../eslint.config.js';

/**
 * The import rules of docs/architecture.md, checked two ways:
 *  1. against the real tree: every import of every source file of the four packages, read with the
 *     TypeScript compiler's own import scanner (static, dynamic and re-exports), resolved, and held
 *     against the package rule (one way: ui and api-client import nothing of ours, mocks only the
 *     api-client, the app ui and api-client, and mocks only from its start-up, stories and tests) and
 *     the feature rule (a feature imports shared code, never another feature; shared code no feature);
 *  2. against the lint configuration, which must refuse the same imports while they are being written.
 */
const root = resolve(new URL('..', import.meta.url).pathname);
/** A relative specifier going `levels` folders up, as written inside packages/app/src (not paths of this file). */
const up = (levels: number) => '../'.repeat(levels);
const PACKAGES = ['ui', 'api-client', 'mocks', 'app'] as const;
type Package = (typeof PACKAGES)[number];
const ALLOWED: Record<Package, readonly Package[]> = { ui: [], 'api-client': [], mocks: ['api-client'], app: ['ui', 'api-client'] };

/** Every TypeScript source file of a package (its src, build and scripts folders). */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.split(sep).includes('node_modules'));
}

const resolveRelative = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
};

/** Where a file stands: its package, and inside the app its feature or shared layer. */
export function placeOf(file: string): { pkg: Package | null; feature: string | null; layer: string | null } {
  const parts = relative(root, file).split(sep);
  const pkg = parts[0] === 'packages' && (PACKAGES as readonly string[]).includes(parts[1] ?? '') ? (parts[1] as Package) : null;
  if (pkg !== 'app' || parts[2] !== 'src') return { pkg, feature: null, layer: null };
  if (parts[3] === 'features') return { pkg, feature: parts[4] ?? null, layer: null };
  return { pkg, feature: null, layer: parts.length > 4 ? (parts[3] ?? null) : (parts[3]?.replace(/\.tsx?$/, '') ?? null) };
}

/**
 * May the app file import mocks? Its start-up, its stories and tests, Storybook's src/testing/, and the
 * demo build's reader of the seed's pictures (build/seedPictures.ts, run in Node at build time).
 */
const appMayImportMocks = (file: string) =>
  /packages\/app\/src\/(bootstrap|testing)\//.test(file) ||
  /packages\/app\/build\/seedPictures\.ts$/.test(file) ||
  /\.(stories|test)\.tsx?$/.test(file);

/** What is wrong with one import (null when nothing is). */
export function violation(file: string, specifier: string, target: string | null): string | null {
  const from = placeOf(file);
  if (!from.pkg) return null;
  const ours = /^@portal-fiscal\/([^/]+)/.exec(specifier)?.[1] as Package | undefined;
  const to = target ? placeOf(target) : null;
  const targetPkg = ours ?? to?.pkg ?? null;
  if (targetPkg && targetPkg !== from.pkg) {
    if (!ours) return `reaches into packages/${targetPkg} by a relative path`;
    const mocksDoor = from.pkg === 'app' && targetPkg === 'mocks' && appMayImportMocks(file);
    if (!ALLOWED[from.pkg].includes(targetPkg) && !mocksDoor) return `imports @portal-fiscal/${targetPkg} (the one-way rule)`;
  }
  if (from.pkg === 'app' && to?.pkg === 'app' && to.feature) {
    if (from.feature && from.feature !== to.feature) return `feature '${from.feature}' imports feature '${to.feature}'`;
    // src/paths.ts is shared too: every feature names its routes there.
    if (from.layer && (SHARED_LAYERS.includes(from.layer) || from.layer === 'paths'))
      return `shared src/${from.layer} imports feature '${to.feature}'`;
  }
  // A feature's stories and tests render the real routes: they may import the composition root.
  const storyOrTest = /\.(stories|test)\.tsx?$/.test(file);
  if (
    from.pkg === 'app' &&
    from.feature &&
    !storyOrTest &&
    to?.pkg === 'app' &&
    !to.feature &&
    target &&
    COMPOSITION_ROOT.includes(relative(join(root, 'packages/app/src'), target))
  ) {
    return `feature '${from.feature}' imports the composition root (${relative(join(root, 'packages/app/src'), target)})`;
  }
  return null;
}

interface Scan {
  files: number;
  imports: number;
  violations: string[];
  /** Every source file and the files of ours its relative imports resolve to (type-only imports too). */
  graph: Map<string, string[]>;
}

/**
 * The import circles of a graph: its strongly connected components of more than one file, and files
 * that import themselves (Tarjan's algorithm), each sorted, as paths relative to the repository.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

function scanTree(): Scan {
  const scan: Scan = { files: 0, imports: 0, violations: [], graph: new Map() };
  for (const pkg of PACKAGES) {
    for (const folder of ['src', 'build', 'scripts']) {
      for (const file of sourceFiles(join(root, 'packages', pkg, folder))) {
        scan.files += 1;
        const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        const targets: string[] = [];
        scan.graph.set(relative(root, file), targets);
        for (const { fileName: specifier } of info.importedFiles) {
          scan.imports += 1;
          const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : null;
          if (target) targets.push(relative(root, target));
          const problem = violation(file, specifier, target);
          if (problem) scan.violations.push(`${relative(root, file)}: '${specifier}' ${problem}`);
        }
      }
    }
  }
  return scan;
}

describe('import boundaries in the real tree', () => {
  it('every import of every source file keeps the package and feature rules', () => {
    const scan = scanTree();
    // The scan really read the tree (a broken walk would pass with nothing read).
    expect(scan.files).toBeGreaterThan(400);
    expect(scan.imports).toBeGreaterThan(2000);
    expect(scan.violations).toEqual([]);
  });

  it('no import circle: no file reaches itself through its imports, type-only imports included', () => {
    const scan = scanTree();
    expect(scan.graph.size).toBe(scan.files);
    expect(importCircles(scan.graph)).toEqual([]);
  });

  it('the circle finder finds a circle of three files and a file importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts', 'x.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['x.ts', ['y.ts']],
      ['y.ts', ['y.ts', 'outside.ts']],
      ['z.ts', ['x.ts']],
    ]);
    expect(importCircles(graph).sort()).toEqual([['a.ts', 'b.ts', 'c.ts'], ['y.ts']]);
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'a feature imports another',
      'packages/app/src/features/leis/LeiViewPage.tsx',
      '../marketplace/AppsListPage',
      'packages/app/src/features/marketplace/AppsListPage.tsx',
    ],
    [
      'a feature section imports another feature',
      'packages/app/src/features/admin/users/api.ts',
      `${up(2)}settings/company/api`,
      'packages/app/src/features/settings/company/api.ts',
    ],
    [
      'shared code imports a feature',
      'packages/app/src/shell/AppShell.tsx',
      '../features/auth/LoginPage',
      'packages/app/src/features/auth/LoginPage.tsx',
    ],
    [
      'paths.ts imports a feature',
      'packages/app/src/paths.ts',
      './features/leis/leiFilters',
      'packages/app/src/features/leis/leiFilters.ts',
    ],
    ['a feature imports App.tsx', 'packages/app/src/features/auth/LoginPage.tsx', `${up(2)}App`, 'packages/app/src/App.tsx'],
    ['a feature imports routes.ts', 'packages/app/src/features/settings/products/api.ts', `${up(3)}routes`, 'packages/app/src/routes.ts'],
    [
      'a feature imports signedInPages.ts',
      'packages/app/src/features/dashboard/DashboardPage.tsx',
      `${up(2)}signedInPages`,
      'packages/app/src/signedInPages.ts',
    ],
    ['ui reaches into the app', 'packages/ui/src/components/x.ts', '../../../app/src/paths', 'packages/app/src/paths.ts'],
    ['api-client imports mocks', 'packages/api-client/src/x.ts', '@portal-fiscal/mocks', null],
    ['the app imports mocks outside its start-up', 'packages/app/src/features/dashboard/DashboardPage.tsx', '@portal-fiscal/mocks', null],
  ])('the checker refuses: %s', (_name, file, specifier, target) => {
    expect(violation(join(root, file), specifier, target ? join(root, target) : null)).not.toBeNull();
  });

  it.each([
    [
      'a feature imports its own section',
      'packages/app/src/features/admin/ProviderEditPage.tsx',
      './providers/api',
      'packages/app/src/features/admin/providers/api.ts',
    ],
    ['a feature imports paths.ts', 'packages/app/src/features/leis/LeiViewPage.tsx', `${up(2)}paths`, 'packages/app/src/paths.ts'],
    ['a feature story renders the app', 'packages/app/src/features/auth/LoginPage.stories.tsx', `${up(2)}App`, 'packages/app/src/App.tsx'],
    [
      'the composition root imports a feature',
      'packages/app/src/routes.ts',
      './features/leis/leiFilters',
      'packages/app/src/features/leis/leiFilters.ts',
    ],
    [
      'a feature imports shared code',
      'packages/app/src/features/leis/LeiViewPage.tsx',
      `${up(2)}data/marketplace`,
      'packages/app/src/data/marketplace.ts',
    ],
    [
      'Storybook helpers put features together',
      'packages/app/src/testing/pageStory.ts',
      '../features/auth/LoginPage',
      'packages/app/src/features/auth/LoginPage.tsx',
    ],
    ['the app start-up imports mocks', 'packages/app/src/bootstrap/mocks.ts', '@portal-fiscal/mocks', null],
    ['the demo build reads its seed’s pictures', 'packages/app/build/seedPictures.ts', '@portal-fiscal/mocks', null],
  ])('the checker allows: %s', (_name, file, specifier, target) => {
    expect(violation(join(root, file), specifier, target ? join(root, target) : null)).toBeNull();
  });
});

describe('the lint configuration refuses the same imports', () => {
  const eslint = new ESLint({ cwd: root });
  async function refusedBy(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .map((m) => m.ruleId ?? '')
      .filter((rule) => rule === 'no-restricted-imports' || rule === 'import-x/no-restricted-paths');
  }

  // Loading the typed lint configuration takes a few seconds the first time.
  beforeAll(async () => {
    await eslint.calculateConfigForFile('packages/ui/src/index.ts');
  }, 60_000);

  it.each([
    ['ui imports api-client', 'packages/ui/src/x.ts', "import { ApiError } from '@portal-fiscal/api-client'; export const a = ApiError;"],
    [
      'ui reaches into app by a relative path',
      'packages/ui/src/components/x.ts',
      "import { a } from '../../../app/src/x'; export const b = a;",
    ],
    ['api-client imports mocks', 'packages/api-client/src/x.ts', "import { db } from '@portal-fiscal/mocks'; export const a = db;"],
    ['mocks imports ui', 'packages/mocks/src/x.ts', "import { Button } from '@portal-fiscal/ui'; export const a = Button;"],
    [
      'app imports mocks outside its start-up',
      'packages/app/src/features/x.ts',
      "import { db } from '@portal-fiscal/mocks'; export const a = db;",
    ],
    [
      'app deep-imports mocks/browser',
      'packages/app/src/main2.tsx',
      "import { startMockBackend } from '@portal-fiscal/mocks/browser'; export const a = startMockBackend;",
    ],
    [
      'a feature imports another feature',
      'packages/app/src/features/leis/x.ts',
      "import { useAppsPage } from '../marketplace/AppsListPage'; export const a = useAppsPage;",
    ],
    [
      'a feature section imports another feature',
      'packages/app/src/features/admin/users/x.ts',
      `import { useSaveCompany } from '${up(2)}settings/company/api'; export const a = useSaveCompany;`,
    ],
    [
      'shared code imports a feature',
      'packages/app/src/lib/x.ts',
      "import LoginPage from '../features/auth/LoginPage'; export const a = LoginPage;",
    ],
    [
      'paths.ts imports a feature',
      'packages/app/src/paths.ts',
      "import { leiFilters } from './features/leis/leiFilters'; export const a = leiFilters;",
    ],
    ['a feature imports App.tsx', 'packages/app/src/features/auth/x.ts', `import { App } from '${up(2)}App'; export const a = App;`],
    [
      'a feature imports routes.ts',
      'packages/app/src/features/settings/products/x.ts',
      `import { routes } from '${up(3)}routes'; export const a = routes;`,
    ],
    [
      'a feature imports signedInPages.ts',
      'packages/app/src/features/dashboard/x.ts',
      `import { signedInPage } from '${up(2)}signedInPages'; export const a = signedInPage;`,
    ],
  ])('forbids: %s', async (_name, file, code) => {
    expect(await refusedBy(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'mocks imports api-client',
      'packages/mocks/src/x.ts',
      "import { ApiError } from '@portal-fiscal/api-client'; export const a = ApiError;",
    ],
    [
      'app imports ui and api-client',
      'packages/app/src/x.ts',
      "import { Button } from '@portal-fiscal/ui'; import { ApiError } from '@portal-fiscal/api-client'; export const a = [Button, ApiError];",
    ],
    [
      'app start-up imports mocks',
      'packages/app/src/bootstrap/mocks.ts',
      "import { db } from '@portal-fiscal/mocks'; export const a = db;",
    ],
    ['a feature imports paths.ts', 'packages/app/src/features/leis/x.ts', `import { paths } from '${up(2)}paths'; export const a = paths;`],
    [
      'a feature story renders the app',
      'packages/app/src/features/auth/x.stories.tsx',
      `import { AppRoutes } from '${up(2)}App'; export const a = AppRoutes;`,
    ],
    [
      'a feature imports shared code and its own files',
      'packages/app/src/features/leis/x.ts',
      `import { useLeis } from '${up(2)}data/leis'; import { leiFilters } from './leiFilters'; export const a = [useLeis, leiFilters];`,
    ],
  ])('allows: %s', async (_name, file, code) => {
    expect(await refusedBy(file, code)).toEqual([]);
  });
});
