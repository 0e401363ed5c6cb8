// Which Chromium the test runners use, in order: CHROME_PATH, a browser Playwright already
// installed, then Debian's /usr/bin/chromium. The end-to-end journeys prefer Chromium's headless shell
// (resolveHeadlessShell). Nothing is ever downloaded from a browser vendor: when either is missing,
// `npm test` installs Debian's package (ensureChromium) if this process may.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright';

const require = createRequire(import.meta.url);

/** Flags that keep headless Chromium off the (closed) network and quiet on these machines. */
export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

function playwrightBrowser(): string | undefined {
  try {
    const { chromium } = require('playwright') as typeof Playwright;
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function findChromium(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const bundled = playwrightBrowser();
  if (bundled) return bundled;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
}

/** Debian's packages the browser tests need: the browser, and a font for text outside the UI font. */
export const DEBIAN_BROWSER_PACKAGES: string[] = ['chromium', 'fonts-dejavu-core'];

/** Debian's build of Chromium's headless shell (the same engine without the browser's own UI). */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How this process may install system packages: as root directly, through sudo when it needs no
 * password, otherwise not at all (null). Only on Debian-like systems (apt-get present).
 */
export function systemInstaller(): string[] | null {
  if (process.platform !== 'linux' || spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return null;
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : null;
}

/** Installs Debian packages with apt-get (quietly), through `installer` from systemInstaller(). */
export function aptInstall(installer: string[], packages: string[]): void {
  const run = (args: string[]) => {
    const [command = 'apt-get', ...rest] = [...installer, ...args];
    const result = spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
}

/**
 * For `npm test` and the other entry points that set themselves up: when no Chromium is found and this
 * process may install system packages, installs Debian's chromium (saying so in one line). Otherwise
 * leaves things as they are, and resolveChromium() explains what to install.
 */
export function ensureChromium(): void {
  const missing = [
    ...(findChromium() ? [] : DEBIAN_BROWSER_PACKAGES),
    ...(process.env.CHROME_PATH || existsSync(DEBIAN_HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (!missing.length) return;
  const installer = systemInstaller();
  if (!installer) return;
  console.log(`▶ Installing Debian's ${missing.join(', ')} with apt-get${installer.length ? ' (sudo)' : ''} for the browser tests.`);
  aptInstall(installer, missing);
}

/**
 * The browser of the end-to-end journeys: Chromium's headless shell when installed (what Playwright
 * itself runs headless tests in), else the full browser (resolveChromium). The shell costs less: the
 * leis journeys took 31 s instead of 44 s on 2 cores (docs/testing.md). The journeys' only pictures, the
 * frames' (tests/e2e/frame-pictures.spec.ts), were drawn by the shell; the story pass keeps the full
 * browser: its baselines were drawn by it, and the shell rasterises text slightly differently.
 */
export function resolveHeadlessShell(): string {
  if (process.env.CHROME_PATH) return resolveChromium();
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : resolveChromium();
}

export function resolveChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const bundled = playwrightBrowser();
  if (bundled) return bundled;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
      '  - or point CHROME_PATH at a Chrome/Chromium binary',
      '  - or, where downloads are allowed: npx playwright install chromium',
    ].join('\n'),
  );
}
