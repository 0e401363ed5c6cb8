// Lighthouse against the test Chromium, for `npm run bench:web`: starts a headless Chromium with a
// DevTools port (the flags of tests/chromium.mjs, since these machines have no network), runs the
// `performance` category with the mobile (default) or desktop preset, and takes the median of N runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, resolveChromium } from '../chromium.mjs';

/** Lighthouse presets: the default config is mobile (Moto G Power, slow 4G, 4× CPU), then desktop. */
export const PRESETS = { mobile: undefined, desktop: desktopConfig };

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
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'portal-fiscal-bench-chromium-'));
  const child = spawn(
    resolveChromium(),
    [...chromiumArgs, ...LIGHTHOUSE_FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (data) => (stderr = (stderr + data).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const close = async () => {
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
    const version = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json());
    return { port, pid: child.pid, version: version.Browser, close };
  } catch (error) {
    await close();
    throw new Error(`Chromium did not start its DevTools: ${error.message}\n${stderr.trim()}`, { cause: error });
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

async function waitForDevToolsPort(profile, child, timeoutMs = 20_000) {
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
export async function runLighthouse({ port, url, preset, keepStorage = false }) {
  const flags = {
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
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
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
export async function withProfile(port, fn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await fn(browser.contexts()[0]);
  } finally {
    // For a browser Playwright connected to, close() only disconnects: Chromium keeps running.
    await browser.close();
  }
}

/** Empties Chromium's HTTP cache (memory and disk), leaving cookies, storage and service workers. */
export async function clearHttpCache(port) {
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
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Sums up the runs of one page: the median score (failed runs excluded) and the run whose metrics are
 * reported, the middle one by score (for an even count the lower of the two middle ones).
 */
export function summarizeRuns(runs) {
  const scored = runs.filter((r) => r.score !== null).sort((a, b) => a.score - b.score);
  if (!scored.length) return { score: null, run: runs[0], failed: runs.length, runs: runs.length };
  return {
    score: median(scored.map((r) => r.score)),
    run: scored[Math.ceil(scored.length / 2) - 1],
    failed: runs.length - scored.length,
    runs: runs.length,
  };
}

/** `FCP 1.2 s, LCP 2.0 s, TBT 30 ms, CLS 0.000` */
export function formatMetrics(run) {
  const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const millis = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
  return `FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${millis(run.tbt)}, CLS ${run.cls === null ? '–' : run.cls.toFixed(3)}`;
}
