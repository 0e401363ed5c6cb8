// `npm run bench:web`: how heavy and how fast the portal is, in one table, checked against its targets.
// It builds both flavours (production: mocks off; demo: mock backend on), weighs what each route
// downloads (bundle.ts), runs Lighthouse (performance) with the test Chromium on every route of the demo
// and of the production build served as `npm run preview` serves it, on the HTTP mock server (lighthouse.ts;
// one table row per route, each figure beside its target), times the demo's login, the lists' first page
// and the administration tables (default seed vs `large`; interactions.ts), measures Interaction to Next
// Paint at scale (`large`, 4× CPU slowdown, web-vitals; inp.ts) and checks the JS heap for a leak over
// 20+ in-app navigations (heap.ts). It prints the tables (also written to bench-results/web.md) with a ✔
// or ✖ per budget and target, and exits 1 when any of them is missed (✖) or something could not be
// measured, listing the misses.
//
//   npm run bench:web [-- --runs N] [--routes /login,/dashboard] [--skip-build] [--no-lighthouse] [--all-desktop]
//                     [--no-timings] [--no-inp] [--no-heap] [--lcp-path] [--long-tasks] [--app <dir>] [--help]
//
// Beside the scores it prints a calibration figure (calibration.ts): the time of a fixed CPU task, taken at
// the start and at the end of the run, so a slow hour can be told from a slow change.
//
// Budgets and targets are beside what they measure: SIZE_BUDGETS in bundle.ts, LIGHTHOUSE_TARGETS in
// lighthouse.ts, TIMING_BUDGETS in interactions.ts, INP_TARGET_MS in inp.ts, HEAP_TOLERANCE in heap.ts.
// Lighthouse on a 2-core machine takes ~8 s a run: the default (3 runs; every route with the demo mobile
// and production mobile presets; demo desktop on the routes with a desktop target only, `--all-desktop`
// for all: 66 pages) takes about 30 minutes, the whole run about 35; `--runs 1` brings Lighthouse to about
// 10 minutes (see docs/performance.md).
process.env.TZ = 'America/Sao_Paulo'; // before anything reads the clock; the browsers inherit it

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { calibrate, calibrationLine, describeCalibration, type Calibration } from './calibration.ts';
import {
  APP_DIR,
  buildApp,
  loadRoutes,
  printBundleTable,
  readBuild,
  weighBuilds,
  weightRows,
  type Build,
  type Flavour,
  type Route,
} from './bundle.ts';
import { runTimings, timingRows, timingsFailed, type Timings } from './interactions.ts';
import type { HeapResult } from './heap.ts';
import type { InpResult } from './inp.ts';
import type { LighthousePage } from './lighthouse.ts';
import { closeAll, startDemoServer, startProductionServer, track } from './servers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_FILE = join(ROOT, 'bench-results/web.md');
/** One fixed folder per flavour, so `--skip-build` finds the last builds. */
const BUILD_DIRS: Record<Flavour, string> = {
  production: join(tmpdir(), 'portal-fiscal-bench/production'),
  demo: join(tmpdir(), 'portal-fiscal-bench/demo'),
};
/** Unusual fixed ports (4780 is `npm start`'s, 4791 the e2e tests'). */
const PORTS = { demo: 4795, production: 4796 };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-timings': { type: 'boolean', default: false },
    'no-inp': { type: 'boolean', default: false },
    'no-heap': { type: 'boolean', default: false },
    'all-desktop': { type: 'boolean', default: false },
    // Under each Lighthouse run, the chain of requests and tasks that sets its simulated LCP (lcpCriticalPath).
    'lcp-path': { type: 'boolean', default: false },
    'long-tasks': { type: 'boolean', default: false },
    app: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`npm run bench:web -- [options]   (docs/performance.md, "The benchmark")

  --runs N          Lighthouse runs per page, the median counts (default 3)
  --routes a,b      the Lighthouse routes only (paths of the route table)
  --skip-build      reuse the last builds (${join(tmpdir(), 'portal-fiscal-bench')})
  --no-lighthouse   no Lighthouse
  --all-desktop     the demo's desktop preset on every route, not only on those with a desktop target
  --no-timings      no login, list and administration timings
  --no-inp          no Interaction to Next Paint at scale
  --no-heap         no heap leak check
  --lcp-path        under each Lighthouse run, the chain that sets its simulated LCP
  --long-tasks      under each Lighthouse run, its long tasks (simulated): what its TBT is made of
  --app <dir>       the app package of another checkout (a "before")
  --help            this text

Always: the bundle weights, and the calibration figure (a fixed CPU task, at the start and at the end).
A short run that only weighs the last builds and takes the calibration:
  npm run bench:web -- --skip-build --no-lighthouse --no-timings --no-inp --no-heap`);
  process.exit(0);
}
/**
 * `--app <dir>`: the app package of another checkout (a `git worktree` of an older commit, with its
 * own `npm ci`), to measure a "before". Its builds have no bundle stats, so only Lighthouse and the
 * login timing are reported for it.
 */
const APP = options.app ? resolvePath(options.app) : APP_DIR;
const OTHER_APP = APP !== APP_DIR;
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) fail(`--runs must be a whole number ≥ 1 (got "${options.runs}")`);

// ---------------------------------------------------------------------------------------------
// Cleanup: every server and browser started is registered (servers.ts), and closed in reverse order at
// the end, on an error, and on Ctrl-C (they run in process groups of their own, which Ctrl-C misses).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: closing servers and browsers…`);
    void closeAll().finally(() => process.exit(130));
  });
}

function fail(message: string): never {
  console.error(`✖ bench:web: ${message}`);
  process.exit(1);
}

const startedAt = Date.now();
const elapsed = (since = startedAt) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(line);

try {
  await main();
} catch (error) {
  console.error(`\n✖ bench:web crashed: ${error instanceof Error ? (error.stack ?? error) : error}`);
  process.exitCode = 1;
} finally {
  await closeAll();
}

async function main(): Promise<void> {
  // 0. The calibration figure, before anything else runs (and again at the end) ---------------------
  const calibrationStart = calibrate('start');
  log(`[calibration] ${describeCalibration(calibrationStart)}`);

  // 1. Builds and weights ------------------------------------------------------------------------
  const builds: Partial<Record<Flavour, Build>> = {};
  for (const flavour of ['production', 'demo'] as const) {
    const outDir = BUILD_DIRS[flavour];
    if (options['skip-build']) {
      if (!existsSync(join(outDir, 'index.html'))) fail(`--skip-build: no ${flavour} build in ${outDir}; run once without it`);
      log(`[build] ${flavour}: reusing ${outDir}`);
    } else {
      const since = Date.now();
      buildApp(flavour, outDir, APP);
      log(`[build] ${flavour}: ${outDir} (${elapsed(since)})`);
    }
    if (!OTHER_APP) builds[flavour] = readBuild(outDir);
  }
  const routes = await loadRoutes(APP);
  const selected = selectRoutes(routes, options.routes);
  // Both builds are read unless they are another checkout's.
  const { production, demo } = builds;
  const weights = production && demo ? weighBuilds({ production, demo }, routes) : null;
  if (weights) printBundleTable(weights);
  else log(`[weights] ${APP} is another checkout: no bundle stats, Lighthouse and timings only`);

  // 2. to 5. Lighthouse, the interaction timings, INP and the heap, on the served builds ------------
  let lighthouse: LighthousePage[] = [];
  let lighthouseTable = '';
  let lighthouseMisses: string[] = [];
  let timings: Timings | null = null;
  let inp: InpResult[] | null = null;
  let heap: HeapResult | null = null;
  let browserVersion: string | null = null;
  const durations: string[] = [];
  if (!options['no-lighthouse'] || !options['no-timings'] || !options['no-inp'] || !options['no-heap']) {
    const demoUrl = await startDemoServer(APP, BUILD_DIRS.demo, PORTS.demo);
    if (!options['no-lighthouse']) {
      const since = Date.now();
      const lh = await import('./lighthouse.ts');
      const production = await startProductionServer(APP, BUILD_DIRS.production, PORTS.production);
      const browser = await lh.launchChromium();
      const closeBrowser = track('Chromium (Lighthouse)', browser.close);
      browserVersion = browser.version;
      const backend = production.backend ? `on the HTTP mock server at port ${production.mockPort}` : 'no backend: public pages only';
      log(`\n[lighthouse] ${browser.version}, ${RUNS} run(s) per page, demo at ${demoUrl}, production at ${production.url} (${backend})`);
      lighthouse = await lh.runAllLighthouse(browser.port, {
        demoUrl,
        productionUrl: production.url,
        productionBackend: production.backend,
        selected,
        runs: RUNS,
        allDesktop: options['all-desktop'],
        lcpPath: options['lcp-path'],
        longTasks: options['long-tasks'],
      });
      lighthouseTable = lh.lighthouseTable(lighthouse, RUNS, options['all-desktop']);
      lighthouseMisses = lh.lighthouseMisses(lighthouse);
      await closeBrowser(); // so it does not compete with the timings below
      durations.push(`Lighthouse ${elapsed(since)} (${lighthouse.length} pages × ${RUNS})`);
    }
    if (!options['no-timings']) {
      const since = Date.now();
      timings = await runTimings(demoUrl);
      durations.push(`timings ${elapsed(since)}`);
    }
    if (!options['no-inp']) {
      const since = Date.now();
      inp = await (await import('./inp.ts')).runInp(demoUrl);
      durations.push(`INP ${elapsed(since)}`);
    }
    if (!options['no-heap']) {
      const since = Date.now();
      heap = await (await import('./heap.ts')).runHeap(demoUrl);
      durations.push(`heap ${elapsed(since)}`);
    }
  }

  // 6. The tables ----------------------------------------------------------------------------------
  const calibrationEnd: Calibration = calibrate('end');
  log(`[calibration] ${describeCalibration(calibrationEnd)}`);
  const { inpRows } = await import('./inp.ts');
  const { heapRows } = await import('./heap.ts');
  const rows = [
    ...(weights ? weightRows(weights) : []),
    ...(timings ? timingRows(timings) : []),
    ...(inp ? inpRows(inp) : []),
    ...(heap ? heapRows(heap) : []),
  ];
  const table = markdownTable(rows);
  const header = `${describeRun(browserVersion)}\n\n${calibrationLine(calibrationStart, calibrationEnd)}`;
  const misses = [...rows.filter((row) => row[1]?.startsWith('✖')).map((row) => `${row[0]}: ${row[1]}`), ...lighthouseMisses];
  const verdict = misses.length
    ? `✖ ${misses.length} target(s) missed or not measured:\n${misses.map((m) => `- ${m}`).join('\n')}`
    : '✔ every target met';
  const body = [
    header,
    table,
    ...(lighthouseTable ? [lighthouseTable] : []),
    verdict,
    durations.length ? `Durations: ${durations.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  log(`\n${body}\n`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const resultsFile = OTHER_APP ? join(ROOT, 'bench-results/web-other-checkout.md') : RESULTS_FILE;
  writeFileSync(resultsFile, `# Portal Fiscal: bench:web${OTHER_APP ? ` (${APP})` : ''}\n\n${body}\n`);
  log(`Written to ${resultsFile.slice(ROOT.length)} (total ${elapsed()}).`);
  // A missed target fails the run, as does anything that could not be measured.
  if (misses.length || lighthouse.some((page) => page.score === null) || (timings && timingsFailed(timings))) process.exitCode = 1;
}

/** The routes to run Lighthouse on: all, or those of `--routes a,b` (which must exist). */
function selectRoutes(routes: Route[], list: string | undefined): Route[] {
  if (!list) return routes;
  const wanted = list
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((p) => !routes.some((r) => r.path === p));
  if (unknown.length) fail(`--routes: unknown ${unknown.join(', ')} (routes: ${routes.map((r) => r.path).join(', ')})`);
  return routes.filter((r) => wanted.includes(r.path));
}

// ---------------------------------------------------------------------------------------------
// The final table

function markdownTable(rows: string[][]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [['Figure', 'Result', 'Budget / target'], ['---', '---', '---'], ...rows]
    .map((r) => `| ${r.map(escape).join(' | ')} |`)
    .join('\n');
}

/** When, on what: date (São Paulo), commit, browser, runs. */
function describeRun(browserVersion: string | null): string {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: APP, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown commit';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : '';
  const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const parts = [`${when} (São Paulo)`, `commit ${commit}${dirty}`];
  if (browserVersion) parts.push(browserVersion.replace('/', ' '), `Lighthouse ${lighthouseVersion()}`, `${RUNS} run(s) per page`);
  else parts.push('no Lighthouse (--no-lighthouse)');
  return parts.join(' · ');
}

function lighthouseVersion(): string {
  try {
    const manifest: unknown = createRequire(import.meta.url)('lighthouse/package.json');
    return typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string'
      ? manifest.version
      : '?';
  } catch {
    return '?';
  }
}
