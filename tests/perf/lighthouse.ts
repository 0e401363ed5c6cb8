// Lighthouse against the test Chromium, for `npm run bench:web`: starts a headless Chromium with a
// DevTools port (the flags of tests/chromium.ts, since these machines have no network), runs the
// `performance` category with the mobile (default) or desktop preset, and takes the median of N runs.
// Below it, bench:web's Lighthouse pass: every page of the demo and of the production build (as `npm run
// preview` serves it, on the HTTP mock server), public ones as first visits, protected ones signed in
// through the real login form, and its table (one row per route, each figure beside its target).
// bench:web imports this module only when it runs Lighthouse (`--no-lighthouse` never loads Lighthouse).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromiumArgs, resolveChromium } from '../chromium.ts';
import { RECORD_QUERIES } from '../records.ts';
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
  /** The simulated LCP's critical path, one line a node (`--lcp-path` only; else empty). */
  lcpPath: string[];
  /** The element of the largest paint, as the trace names it (Lighthouse's `largest-contentful-paint-element`). */
  lcpElement: string | null;
  /** The main thread's long tasks, simulated, one line each (`--long-tasks` only; else empty). */
  longTasks: string[];
}

/**
 * What makes TBT: Lighthouse's `long-tasks` audit, the main thread's tasks over 50 ms in the simulated load (4×
 * slower CPU), each with when it starts, how long it takes, and the script it is attributed to.
 */
export function longTasksOf(audits: Record<string, { details?: unknown } | undefined>, origin: string): string[] {
  const details = audits['long-tasks']?.details as { items?: unknown } | undefined;
  if (!Array.isArray(details?.items)) return [];
  return details.items.map((item: unknown) => {
    const { url, startTime, duration } = (item ?? {}) as { url?: unknown; startTime?: unknown; duration?: unknown };
    const where = typeof url !== 'string' ? '?' : url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
    const ms = (value: unknown) => (typeof value === 'number' ? String(Math.round(value)).padStart(5) : '    ?');
    return `task at ${ms(startTime)} ms, ${ms(duration)} ms: ${where}`;
  });
}

/**
 * The largest paint's element from a run's report: the start of its markup and its label, or null. Lighthouse
 * 13 names it in the LCP breakdown insight (`lcp-breakdown-insight`), 12 in `largest-contentful-paint-element`.
 */
export function lcpElementOf(audits: Record<string, { details?: unknown } | undefined>): string | null {
  const findNode = (value: unknown): { snippet?: string; nodeLabel?: string } | null => {
    if (!value || typeof value !== 'object') return null;
    if ((value as { type?: unknown }).type === 'node') return value as { snippet?: string; nodeLabel?: string };
    for (const child of Object.values(value)) {
      const found = findNode(child);
      if (found) return found;
    }
    return null;
  };
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const node = findNode(audits[id]?.details);
    if (node) {
      const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 70);
      const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
      return `${snippet}${label ? ` “${label}”` : ''}`;
    }
  }
  return null;
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
    [
      ...chromiumArgs,
      ...LIGHTHOUSE_FLAGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
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
 * its saved data survive (and the HTTP cache and a running service worker too: `coldStart` makes the next load a cold one).
 * Returns the score (0–100) and the metrics, or the error of a failed run.
 */
export async function runLighthouse({
  port,
  url,
  preset,
  keepStorage = false,
  lcpPath = false,
  longTasks = false,
}: {
  port: number;
  url: string;
  preset: Preset;
  keepStorage?: boolean;
  lcpPath?: boolean;
  longTasks?: boolean;
}): Promise<LighthouseRun> {
  // Lighthouse keeps each simulation's node timings only with LANTERN_DEBUG (lcpCriticalPath reads them).
  if (lcpPath) process.env.LANTERN_DEBUG = '1';
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
    lcpPath: lcpPath ? [observedLine(lhr.audits), ...lcpCriticalPath(new URL(url).origin)] : [],
    lcpElement: lcpElementOf(lhr.audits),
    longTasks: longTasks ? longTasksOf(lhr.audits, new URL(url).origin) : [],
  };
}

/**
 * The load as it was observed (at full speed, before the simulation): its first and largest paints, and when
 * the first script was asked for. The simulation puts every request started before the observed largest
 * paint in front of it, so a script asked for before that paint weighs on the simulated LCP.
 */
export function observedLine(audits: Record<string, { details?: unknown } | undefined>): string {
  const metrics = (audits['metrics']?.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0] ?? {};
  const requests = (audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const firstScript = requests
    .filter((item) => item['resourceType'] === 'Script' && typeof item['networkRequestTime'] === 'number')
    .map((item) => item['networkRequestTime'] as number)
    .reduce((a, b) => Math.min(a, b), Infinity);
  const ms = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)} ms` : '?');
  return `observed: FCP ${ms(metrics['observedFirstContentfulPaint'])}, LCP ${ms(metrics['observedLargestContentfulPaint'])}, first script asked at ${ms(firstScript)}`;
}

/**
 * Why Lighthouse's mobile LCP is what it is. Lighthouse does not load the page on a slow phone: it loads
 * it at full speed, makes a graph of its requests and main-thread tasks, and simulates that graph on slow
 * 4G (150 ms round trips, 1.6 Mbit/s, six connections a host over HTTP/1.1) with the CPU 4× slower
 * (Lantern). Its LCP is where the simulation of the requests and tasks that came before the observed
 * largest paint ends. This walks that simulation (the pessimistic LCP graph, which Lighthouse keeps when
 * LANTERN_DEBUG is set) back from the node that ends last, through the dependency that ended last each
 * time: the chain that sets the figure. A node that starts well after its predecessor ends waited for a
 * connection or for bandwidth shared with the others.
 */
export function lcpCriticalPath(origin: string): string[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings?.size) return [];
  const endOf = (node: Lantern.Graph.Node) => timings.get(node)?.endTime ?? -1;
  let node = [...timings.keys()].reduce((a, b) => (endOf(b) > endOf(a) ? b : a));
  const chain: Lantern.Graph.Node[] = [];
  for (;;) {
    chain.unshift(node);
    const before = node.getDependencies().filter((dep) => timings.has(dep));
    if (!before.length) break;
    node = before.reduce((a, b) => (endOf(b) > endOf(a) ? b : a));
  }
  const ms = (value: number) => String(Math.round(value)).padStart(5);
  return chain.map((step) => {
    const { startTime, endTime } = timings.get(step) ?? { startTime: 0, endTime: 0 };
    if (step.type === 'cpu') return `${ms(startTime)} → ${ms(endTime)} ms  main thread, ${Math.round(endTime - startTime)} ms`;
    const { request } = step;
    const where = request.url.startsWith(origin) ? request.url.slice(origin.length) : request.url;
    return `${ms(startTime)} → ${ms(endTime)} ms  ${where.length > 90 ? `${where.slice(0, 87)}...` : where} (${(request.transferSize / 1024).toFixed(1)} KB)`;
  });
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

/**
 * Makes the next visit a cold load that keeps the session: empties Chromium's HTTP cache (memory and
 * disk) and stops every service worker, leaving cookies, storage and the workers' registrations.
 *
 * Stopping the workers matters for the demo. msw's worker answers a page's requests for scripts itself
 * (fetching them on the page's behalf) while it counts another open page as its client, and the tab the
 * bench signed in with (or an earlier run's) can stay counted until the browser stops the idle worker.
 * Lighthouse then sees the scripts arrive from the worker, 0 bytes on the page's connections, and
 * simulates a much faster load: the first signed-in demo route scored 89–93 that way against 82–83 in
 * the next runs. A phone opening the portal after a while, or in its only tab, starts the worker afresh,
 * and its scripts come over the network: so does every run here.
 */
export async function coldStart(port: number): Promise<void> {
  await withProfile(port, async (context) => {
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
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

/**
 * Lighthouse targets, mobile preset, every route (issue 47, after issue 32's): production (`npm run preview`:
 * the production build on the HTTP mock server) a score ≥ 95 with LCP ≤ 2.5 s and Total Blocking Time
 * ≤ 150 ms; the demo ≥ 90 with TBT ≤ 200 ms. A few pages keep the stricter targets they had, and desktop
 * has targets on /login and /dashboard only. LCP and TBT are the reported run's (the middle one by score).
 */
export const LIGHTHOUSE_TARGETS = {
  /** By `flavour preset`: every route. */
  default: { 'demo mobile': 90, 'production mobile': 95 } as Record<string, number>,
  /** By `flavour preset path`: stricter, or the only target of a preset. */
  pages: {
    'demo desktop /login': 98,
    'demo desktop /dashboard': 98,
    'production mobile /login': 100,
  } as Record<string, number>,
  /** Total Blocking Time on every demo mobile route, ms. */
  demoMobileTbtMs: 200,
  /** Largest Contentful Paint and Total Blocking Time on every production mobile route, ms. */
  productionMobileLcpMs: 2500,
  productionMobileTbtMs: 150,
};

/** The score target of a page, if it has one. */
export function lighthouseTarget(flavour: string, preset: Preset, path: string): number | undefined {
  return LIGHTHOUSE_TARGETS.pages[`${flavour} ${preset} ${path}`] ?? LIGHTHOUSE_TARGETS.default[`${flavour} ${preset}`];
}

/**
 * Which pages get the desktop preset: every route × {demo mobile, demo desktop, production mobile} × 3
 * runs does not fit in half an hour on 2 cores (~9 s a run, 32 routes: ~43 min), so desktop, which has
 * no target elsewhere, runs only on the routes with a desktop target (`--all-desktop`: every route).
 */
export const hasDesktopTarget = (path: string): boolean => lighthouseTarget('demo', 'desktop', path) !== undefined;

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
 * Every page, `runs` times: the demo with the mobile preset (and desktop where hasDesktopTarget, or on
 * every route with `allDesktop`), then the production build (`productionUrl`, on the HTTP mock server) with
 * the mobile preset. Order matters, per flavour: public pages first, each run a first visit (Lighthouse
 * clears the origin); then one sign-in through the real login form, and the protected pages with the reset
 * off so the session stays, the HTTP cache emptied before each run so every run is a cold load like the
 * others. A production build without a backend (`productionBackend` false: an older checkout) gets its
 * public pages only.
 */
export async function runAllLighthouse(
  port: number,
  {
    demoUrl,
    productionUrl,
    productionBackend,
    selected,
    runs: runCount,
    allDesktop = false,
    lcpPath = false,
    longTasks = false,
  }: {
    demoUrl: string;
    productionUrl: string;
    productionBackend: boolean;
    selected: Route[];
    runs: number;
    allDesktop?: boolean;
    lcpPath?: boolean;
    longTasks?: boolean;
  },
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  const measure = async (flavour: LighthousePage['flavour'], baseUrl: string, route: Route, preset: Preset, signedIn: boolean) => {
    const name = `${flavour} ${preset} ${route.path}`;
    const runs: RunMetrics[] = [];
    for (let i = 1; i <= runCount; i++) {
      const since = Date.now();
      let run: RunMetrics;
      let lcpPathLines: string[] = [];
      let taskLines: string[] = [];
      let lcpElement: string | null = null;
      try {
        if (signedIn) await coldStart(port);
        const url = baseUrl + route.path + (RECORD_QUERIES[route.path] ?? '');
        const once = () => runLighthouse({ port, url, preset, keepStorage: signedIn, lcpPath, longTasks });
        let measured = await once();
        // Lighthouse's own advice for a trace it failed to record ('Please run Lighthouse again'): once more.
        if (measured.error?.startsWith('NO_NAVSTART')) {
          console.log(`  ${name.padEnd(44)} run ${i}/${runCount}: ${measured.error.split(':')[0]}, run again`);
          if (signedIn) await coldStart(port);
          measured = await once();
        }
        run = measured;
        lcpPathLines = measured.lcpPath;
        taskLines = measured.longTasks;
        lcpElement = measured.lcpElement;
        // A page that ended elsewhere (a protected one on /login: the session was lost) measured the wrong thing.
        const landed = new URL(measured.finalUrl).pathname;
        const expected = ROUTE_LANDINGS[route.path] ?? route.path;
        if (!measured.error && landed !== expected) run = { ...measured, score: null, error: `ended on ${landed} instead of ${expected}` };
      } catch (error) {
        run = { score: null, error: errorMessage(error).split('\n')[0] ?? '', fcp: null, lcp: null, tbt: null, cls: null };
      }
      runs.push(run);
      const result = run.score === null ? `✖ ${run.error}` : `${String(run.score).padStart(3)}  ${formatMetrics(run)}`;
      console.log(`  ${name.padEnd(44)} run ${i}/${runCount}: ${result}  (${elapsed(since)})`);
      if (lcpElement) console.log(`      LCP element: ${lcpElement}`);
      for (const line of lcpPathLines) console.log(`      ${line}`);
      for (const line of taskLines) console.log(`      ${line}`);
    }
    pages.push({ flavour, preset, path: route.path, ...summarizeRuns(runs) });
  };

  const pagesToMeasure = samePagesOnce(selected);
  const publicRoutes = pagesToMeasure.filter((r) => r.access === 'public');
  const protectedRoutes = pagesToMeasure.filter((r) => r.access === 'protected');
  const flavours = [
    { flavour: 'demo', baseUrl: demoUrl, presets: PRESET_NAMES, signIn: true },
    { flavour: 'production', baseUrl: productionUrl, presets: ['mobile'], signIn: productionBackend },
  ] as const;
  for (const { flavour, baseUrl, presets, signIn: canSignIn } of flavours) {
    const wanted = (preset: Preset, route: Route) => preset === 'mobile' || allDesktop || hasDesktopTarget(route.path);
    for (const preset of presets)
      for (const route of publicRoutes) if (wanted(preset, route)) await measure(flavour, baseUrl, route, preset, false);
    if (protectedRoutes.length && canSignIn) {
      await signIn(port, baseUrl, flavour);
      for (const preset of presets)
        for (const route of protectedRoutes) if (wanted(preset, route)) await measure(flavour, baseUrl, route, preset, true);
    }
  }
  return pages;
}

/**
 * The routes with one page measured once: an address that is another's alias (`/` and `/login`, `/user`
 * and `/settings/user`: the same chunks, no record or landing of its own) is left out, with a line saying
 * so. Each is a full set of runs less (about 45 s of the default run's half hour).
 */
function samePagesOnce(routes: Route[]): Route[] {
  const keyOf = (route: Route) =>
    route.chunks.length === 0 || RECORD_QUERIES[route.path] || ROUTE_LANDINGS[route.path]
      ? null
      : `${route.access} ${route.shell} ${route.chunks.join(',')}`;
  // The address measured for a page: one with targets of its own (`/login`), else the first.
  const ownTargets = (path: string) => Object.keys(LIGHTHOUSE_TARGETS.pages).some((page) => page.endsWith(` ${path}`));
  const chosen = new Map<string, string>();
  for (const route of routes) {
    const key = keyOf(route);
    if (key !== null && (!chosen.has(key) || (ownTargets(route.path) && !ownTargets(chosen.get(key) ?? '')))) chosen.set(key, route.path);
  }
  return routes.filter((route) => {
    const key = keyOf(route);
    const measured = key === null ? route.path : chosen.get(key);
    if (measured === route.path) return true;
    console.log(`  ${route.path}: the same page as ${measured}, measured once`);
    return false;
  });
}

/**
 * Signs the admin in through the real login form of `baseUrl` (the demo's mock backend, or the HTTP mock
 * server behind the production build: the same seed and accounts), in the profile Lighthouse's tabs use.
 * Before that it marks the welcome modal as seen today for every account it applies to (ids 1 to 99, the
 * app's `portal-fiscal.welcome.{id}` key, as the e2e tests' `keepWelcomeAway`): a modal over the
 * dashboard would be its LCP.
 */
async function signIn(port: number, baseUrl: string, flavour: string): Promise<void> {
  const since = Date.now();
  await withProfile(port, async (context) => {
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/login`);
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
  console.log(`  signed in to the ${flavour} build as ${ADMIN.email} (${elapsed(since)})`);
}

/** A page's result, for the table: `✔ 92 (≥ 85)`, `✖ 71 (≥ 85)`, `88` without a target, `✖ error`. */
function scoreCell(page: LighthousePage | undefined, target: number | undefined): string {
  if (!page) return '–';
  const goal = target === undefined ? '' : target === 100 ? ' (100)' : ` (≥ ${target})`;
  if (page.score === null) return `✖ error${goal}`;
  const mark = target === undefined ? '' : page.score >= target ? '✔ ' : '✖ ';
  return `${mark}${page.score}${goal}${page.failed ? ` [${page.failed} failed]` : ''}`;
}

/** The production page's reported run: LCP and TBT against their targets, then FCP and CLS. */
function productionMetricsCell(page: LighthousePage | undefined): string {
  if (!page || page.score === null) return '–';
  const { lcp, tbt, fcp, cls } = page.run;
  const { productionMobileLcpMs: lcpTarget, productionMobileTbtMs: tbtTarget } = LIGHTHOUSE_TARGETS;
  const mark = (value: number | null, target: number) => (value !== null && value <= target ? '✔' : '✖');
  return [
    `LCP ${mark(lcp, lcpTarget)} ${lcp === null ? '–' : `${(lcp / 1000).toFixed(1)} s`} (≤ ${(lcpTarget / 1000).toFixed(1)})`,
    `TBT ${mark(tbt, tbtTarget)} ${tbt === null ? '–' : `${Math.round(tbt)} ms`} (≤ ${tbtTarget})`,
    `FCP ${fcp === null ? '–' : `${(fcp / 1000).toFixed(1)} s`}`,
    `CLS ${cls === null ? '–' : cls.toFixed(3)}`,
  ].join(', ');
}

function tbtCell(page: LighthousePage | undefined): string {
  if (!page) return '–';
  const tbt = page.score === null ? null : page.run.tbt;
  if (tbt === null) return `✖ error (≤ ${LIGHTHOUSE_TARGETS.demoMobileTbtMs} ms)`;
  return `${tbt <= LIGHTHOUSE_TARGETS.demoMobileTbtMs ? '✔' : '✖'} ${Math.round(tbt)} ms (≤ ${LIGHTHOUSE_TARGETS.demoMobileTbtMs})`;
}

/**
 * bench:web's Lighthouse table: one row per route, each figure with its target beside it and ✔ or ✖:
 * demo mobile score, demo mobile Total Blocking Time, demo desktop score, production mobile score.
 */
export function lighthouseTable(lighthouse: LighthousePage[], runs: number, allDesktop: boolean): string {
  const paths = [...new Set(lighthouse.map((page) => page.path))];
  const find = (flavour: string, preset: Preset, path: string) =>
    lighthouse.find((p) => p.flavour === flavour && p.preset === preset && p.path === path);
  const header = [
    'Route',
    'Demo mobile score',
    'Demo mobile TBT',
    `Demo desktop score${allDesktop ? '' : ' (routes with a target only)'}`,
    'Production mobile score',
    'Production mobile metrics (reported run)',
  ];
  const rows = paths.map((path) => {
    const production = find('production', 'mobile', path);
    return [
      `\`${path}\``,
      scoreCell(find('demo', 'mobile', path), lighthouseTarget('demo', 'mobile', path)),
      tbtCell(find('demo', 'mobile', path)),
      scoreCell(find('demo', 'desktop', path), lighthouseTarget('demo', 'desktop', path)),
      scoreCell(production, lighthouseTarget('production', 'mobile', path)),
      productionMetricsCell(production),
    ];
  });
  const note = `Lighthouse, ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page; demo mobile metrics are in the log above.`;
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [note, '', ...[header, header.map(() => '---'), ...rows].map((r) => `| ${r.map(escape).join(' | ')} |`)].join('\n');
}

/** The misses of the Lighthouse pass: `demo mobile /x: 71 < 85`, failed pages included. */
export function lighthouseMisses(lighthouse: LighthousePage[]): string[] {
  const misses: string[] = [];
  for (const page of lighthouse) {
    const name = `Lighthouse ${page.flavour} ${page.preset} ${page.path}`;
    const target = lighthouseTarget(page.flavour, page.preset, page.path);
    if (page.score === null) misses.push(`${name}: not measured (${page.run.error})`);
    else if (target !== undefined && page.score < target) misses.push(`${name}: ${page.score} < ${target}`);
    if (page.preset !== 'mobile' || page.score === null) continue;
    const over = (metric: 'TBT' | 'LCP', value: number | null, limit: number) => {
      if (value === null || value > limit) misses.push(`${name}: ${metric} ${value === null ? '–' : Math.round(value)} ms > ${limit} ms`);
    };
    if (page.flavour === 'demo') over('TBT', page.run.tbt, LIGHTHOUSE_TARGETS.demoMobileTbtMs);
    if (page.flavour === 'production') {
      over('LCP', page.run.lcp, LIGHTHOUSE_TARGETS.productionMobileLcpMs);
      over('TBT', page.run.tbt, LIGHTHOUSE_TARGETS.productionMobileTbtMs);
    }
  }
  return misses;
}
