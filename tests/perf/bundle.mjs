// Weighs a Vite build of the portal: which files each route needs before it can render, and their gzip
// sizes. Read by the size budget (`npm run test:build`, part of `npm test`) and by `npm run bench:web`.
// Byte counts are deterministic, so the budget is a test; timings are not, so Lighthouse is a benchmark.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const APP_DIR = fileURLToPath(new URL('../../packages/app/', import.meta.url));

/** A production build (mocks off) pointed at fictitious real backends. */
export const PRODUCTION_ENV = {
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
 * off, as end users get it) or `demo` (mocks on, as `npm start` serves it).
 */
export function buildApp(flavour, outDir, appDir = APP_DIR) {
  const env = { ...process.env, PORTAL_BUNDLE_STATS: '1', ...(flavour === 'production' ? PRODUCTION_ENV : {}) };
  execFileSync('npx', ['vite', 'build', '--mode', flavour, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: appDir,
    env,
    stdio: 'inherit',
  });
  return appDir === APP_DIR ? readBuild(outDir) : null;
}

export function readBuild(outDir) {
  const read = (name) => JSON.parse(readFileSync(join(outDir, '.vite', name), 'utf8'));
  return { outDir, manifest: read('manifest.json'), modules: read('modules.json'), gzipCache: new Map() };
}

/** Gzip size (level 9, what a static server sends) of one output file. */
export function gzipBytes(build, file) {
  let size = build.gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(build.outDir, file)), { level: 9 }).length;
    build.gzipCache.set(file, size);
  }
  return size;
}

/** Manifest keys reachable from `keys` through static imports (what loads with them, before they run). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`"${key}" is not in the build's manifest`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The JS and CSS files of a set of manifest keys, each with its gzip size, biggest first. */
export function weigh(build, keys) {
  const files = new Set();
  for (const key of keys) {
    const entry = build.manifest[key];
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
  }
  const list = [...files].map((file) => ({ file, bytes: gzipBytes(build, file) })).sort((a, b) => b.bytes - a.bytes);
  return { bytes: list.reduce((sum, f) => sum + f.bytes, 0), files: list };
}

const entryKey = (manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the build has no entry');
  return key;
};

/** The manifest key of a route table module name (`features/auth/LoginPage` → `src/features/auth/LoginPage.tsx`). */
export function moduleKey(build, module) {
  const key = ['.tsx', '.ts'].map((ext) => `src/${module}${ext}`).find((k) => build.manifest[k]?.isDynamicEntry);
  if (!key) throw new Error(`the route table names "${module}", but the build has no chunk for it (is it loaded with import()?)`);
  return key;
}

/**
 * The route table as data, read from the app's source (paths and the chunk modules each route needs).
 * Another checkout's table (`bench:web --app`, an older commit) gives its paths and access only.
 */
export async function loadRoutes(appDir = APP_DIR) {
  const { runnerImport } = await import('vite');
  const file = ['src/routes.ts', 'src/routes.tsx'].map((f) => join(appDir, f)).find((f) => existsSync(f));
  if (!file) throw new Error(`no route table in ${appDir}/src`);
  const { module } = await runnerImport(file, { configFile: false, logLevel: 'error' });
  return module.routeTable.map((route) => ({
    path: route.path,
    access: route.access,
    shell: route.shell,
    chunks: module.routeChunks ? module.routeChunks(route).map((c) => c.module) : [],
    namespaces: module.routeNamespaces ? module.routeNamespaces(route) : [],
  }));
}

/** What index.html loads before any script runs: the entry and its static imports (JS and CSS). */
export function entryWeight(build) {
  return weigh(build, staticClosure(build.manifest, [entryKey(build.manifest)]));
}

/** The manifest keys of a route's chunks and of its pt-BR dictionaries (the default language). */
function routeKeys(build, route) {
  const dictionaries = route.namespaces.map((ns) => `src/i18n/locales/pt-BR/${ns}.json`);
  for (const key of dictionaries) if (!build.manifest[key]) throw new Error(`the route ${route.path} uses the dictionary ${key}, which the build does not have`);
  return [...route.chunks.map((m) => moduleKey(build, m)), ...dictionaries];
}

/** What a first visit to `route` downloads before it renders: the entry, then the route's chunks and dictionaries. */
export function routeWeight(build, route) {
  return weigh(build, staticClosure(build.manifest, [entryKey(build.manifest), ...routeKeys(build, route)]));
}

/**
 * What the demo's first screen waits for: the entry, the /login route's chunks and the demo accounts
 * (the login page suspends on them), with their static imports. The mock backend is not in it.
 */
export function demoPreRender(build, login) {
  const keys = staticClosure(build.manifest, [entryKey(build.manifest), ...routeKeys(build, login), DEMO_ACCOUNTS_DOOR]);
  return { ...weigh(build, keys), includesMocks: [...keys].some((key) => key === MOCK_DOOR) };
}

/**
 * Every JS chunk that is not part of the initial load (pages, the shell, shared pieces), each with its
 * own bytes (JS and CSS), biggest first. `except` drops chunks by manifest key (the demo's mock backend).
 */
export function laterChunks(build, except = []) {
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
export function checkSizeBudget({ production, demo }, routes) {
  const login = routes.find((route) => route.path === '/login');
  if (!login) throw new Error('the route table has no /login');
  const initial = entryWeight(production);
  const chunks = laterChunks(production);
  const preRender = demoPreRender(demo, login);
  const failures = [];
  const explain = (build, files) =>
    files
      .slice(0, 3)
      .map(({ file, bytes }) => `    ${file} ${kb(bytes)}: ${biggestModules(build, file).map((m) => `${m.id} ~${kb(m.bytes)} unminified`).join(', ') || '(CSS)'}`)
      .join('\n');
  if (initial.bytes > SIZE_BUDGETS.initial)
    failures.push(`production initial JS+CSS ${kb(initial.bytes)} > ${kb(SIZE_BUDGETS.initial)}; biggest files and their modules:\n${explain(production, initial.files)}`);
  for (const chunk of chunks.filter((c) => c.bytes > SIZE_BUDGETS.chunk))
    failures.push(`production chunk ${chunk.key} ${kb(chunk.bytes)} > ${kb(SIZE_BUDGETS.chunk)}:\n${explain(production, chunk.files)}`);
  if (preRender.bytes > SIZE_BUDGETS.demoPreRender)
    failures.push(`demo pre-render ${kb(preRender.bytes)} > ${kb(SIZE_BUDGETS.demoPreRender)}:\n${explain(demo, preRender.files)}`);
  if (preRender.includesMocks) failures.push(`demo pre-render: the first screen waits for the mock backend (${MOCK_DOOR} is a static import of it)`);
  return {
    initial,
    chunks,
    preRender,
    firstRender: routes.map((route) => ({ path: route.path, production: routeWeight(production, route).bytes, demo: routeWeight(demo, route).bytes })),
    failures,
  };
}

/**
 * The biggest source modules of one output file, by the gzip size of each module's code alone (a
 * ranking: gzipped together they compress better).
 */
export function biggestModules(build, file, count = 5) {
  const modules = build.modules[file] ?? {};
  return Object.entries(modules)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, bytes]) => ({ id: shortId(id), bytes }));
}

function shortId(id) {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) return clean.slice(nm + 'node_modules/'.length);
  const pkg = clean.indexOf('packages/');
  return pkg >= 0 ? clean.slice(pkg) : clean;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
