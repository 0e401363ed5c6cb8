// `npm run bench:web`: how heavy and how fast the portal is, in one table. A benchmark, not a test:
// it builds both flavours (production: mocks off; demo: mock backend on), weighs what each route
// downloads (bundle.ts), runs Lighthouse (performance) on the served builds with the test Chromium
// (lighthouse.ts), times the demo's login, the lists' first page and the administration tables (default
// seed vs `large`; interactions.ts), and prints a markdown table (also written to bench-results/web.md) with a ✔ or ✖
// per budget. It never fails on a budget: exit 1 only when something could not be measured.
//
//   npm run bench:web [-- --runs N] [--routes /login,/dashboard] [--skip-build] [--no-lighthouse] [--no-timings] [--app <dir>]
//
// Budgets and targets are beside what they measure: SIZE_BUDGETS in bundle.ts, LIGHTHOUSE_TARGETS in
// lighthouse.ts, TIMING_BUDGETS in interactions.ts. Lighthouse on a 2-core machine takes ~8 s a run: the
// default (3 runs, every route, mobile and desktop) takes about half an hour, `--runs 1` about 10 minutes.
process.env.TZ = 'America/Sao_Paulo'; // before anything reads the clock; the browsers inherit it

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APP_DIR, buildApp, loadRoutes, printBundleTable, readBuild, weighBuilds, weightRows, type Build, type Flavour, type Route } from './bundle.ts';
import { runTimings, timingRows, timingsFailed, type Timings } from './interactions.ts';
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
    app: { type: 'string' },
  },
});
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

  // 2. and 3. Lighthouse and the interaction timings, on the served builds ---------------------------
  let lighthouse: LighthousePage[] = [];
  let lighthouseRows: string[][] = [];
  let timings: Timings | null = null;
  let browserVersion: string | null = null;
  if (!options['no-lighthouse'] || !options['no-timings']) {
    const demoUrl = await startDemoServer(APP, BUILD_DIRS.demo, PORTS.demo);
    if (!options['no-lighthouse']) {
      const lh = await import('./lighthouse.ts');
      const productionUrl = await startProductionServer(APP, BUILD_DIRS.production, PORTS.production);
      const browser = await lh.launchChromium();
      const closeBrowser = track('Chromium (Lighthouse)', browser.close);
      browserVersion = browser.version;
      log(`\n[lighthouse] ${browser.version}, ${RUNS} run(s) per page, demo at ${demoUrl}, production at ${productionUrl}`);
      lighthouse = await lh.runAllLighthouse(browser.port, { demoUrl, productionUrl, selected, runs: RUNS });
      lighthouseRows = lh.lighthouseRows(lighthouse, RUNS);
      await closeBrowser(); // so it does not compete with the timings below
    }
    if (!options['no-timings']) timings = await runTimings(demoUrl);
  }

  // 4. The table ---------------------------------------------------------------------------------
  const rows = [...(weights ? weightRows(weights) : []), ...lighthouseRows, ...(timings ? timingRows(timings) : [])];
  const table = markdownTable(rows);
  const header = describeRun(browserVersion);
  log(`\n${header}\n\n${table}\n`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const resultsFile = OTHER_APP ? join(ROOT, 'bench-results/web-other-checkout.md') : RESULTS_FILE;
  writeFileSync(resultsFile, `# Portal Fiscal: bench:web${OTHER_APP ? ` (${APP})` : ''}\n\n${header}\n\n${table}\n`);
  log(`Written to ${resultsFile.slice(ROOT.length)} (total ${elapsed()}).`);
  if (lighthouse.some((page) => page.score === null) || (timings && timingsFailed(timings))) process.exitCode = 1;
}

/** The routes to run Lighthouse on: all, or those of `--routes a,b` (which must exist). */
function selectRoutes(routes: Route[], list: string | undefined): Route[] {
  if (!list) return routes;
  const wanted = list.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = wanted.filter((p) => !routes.some((r) => r.path === p));
  if (unknown.length) fail(`--routes: unknown ${unknown.join(', ')} (routes: ${routes.map((r) => r.path).join(', ')})`);
  return routes.filter((r) => wanted.includes(r.path));
}

// ---------------------------------------------------------------------------------------------
// The final table

function markdownTable(rows: string[][]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [['Figure', 'Result', 'Budget / target'], ['---', '---', '---'], ...rows].map((r) => `| ${r.map(escape).join(' | ')} |`).join('\n');
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
  const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date());
  const parts = [`${when} (São Paulo)`, `commit ${commit}${dirty}`];
  if (browserVersion) parts.push(browserVersion.replace('/', ' '), `Lighthouse ${lighthouseVersion()}`, `${RUNS} run(s) per page`);
  else parts.push(options['no-timings'] ? 'weights only' : 'no Lighthouse (--no-lighthouse)');
  return parts.join(' · ');
}

function lighthouseVersion(): string {
  try {
    const manifest: unknown = createRequire(import.meta.url)('lighthouse/package.json');
    return typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string' ? manifest.version : '?';
  } catch {
    return '?';
  }
}
