// Which Chromium the test runners use, in order: CHROME_PATH, a browser Playwright already
// installed, then Debian's /usr/bin/chromium. Nothing is ever downloaded at test time.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags that keep headless Chromium off the (closed) network and quiet on these machines. */
export const chromiumArgs = [
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

function playwrightBrowser() {
  try {
    const { chromium } = require('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function resolveChromium() {
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
