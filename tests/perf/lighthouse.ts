// Lighthouse against the test Chromium, for `npm run bench:web`: starts a headless Chromium with a
// DevTools port (the flags of tests/chromium.ts, since these machines have no network), runs the
// `performance` category with the mobile (default) or desktop preset, and takes the median of N runs.
// Below it, bench:web's Lighthouse pass: every page of the demo (public ones as first visits, protected
// ones signed in) and the production build's login screen, each preset, and its rows of the final table.
// bench:web imports this module only when it runs Lighthouse (`--no-lighthouse` never loads Lighthouse).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, resolveChromium } from '../chromium.ts';
import type { Route } from './bundle.ts';
import { ADMIN, EMAIL_LABEL, GREETING, keepWelcomeAway, PASSWORD_LABEL } from './demo.ts';

/** Lighthouse's presets, in the order they are run. */
export const PRESET_NAMES = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESET_NAMES)[number];

/** Lighthouse presets: the default config is mobile (Moto G Power, slow 4G, 4× CPU), then desktop. */
export const PRESETS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** The figures of one run (null where it measured nothing), and why it failed if it did. */
export interface RunMetrics {
  /** The performance score, 0–100. */
  score: number | null;
  error: string | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

/** One Lighthouse run: its figures, where the page ended, and Lighthouse's warnings. */
export interface LighthouseRun extends RunMetrics {
  finalUrl: string;
  warnings: string[];
}

/** The runs of one page summed up (summarizeRuns). */
export interface RunSummary {
  score: number | null;
  run: RunMetrics;
  failed: number;
  runs: number;
}

/** A Chromium with its DevTools open on `port`. */
export interface LighthouseChromium {
  port: number;
  pid: number | undefined;
  version: string;
  close: () => Promise<void>;
}

/**
 * Flags Lighthouse's own launcher (chrome-launcher) adds so that a measured tab is never slowed down
 * as a background one, on top of the flags every test Chromium gets.
 */
const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--no-default-browser-check',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--lang=pt-BR',
];

/**
 * Starts a headless Chromium with its DevTools on a free port of 127.0.0.1 (port 0: Chromium picks one
 * and writes it to DevToolsActivePort in the profile) and a fresh profile, removed by `close()`.
 * It runs in a process group of its own so `close()` also ends its renderers and helpers.
 */
export async function launchChromium(): Promise<LighthouseChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-fiscal-bench-chromium-'));
  const child = spawn(
    resolveChromium(),
    [...chromiumArgs, ...LIGHTHOUSE_FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child.pid, 'SIGTERM');
      // Chromium saves its profile on SIGTERM; if it takes too long, no mercy.
      if ((await Promise.race([exited.then(() => true), sleep(5000, false)])) === false) killGroup(child.pid, 'SIGKILL');
      await Promise.race([exited, sleep(2000)]);
    }
    // Helpers left in the group (a zygote may outlive the browser for a moment).
    killGroup(child.pid, 'SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };

  try {
    const port = await waitForDevToolsPort(profile, child);
    const version: unknown = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json());
    return { port, pid: child.pid, version: browserName(version), close };
  } catch (error) {
    await close();
    throw new Error(`Chromium did not start its DevTools: ${errorMessage(error)}\n${stderr.trim()}`, { cause: error });
  }
}

/** `Chrome/140.0.…`: the `Browser` of DevTools' /json/version. */
function browserName(version: unknown): string {
  const browser = typeof version === 'object' && version !== null && 'Browser' in version ? version.Browser : undefined;
  if (typeof browser !== 'string') throw new Error('/json/version names no Browser');
  return browser;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return; // never started
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

async function waitForDevToolsPort(profile: string, child: ChildProcess, timeoutMs = 20_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}`);
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      /* not written yet */
    }
    await sleep(100);
  }
  throw new Error(`no DevToolsActivePort after ${timeoutMs / 1000} s`);
}

/**
 * One Lighthouse run (performance only) in a new tab of the Chromium on `port`. By default a first
 * visit: Lighthouse clears the HTTP cache and all of the origin's storage before (and after) the run.
 * `keepStorage` turns that reset off (`disableStorageReset`), so a session, the demo's service worker and
 * its saved data survive (and the HTTP cache too: clear it with `clearHttpCache` for a cold load).
 * Returns the score (0–100) and the metrics, or the error of a failed run.
 */
export async function runLighthouse({ port, url, preset, keepStorage = false }: { port: number; url: string; preset: Preset; keepStorage?: boolean }): Promise<LighthouseRun> {
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    // Lighthouse 12 clears only service workers and caches by default, not localStorage or IndexedDB,
    // where the demo's backend keeps its data: 'all' makes a public route's run a real first visit.
    clearStorageTypes: ['all'],
  };
  const result = await lighthouse(url, flags, PRESETS[preset]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : score == null ? 'no score' : null,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Playwright attached over CDP to the default profile of the Chromium on `port` (the one Lighthouse's
 * tabs use), for `fn(context)`; detached afterwards, so it never sits in on a Lighthouse run.
 */
export async function withProfile<T>(port: number, fn: (context: BrowserContext) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error(`the Chromium on port ${port} has no default profile`);
    return await fn(context);
  } finally {
    // For a browser Playwright connected to, close() only disconnects: Chromium keeps running.
    await browser.close();
  }
}

/** Empties Chromium's HTTP cache (memory and disk), leaving cookies, storage and service workers. */
export async function clearHttpCache(port: number): Promise<void> {
  await withProfile(port, async (context) => {
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    } finally {
      await page.close();
    }
  });
}

/** Median of numbers (mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * Sums up the runs of one page: the median score (failed runs excluded) and the run whose metrics are
 * reported, the middle one by score (for an even count the lower of the two middle ones).
 */
export function summarizeRuns(runs: RunMetrics[]): RunSummary {
  const [first] = runs;
  if (!first) throw new Error('no runs to sum up');
  const scored = runs.filter((r): r is RunMetrics & { score: number } => r.score !== null).sort((a, b) => a.score - b.score);
  const middle = scored[Math.ceil(scored.length / 2) - 1];
  if (!middle) return { score: null, run: first, failed: runs.length, runs: runs.length };
  return {
    score: median(scored.map((r) => r.score)),
    run: middle,
    failed: runs.length - scored.length,
    runs: runs.length,
  };
}

/** `FCP 1.2 s, LCP 2.0 s, TBT 30 ms, CLS 0.000` */
export function formatMetrics(run: RunMetrics): string {
  const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const millis = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
  return `FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${millis(run.tbt)}, CLS ${run.cls === null ? '–' : run.cls.toFixed(3)}`;
}

// ---------------------------------------------------------------------------------------------
// bench:web's Lighthouse pass

/** Lighthouse performance score targets, by `flavour preset path`; other pages are listed without one. */
export const LIGHTHOUSE_TARGETS: Record<string, number> = {
  'demo mobile /login': 90,
  'demo mobile /dashboard': 85,
  'demo desktop /login': 98,
  'demo desktop /dashboard': 98,
  'production mobile /login': 100,
};

/** The record a record page shows in Lighthouse (without one it would measure its not-found state). */
const ROUTE_QUERIES: Record<string, string> = {
  '/app/view': '?id=app-0001-norte-icms',
  '/fornecedor/view': '?id=prov-0001-contabil-norte',
  '/leis/incentivo/view': '?lei=lei-0001-orquestra-reconcavo',
  '/leis/incentivo/facilitador': '?id=lei-0001-orquestra-reconcavo',
};
/**
 * Routes that end on another address by design: the spec's users address opens the administration's
 * users tab, whose address is `/settings/management?tab=…`.
 */
const ROUTE_LANDINGS: Record<string, string> = {
  '/settings/management/providers/user': '/settings/management',
};

/** One page's runs summed up, and which page: `demo mobile /login`. */
export interface LighthousePage extends RunSummary {
  flavour: 'demo' | 'production';
  preset: Preset;
  path: string;
}

const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Every page, each preset, `runs` times. Order matters: public demo pages first, each run a first visit
 * (Lighthouse clears the origin); then one sign-in, and the protected pages with the reset off so the
 * session stays, the HTTP cache emptied before each run so every run is a cold load like the others.
 */
export async function runAllLighthouse(
  port: number,
  { demoUrl, productionUrl, selected, runs: runCount }: { demoUrl: string; productionUrl: string; selected: Route[]; runs: number },
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  const measure = async (flavour: LighthousePage['flavour'], baseUrl: string, route: Route, preset: Preset, signedIn: boolean) => {
    const name = `${flavour} ${preset} ${route.path}`;
    const runs: RunMetrics[] = [];
    for (let i = 1; i <= runCount; i++) {
      const since = Date.now();
      let run: RunMetrics;
      try {
        if (signedIn) await clearHttpCache(port);
        const measured = await runLighthouse({ port, url: baseUrl + route.path + (ROUTE_QUERIES[route.path] ?? ''), preset, keepStorage: signedIn });
        run = measured;
        // A page that ended elsewhere (a protected one on /login: the session was lost) measured the wrong thing.
        const landed = new URL(measured.finalUrl).pathname;
        const expected = ROUTE_LANDINGS[route.path] ?? route.path;
        if (!measured.error && landed !== expected) run = { ...measured, score: null, error: `ended on ${landed} instead of ${expected}` };
      } catch (error) {
        run = { score: null, error: errorMessage(error).split('\n')[0] ?? '', fcp: null, lcp: null, tbt: null, cls: null };
      }
      runs.push(run);
      const result = run.score === null ? `✖ ${run.error}` : `${String(run.score).padStart(3)}  ${formatMetrics(run)}`;
      console.log(`  ${name.padEnd(36)} run ${i}/${runCount}: ${result}  (${elapsed(since)})`);
    }
    pages.push({ flavour, preset, path: route.path, ...summarizeRuns(runs) });
  };

  const publicRoutes = selected.filter((r) => r.access === 'public');
  const protectedRoutes = selected.filter((r) => r.access === 'protected');
  for (const preset of PRESET_NAMES) for (const route of publicRoutes) await measure('demo', demoUrl, route, preset, false);
  if (protectedRoutes.length) {
    await signIn(port, demoUrl);
    for (const preset of PRESET_NAMES) for (const route of protectedRoutes) await measure('demo', demoUrl, route, preset, true);
  }
  // The production build has no backend behind it: its login screen only.
  const login = selected.find((r) => r.path === '/login');
  if (login) for (const preset of PRESET_NAMES) await measure('production', productionUrl, login, preset, false);
  return pages;
}

/**
 * Signs the demo admin in through the real login form, in the profile Lighthouse's tabs use. Before
 * that it marks the welcome modal as seen today for every account it applies to (ids 1 to 99, the
 * app's `portal-fiscal.welcome.{id}` key, as the e2e tests' `keepWelcomeAway`): a modal over the
 * dashboard would be its LCP.
 */
async function signIn(port: number, demoUrl: string): Promise<void> {
  const since = Date.now();
  await withProfile(port, async (context) => {
    const page = await context.newPage();
    try {
      await page.goto(`${demoUrl}/login`);
      await page.getByLabel(EMAIL_LABEL).waitFor({ timeout: 30_000 });
      await keepWelcomeAway(page);
      await page.getByLabel(EMAIL_LABEL).fill(ADMIN.email);
      await page.getByLabel(PASSWORD_LABEL).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: GREETING }).waitFor({ timeout: 30_000 });
      const session = await page.evaluate(() => window.localStorage.getItem('portal-fiscal.session'));
      if (!session) throw new Error('signed in, but no portal-fiscal.session in localStorage');
      await sleep(500); // the welcome modal opens just after the greeting, if it is going to
      if (await page.getByRole('dialog').isVisible()) throw new Error('a dialog is open over the dashboard (the welcome modal?)');
    } finally {
      await page.close();
    }
  });
  console.log(`  signed in as ${ADMIN.email} (${elapsed(since)})`);
}

/** The Lighthouse rows of bench:web's final table: figure, result (✔ or ✖ against its target), target. */
export function lighthouseRows(lighthouse: LighthousePage[], runs: number): string[][] {
  const rows: string[][] = [];
  const runsNote = runs > 1 ? `median of ${runs}` : '1 run';
  for (const page of lighthouse) {
    const target = LIGHTHOUSE_TARGETS[`${page.flavour} ${page.preset} ${page.path}`];
    const figure = `Lighthouse ${page.preset}, ${page.flavour} \`${page.path}\``;
    let result;
    if (page.score === null) result = `✖ error: ${page.run.error}`;
    else {
      const mark = target === undefined ? '' : `${page.score >= target ? '✔' : '✖'} `;
      const failed = page.failed ? `, ${page.failed} failed run(s)` : '';
      result = `${mark}${page.score} (${runsNote}${failed}; ${formatMetrics(page.run)})`;
    }
    rows.push([figure, result, target === undefined ? '–' : target === 100 ? '100' : `≥ ${target}`]);
  }
  return rows;
}
