// Weighs a Vite build of the portal: which files each route needs before it can render, and their gzip
// sizes. Read by the size budget (`npm run test:build`, part of `npm test`) and by `npm run bench:web`.
// Byte counts are deterministic, so the budget is a test; timings are not, so Lighthouse is a benchmark.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** The two builds the portal ships: `production` (mocks off, as end users get it) and `demo` (mocks on). */
export type Flavour = 'production' | 'demo';

/** Each output file's modules with the gzip size of their code alone (`.vite/modules.json`, PORTAL_BUNDLE_STATS). */
export type ModuleSizes = Record<string, Record<string, number>>;

/** A build read back: its folder, Vite's manifest, the module sizes, and the gzip sizes computed so far. */
export interface Build {
  outDir: string;
  manifest: Manifest;
  modules: ModuleSizes;
  gzipCache: Map<string, number>;
}

/** A route of the app's route table, as data. */
export interface Route {
  path: string;
  /** `public` or `protected`. */
  access: string;
  shell: string;
  /** The chunk modules the route needs (`features/auth/LoginPage`); empty for another checkout's table. */
  chunks: string[];
  /** Its dictionaries' namespaces; empty for another checkout's table. */
  namespaces: string[];
}

/** One output file and its gzip size. */
export interface FileWeight {
  file: string;
  bytes: number;
}

/** A set of files: their total gzip size, and each one's, biggest first. */
export interface Weight {
  bytes: number;
  files: FileWeight[];
}

/** A chunk loaded after the initial load, with its own files' weight. */
export interface LaterChunk extends Weight {
  key: string;
  file: string;
}

/** What the size budget measured, and what is over it. */
export interface SizeReport {
  initial: Weight;
  chunks: LaterChunk[];
  preRender: Weight & { includesMocks: boolean };
  /**
   * Each route's first render (JS+CSS: initial load and its chunks), and the gzip weight of the HTML the
   * server answers its address with (its own page, the frame's or the sign-up's, else index.html).
   */
  firstRender: { path: string; production: number; demo: number; html: { production: number; demo: number } }[];
  failures: string[];
}

export const APP_DIR = fileURLToPath(new URL('../../packages/app/', import.meta.url));

/** A production build (mocks off) pointed at fictitious real backends. */
export const PRODUCTION_ENV: Record<string, string> = {
  VITE_ENABLE_MOCKS: 'false',
  VITE_SERVER_URL: 'https://api.example.com.br',
  VITE_API_NODE_URL: 'https://marketplace-api.example.com.br',
  VITE_ASSETS_URL: 'https://assets.example.com.br',
  VITE_NEWS_URL: 'https://noticias.example.com.br',
};

/** The chunk of the demo's mock backend: loaded once the first screen is shown, never before it. */
export const MOCK_DOOR = 'src/bootstrap/mocks.ts';
/** The demo accounts of the login hint: a small chunk the demo's login page waits for. */
export const DEMO_ACCOUNTS_DOOR = 'src/bootstrap/demoAccounts.ts';

const KB = 1024;
/** The size budget (gzip, JS+CSS): checked by `npm run test:build` (so by `npm test`) and shown by `bench:web`. */
export const SIZE_BUDGETS = {
  /** Production (mocks off): what index.html loads before any script runs (entry and its static imports). */
  initial: 100 * KB,
  /** Production: each chunk loaded after that (a route's page, the shell, a shared piece), its own bytes. */
  chunk: 40 * KB,
  /** Demo: everything the first screen (/login) waits for; the mock backend loads after it, not before. */
  demoPreRender: 250 * KB,
};

/**
 * Builds the app into `outDir` with the manifest and module sizes. `flavour` is `production` (mocks
 * off, as end users get it) or `demo` (mocks on, as `npm start` serves it). Returns the build read back,
 * or null for another checkout's app (`appDir`), whose builds have no bundle stats.
 */
export function buildApp(flavour: Flavour, outDir: string): Build;
export function buildApp(flavour: Flavour, outDir: string, appDir: string): Build | null;
export function buildApp(flavour: Flavour, outDir: string, appDir: string = APP_DIR): Build | null {
  const env = { ...process.env, PORTAL_BUNDLE_STATS: '1', ...(flavour === 'production' ? PRODUCTION_ENV : {}) };
  execFileSync('npx', ['vite', 'build', '--mode', flavour, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: appDir,
    env,
    stdio: 'inherit',
  });
  return appDir === APP_DIR ? readBuild(outDir) : null;
}

export function readBuild(outDir: string): Build {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(outDir, '.vite', name), 'utf8'));
  const manifest = read('manifest.json');
  if (!isManifest(manifest)) throw new Error(`${outDir}/.vite/manifest.json is not a Vite manifest`);
  const modules = read('modules.json');
  if (!isModuleSizes(modules)) throw new Error(`${outDir}/.vite/modules.json is not a map of files to module sizes`);
  return { outDir, manifest, modules, gzipCache: new Map() };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A Vite manifest: every entry has its output `file`, and its lists (when present) are of strings. */
function isManifest(value: unknown): value is Manifest {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (entry) =>
        isRecord(entry) &&
        typeof entry.file === 'string' &&
        [entry.imports, entry.css].every((list) => list === undefined || isStrings(list)),
    )
  );
}

function isModuleSizes(value: unknown): value is ModuleSizes {
  return (
    isRecord(value) &&
    Object.values(value).every((modules) => isRecord(modules) && Object.values(modules).every((bytes) => typeof bytes === 'number'))
  );
}

/** Gzip size (level 9, what a static server sends) of one output file. */
export function gzipBytes(build: Build, file: string): number {
  let size = build.gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(build.outDir, file)), { level: 9 }).length;
    build.gzipCache.set(file, size);
  }
  return size;
}

/**
 * The HTML page the server answers an address with: the address's own (`/apps/list` → `apps/list.html`,
 * a frame's or a prerendered signed-out screen's, build/prerender.ts `frameFile`), else index.html.
 */
export function pageFile(build: Build, path: string): string {
  const own = `${path.replace(/^\//, '')}.html`;
  return path !== '/' && existsSync(join(build.outDir, own)) ? own : 'index.html';
}

/** Manifest keys reachable from `keys` through static imports (what loads with them, before they run). */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`"${key}" is not in the build's manifest`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JS and CSS files of a set of manifest keys, each with its gzip size, biggest first. */
export function weigh(build: Build, keys: Iterable<string>): Weight {
  const files = new Set<string>();
  for (const key of keys) {
    const entry = build.manifest[key];
    if (!entry) throw new Error(`"${key}" is not in the build's manifest`);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
  }
  const list = [...files].map((file) => ({ file, bytes: gzipBytes(build, file) })).sort((a, b) => b.bytes - a.bytes);
  return { bytes: list.reduce((sum, f) => sum + f.bytes, 0), files: list };
}

const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the build has no entry');
  return key;
};

/** The manifest key of a route table module name (`features/auth/LoginPage` → `src/features/auth/LoginPage.tsx`). */
export function moduleKey(build: Build, module: string): string {
  const key = ['.tsx', '.ts'].map((ext) => `src/${module}${ext}`).find((k) => build.manifest[k]?.isDynamicEntry);
  if (!key) throw new Error(`the route table names "${module}", but the build has no chunk for it (is it loaded with import()?)`);
  return key;
}

/**
 * The route table as data, read from the app's source (paths and the chunk modules each route needs).
 * Another checkout's table (`bench:web --app`, an older commit) gives its paths and access only.
 */
export async function loadRoutes(appDir: string = APP_DIR): Promise<Route[]> {
  const { runnerImport } = await import('vite');
  const file = ['src/routes.ts', 'src/routes.tsx'].map((f) => join(appDir, f)).find((f) => existsSync(f));
  if (!file) throw new Error(`no route table in ${appDir}/src`);
  const { module } = await runnerImport<unknown>(file, { configFile: false, logLevel: 'error' });
  if (!isRouteModule(module)) throw new Error(`${file} has no routeTable of routes (path, access, shell)`);
  return module.routeTable.map((route) => ({
    path: route.path,
    access: route.access,
    shell: route.shell,
    chunks: module.routeChunks ? module.routeChunks(route).map((c) => c.module) : [],
    namespaces: module.routeNamespaces ? [...module.routeNamespaces(route)] : [],
  }));
}

/** A route of the table as the app's source has it (its page and frame, left out here, are loaders). */
interface RouteDef {
  path: string;
  access: string;
  shell: string;
}

/** What loadRoutes reads of the app's route module (routeChunks and routeNamespaces: this checkout's). */
interface RouteModule {
  routeTable: readonly RouteDef[];
  routeChunks?: (route: RouteDef) => readonly { module: string }[];
  routeNamespaces?: (route: RouteDef) => readonly string[];
}

function isRouteModule(value: unknown): value is RouteModule {
  if (!isRecord(value) || !Array.isArray(value.routeTable)) return false;
  const routes: unknown[] = value.routeTable;
  const isRoute = (route: unknown) =>
    isRecord(route) && [route.path, route.access, route.shell].every((field) => typeof field === 'string');
  const isOptionalFunction = (fn: unknown) => fn === undefined || typeof fn === 'function';
  return routes.every(isRoute) && isOptionalFunction(value.routeChunks) && isOptionalFunction(value.routeNamespaces);
}

/** What index.html loads before any script runs: the entry and its static imports (JS and CSS). */
export function entryWeight(build: Build): Weight {
  return weigh(build, staticClosure(build.manifest, [entryKey(build.manifest)]));
}

/** The manifest keys of a route's chunks and of its pt-BR dictionaries (the default language). */
function routeKeys(build: Build, route: Route): string[] {
  const dictionaries = route.namespaces.map((ns) => `src/i18n/locales/pt-BR/${ns}.json`);
  for (const key of dictionaries)
    if (!build.manifest[key]) throw new Error(`the route ${route.path} uses the dictionary ${key}, which the build does not have`);
  return [...route.chunks.map((m) => moduleKey(build, m)), ...dictionaries];
}

/** What a first visit to `route` downloads before it renders: the entry, then the route's chunks and dictionaries. */
export function routeWeight(build: Build, route: Route): Weight {
  return weigh(build, staticClosure(build.manifest, [entryKey(build.manifest), ...routeKeys(build, route)]));
}

/**
 * What the demo's first screen waits for: the entry, the /login route's chunks and the demo accounts
 * (the login page suspends on them), with their static imports. The mock backend is not in it.
 */
export function demoPreRender(build: Build, login: Route): Weight & { includesMocks: boolean } {
  const keys = staticClosure(build.manifest, [entryKey(build.manifest), ...routeKeys(build, login), DEMO_ACCOUNTS_DOOR]);
  return { ...weigh(build, keys), includesMocks: [...keys].some((key) => key === MOCK_DOOR) };
}

/**
 * Every JS chunk that is not part of the initial load (pages, the shell, shared pieces), each with its
 * own bytes (JS and CSS), biggest first. `except` drops chunks by manifest key (the demo's mock backend).
 */
export function laterChunks(build: Build, except: string[] = []): LaterChunk[] {
  const initial = staticClosure(build.manifest, [entryKey(build.manifest)]);
  const skip = new Set(except.flatMap((key) => (build.manifest[key] ? [...staticClosure(build.manifest, [key])] : [])));
  return Object.entries(build.manifest)
    .filter(([key, entry]) => entry.file.endsWith('.js') && !initial.has(key) && !skip.has(key))
    .map(([key, entry]) => ({ key, file: entry.file, ...weigh(build, [key]) }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * The size budget over a production and a demo build: the figures, and one failure per figure over its
 * budget, naming the files and their biggest modules.
 */
export function checkSizeBudget({ production, demo }: Record<Flavour, Build>, routes: Route[]): SizeReport {
  const login = routes.find((route) => route.path === '/login');
  if (!login) throw new Error('the route table has no /login');
  const initial = entryWeight(production);
  const chunks = laterChunks(production);
  const preRender = demoPreRender(demo, login);
  const failures: string[] = [];
  const explain = (build: Build, files: FileWeight[]) =>
    files
      .slice(0, 3)
      .map(
        ({ file, bytes }) =>
          `    ${file} ${kb(bytes)}: ${
            biggestModules(build, file)
              .map((m) => `${m.id} ~${kb(m.bytes)} unminified`)
              .join(', ') || '(CSS)'
          }`,
      )
      .join('\n');
  if (initial.bytes > SIZE_BUDGETS.initial)
    failures.push(
      `production initial JS+CSS ${kb(initial.bytes)} > ${kb(SIZE_BUDGETS.initial)}; biggest files and their modules:\n${explain(production, initial.files)}`,
    );
  for (const chunk of chunks.filter((c) => c.bytes > SIZE_BUDGETS.chunk))
    failures.push(`production chunk ${chunk.key} ${kb(chunk.bytes)} > ${kb(SIZE_BUDGETS.chunk)}:\n${explain(production, chunk.files)}`);
  if (preRender.bytes > SIZE_BUDGETS.demoPreRender)
    failures.push(`demo pre-render ${kb(preRender.bytes)} > ${kb(SIZE_BUDGETS.demoPreRender)}:\n${explain(demo, preRender.files)}`);
  if (preRender.includesMocks)
    failures.push(`demo pre-render: the first screen waits for the mock backend (${MOCK_DOOR} is a static import of it)`);
  return {
    initial,
    chunks,
    preRender,
    firstRender: routes.map((route) => ({
      path: route.path,
      production: routeWeight(production, route).bytes,
      demo: routeWeight(demo, route).bytes,
      html: { production: gzipBytes(production, pageFile(production, route.path)), demo: gzipBytes(demo, pageFile(demo, route.path)) },
    })),
    failures,
  };
}

/**
 * The biggest source modules of one output file, by the gzip size of each module's code alone (a
 * ranking: gzipped together they compress better).
 */
export function biggestModules(build: Build, file: string, count = 5): { id: string; bytes: number }[] {
  const modules = build.modules[file] ?? {};
  return Object.entries(modules)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, bytes]) => ({ id: shortId(id), bytes }));
}

function shortId(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) return clean.slice(nm + 'node_modules/'.length);
  const pkg = clean.indexOf('packages/');
  return pkg >= 0 ? clean.slice(pkg) : clean;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------
// bench:web's report of the weights

/** The size budget's figures over both builds, and each route's access, for bench:web's tables. */
export interface BenchWeights extends SizeReport {
  access: Map<string, string>;
}

export function weighBuilds(builds: Record<Flavour, Build>, routes: Route[]): BenchWeights {
  return { ...checkSizeBudget(builds, routes), access: new Map(routes.map((r) => [r.path, r.access])) };
}

/** Prints the weights of every route's first render, the initial loads and each later chunk, with their budgets. */
export function printBundleTable(weights: BenchWeights): void {
  const mark = (bytes: number, budget: number) => (bytes <= budget ? '✔' : '✖');
  const lines: string[][] = [['Route', 'Access', 'Production first render', 'Demo first render', 'Production HTML', 'Demo HTML']];
  for (const row of weights.firstRender)
    lines.push([
      row.path,
      String(weights.access.get(row.path)),
      kb(row.production),
      kb(row.demo),
      kb(row.html.production),
      kb(row.html.demo),
    ]);
  console.log(
    `\nBundle weights (gzip JS+CSS: the initial load, then what a first visit downloads before the route renders; and the gzip HTML its address is answered with)\n${columns(lines)}`,
  );
  console.log(
    `  production initial load     ${kb(weights.initial.bytes)}  ${mark(weights.initial.bytes, SIZE_BUDGETS.initial)} budget ≤ ${kb(SIZE_BUDGETS.initial)}`,
  );
  console.log(
    `  demo before its first screen ${kb(weights.preRender.bytes)}  ${mark(weights.preRender.bytes, SIZE_BUDGETS.demoPreRender)} budget ≤ ${kb(SIZE_BUDGETS.demoPreRender)}`,
  );
  const lazy: string[][] = [['Later chunk (production)', 'Own gzip', `≤ ${kb(SIZE_BUDGETS.chunk)}`]];
  for (const chunk of weights.chunks) lazy.push([chunk.key.replace(/^src\//, ''), kb(chunk.bytes), mark(chunk.bytes, SIZE_BUDGETS.chunk)]);
  console.log(`\n${columns(lazy)}`);
}

/** Plain-text columns for the console: first column left-aligned, the others right-aligned. */
function columns(lines: string[][]): string {
  const widths = (lines[0] ?? []).map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  return lines
    .map((l) => '  ' + l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   '))
    .join('\n');
}

/** The lightest and heaviest HTML page of the routes, in each flavour, with the heaviest's route. */
function htmlRange({ firstRender }: SizeReport): string {
  const range = (flavour: Flavour) => {
    const sorted = [...firstRender].sort((a, b) => a.html[flavour] - b.html[flavour]);
    const [lightest, heaviest] = [sorted[0], sorted[sorted.length - 1]];
    return lightest && heaviest ? `${kb(lightest.html[flavour])}–${kb(heaviest.html[flavour])} (\`${heaviest.path}\`)` : '–';
  };
  return `${range('production')} / ${range('demo')}`;
}

/** The weights' rows of bench:web's final table: figure, result (✔ or ✖ against its budget), budget. */
export function weightRows(weights: BenchWeights): string[][] {
  const within = (value: number, budget: number) => (value <= budget ? '✔' : '✖');
  const login = weights.firstRender.find((row) => row.path === '/login');
  const rows = [
    [
      'Production initial JS+CSS (gzip; what index.html loads)',
      `${within(weights.initial.bytes, SIZE_BUDGETS.initial)} ${kb(weights.initial.bytes)} in ${weights.initial.files.length} files`,
      `≤ ${kb(SIZE_BUDGETS.initial)}`,
    ],
    ['Production `/login` first render (initial + its chunks, gzip)', login ? kb(login.production) : '–', '–'],
    ['HTML of an address (gzip; its own page, or index.html), production / demo', htmlRange(weights), '–'],
    [
      'Demo before its first screen (`/login`, gzip)',
      `${within(weights.preRender.bytes, SIZE_BUDGETS.demoPreRender)} ${kb(weights.preRender.bytes)}`,
      `≤ ${kb(SIZE_BUDGETS.demoPreRender)}`,
    ],
  ];
  const over = weights.chunks.filter((c) => c.bytes > SIZE_BUDGETS.chunk);
  const biggest = weights.chunks[0];
  rows.push([
    'Later chunks, production (own gzip, each)',
    `${over.length ? '✖' : '✔'} ${weights.chunks.length - over.length} of ${weights.chunks.length} within; biggest \`${biggest?.key}\` ${biggest ? kb(biggest.bytes) : '–'}` +
      (over.length ? `; over: ${over.map((c) => `\`${c.key}\` ${kb(c.bytes)}`).join(', ')}` : ''),
    `≤ ${kb(SIZE_BUDGETS.chunk)} each`,
  ]);

  return rows;
}
