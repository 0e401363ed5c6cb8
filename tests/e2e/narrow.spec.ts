import { expect, test, type Page } from '@playwright/test';
import { notFoundRoute, routeTable, type Chunk } from '../../packages/app/src/routes';
import { RECORD_QUERIES } from '../records';
import { DEMO_PASSWORD, FIXED_NOW, chooseEnglish, keepWelcomeAway } from './support';

/**
 * Nothing scrolls sideways at 320 CSS px (a small phone, or a laptop at 400 % zoom: WCAG 1.4.10 Reflow;
 * issue 47): every route of the route table, and the not-found page, opened at 320 × 640. The page must be
 * no wider than the viewport (`scrollWidth`), and no element may reach past its right edge unless a box of
 * its own that fits scrolls or clips it (a table's scroller, a tab list): `overflow-x: hidden` on the page
 * itself does not count as a fix.
 *
 * One page per language: the public routes signed out, then one sign-in through the form (the admin, who
 * sees every screen) and the signed-in routes one after another in the same page, by the router's own
 * navigation (`history.pushState`, which wouter follows), so the demo's backend starts once. The desktop
 * project checks the Portuguese screens (no touch: a zoomed laptop), the mobile project the English ones
 * (touch, a phone), so each language is checked once per run.
 */

const WIDTH = 320;
const SLOW = { timeout: 20_000 };

/** A path no route answers: the not-found page inside the shell. */
const UNKNOWN_PATH = '/nao-existe';

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements that reach past the right edge with nothing of their own that fits to scroll or clip them. */
  offenders: string[];
}

/**
 * What makes the page wider than `width`, measured in the page. Against the width asked for, not the layout
 * viewport's: a phone's browser may widen its layout viewport to a page that overflows.
 */
function measureOverflow(width: number): Overflow {
  const root = document.documentElement;
  const past = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.right > width + 0.5;
  };
  const describe = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    return `${name} (${Math.round(rect.left)}–${Math.round(rect.right)} px) "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  /** Inside a box (below the body) that scrolls or clips sideways and itself fits (an icon's svg inside a table's scroller: the scroller): that box scrolls, not the page. */
  const contained = (el: Element) => {
    for (let box = el.parentElement; box && box !== document.body && box !== root; box = box.parentElement) {
      if (getComputedStyle(box).position === 'fixed') return true; // a fixed layer does not widen the page
      if (getComputedStyle(box).overflowX !== 'visible' && !past(box)) return true;
    }
    return false;
  };
  const reaching = [...document.body.querySelectorAll('*')].filter(
    (el) => getComputedStyle(el).position !== 'fixed' && past(el) && !contained(el),
  );
  const outermost = reaching.filter((el) => !reaching.some((other) => other !== el && other.contains(el)));
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders: outermost.map(describe) };
}

/** Waits for the screen: its heading, and nothing on it still loading. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(SLOW);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SLOW);
}

async function expectNoSidewaysScroll(page: Page, address: string) {
  await settle(page);
  const overflow = await page.evaluate(measureOverflow, WIDTH);
  expect.soft(overflow.clientWidth, `${address}: the viewport`).toBe(WIDTH);
  expect.soft(overflow.offenders, `${address}: elements reaching past ${WIDTH} px`).toEqual([]);
  expect.soft(overflow.scrollWidth, `${address}: the page's width`).toBeLessThanOrEqual(WIDTH);
}

test.use({ viewport: { width: WIDTH, height: 640 } });

test('no screen scrolls sideways at 320 px', async ({ page }, testInfo) => {
  test.slow(); // 32 screens in one page
  const english = testInfo.project.name === 'mobile';
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
  if (english) await chooseEnglish(page);

  const address = (path: string) => path + (RECORD_QUERIES[path] ?? '');
  // Every record named here is a route of the table, so a renamed route cannot leave its record behind.
  expect(Object.keys(RECORD_QUERIES).filter((path) => !routeTable.some((route) => route.path === path))).toEqual([]);
  const publicPaths = [...new Set(routeTable.filter((route) => route.access === 'public').map((route) => route.path))];
  const signedIn = [...routeTable.filter((route) => route.access === 'protected'), { ...notFoundRoute, path: UNKNOWN_PATH }];
  expect(notFoundRoute.access).toBe('protected');

  // Signed out: each public screen as a first visit.
  for (const path of publicPaths) {
    await page.goto(address(path));
    await expect(page.locator('html')).toHaveAttribute('lang', english ? 'en' : 'pt-BR');
    await expectNoSidewaysScroll(page, address(path));
  }

  // One sign-in, then every signed-in screen in the same page. The form is filled once the prerendered
  // sign-in screen is hydrated (index.html's holder of early input is gone): an address typed before that
  // was once lost while the password stayed (a clean-clone run; the race is the app's, noted for the
  // prerendered frames' work), and this journey is about widths, not about that race.
  await page.goto('/login');
  await page.waitForFunction(() => !('__pfHeld' in window), undefined, SLOW);
  await page.getByLabel(/^Email/).fill('admin@portalfiscal.demo');
  await page.getByLabel(/^(Senha|Password)/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: english ? 'Sign in' : 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  let previous: Chunk | undefined = routeTable.find((route) => route.path === '/dashboard')?.page; // where the sign-in lands
  for (const { path, page: screen } of signedIn) {
    const target = address(path);
    // The heading on screen is marked, so the wait below is for the next screen's (unless it is the same page, by another address).
    const samePage = screen === previous;
    previous = screen;
    await page.evaluate((href) => {
      for (const heading of document.querySelectorAll('h1')) heading.dataset.before = '';
      window.history.pushState(null, '', href);
    }, target);
    if (!samePage) await expect(page.locator('h1:not([data-before])').first()).toBeVisible(SLOW);
    await settle(page);
    // A record screen shows its record, not its not-found state (the seed ids above are real).
    if (RECORD_QUERIES[path]) await expect(page.getByRole('main')).not.toContainText(/não encontrad|not found/i);
    await expectNoSidewaysScroll(page, target);
  }
});
