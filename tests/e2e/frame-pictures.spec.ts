import { expect, test as base, type BrowserContextOptions } from '@playwright/test';
import type { Locale } from '../../packages/app/src/i18n';
import { FRAME_PICTURES } from '../../packages/app/src/framePictures';
import { routeTable } from '../../packages/app/src/routes';
import { RECORD_QUERIES } from '../records';
import { FIXED_NOW, LOCALE_KEY, SESSION_KEY, keepWelcomeAway, signIn } from './support';

/**
 * The pictures of the signed-in frames (issue 47, ADR 0014): every signed-in address's own HTML carries its
 * screen's frame in each language (build/prerender.ts `withFrame`), shown before any script of the portal
 * runs. Each frame is pictured in each language at the project's width (desktop 1440 × 900, mobile
 * 390 × 844) and compared with its baseline in tests/visual/frames/{project}/ (`<path>.<language>.png`,
 * `snapshotPathTemplate` in tests/playwright.config.ts; docs/testing.md says how to review and update them).
 *
 * The portal's own scripts are refused, so the picture is the frame from the HTML and never the screen that
 * would replace it. The session is a real one, signed in through the form once per worker (as frames.spec.ts
 * does) and planted in each test's context with the chosen language (the app's own key).
 */

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The languages the frames are built in (src/i18n `LOCALES`; the test checks each frame page carries exactly these). */
const LANGUAGES = ['pt-BR', 'en'] as const satisfies readonly Locale[];
/** The UI font's family (packages/ui/src/theme/fonts.css.ts), which every picture is drawn in. */
const UI_FONT_FAMILY = 'Inter Variable';
/** The portal's scripts: the entry and every chunk (the frame's own scripts are inline in the HTML). */
const APP_SCRIPT = /\/assets\/[^/]+\.js$/;

/**
 * The signed-in addresses: the route table's protected routes, as src/prerender.tsx `frameRoutes` takes
 * them for the build (that module imports the dictionaries as JSON, which Playwright's loader refuses).
 * A record screen's frame is shown only for an address that names a record: the seed's (tests/records.ts).
 */
const FRAMED = routeTable.filter((route) => route.access === 'protected');

/** `/settings/management/app/edit` → `settings-management-app-edit`. */
const pictureName = (path: string) => path.replace(/^\//, '').replaceAll('/', '-');

const test = base.extend<{ frameLanguage: Locale }, { signedIn: StorageState }>({
  frameLanguage: ['pt-BR', { option: true }],
  // One sign-in through the form per worker: the demo and its in-browser backend start once, not 52 times.
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      const page = await context.newPage();
      await page.clock.install({ time: FIXED_NOW });
      await keepWelcomeAway(page);
      await signIn(page, 'admin@portalfiscal.demo');
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: async ({ signedIn, baseURL, frameLanguage }, use) => {
    const origin = new URL(baseURL ?? '').origin;
    const stored = signedIn.origins.find((entry) => entry.origin === origin);
    expect(
      stored?.localStorage.some((item) => item.name === SESSION_KEY),
      'the sign-in stored its session',
    ).toBe(true);
    await use({
      ...signedIn,
      origins: signedIn.origins.map((entry) =>
        entry.origin === origin
          ? {
              ...entry,
              localStorage: [
                ...entry.localStorage.filter((item) => item.name !== LOCALE_KEY),
                { name: LOCALE_KEY, value: JSON.stringify(frameLanguage) },
              ],
            }
          : entry,
      ),
    });
  },
});

test('every record screen has a seed record to name', () => {
  expect(FRAMED.filter((route) => route.record && !RECORD_QUERIES[route.path]?.startsWith(`?${route.record}=`))).toEqual([]);
});

for (const language of LANGUAGES) {
  test.describe(`the ${language} frame`, () => {
    test.use({ frameLanguage: language });

    for (const route of FRAMED) {
      test(route.path, async ({ page }) => {
        // Refused, not held: nothing of the portal's code runs, so nothing replaces the frame.
        await page.route(APP_SCRIPT, (request) => request.abort());
        // The dashboard's greeting slot reads the clock (10:00 in São Paulo).
        await page.clock.setFixedTime(FIXED_NOW);
        await page.goto(route.path + (route.record ? (RECORD_QUERIES[route.path] ?? '') : ''));

        // The frame is on show (not the splash, not the screen), in the chosen language, carried by the page in
        // exactly the languages pictured here; nothing of it reaches past the viewport (nothing scrolls
        // sideways, issue 47). Read at once after the load event, by which the inline scripts have run.
        const shown = await page.evaluate(
          async ({ width, family }) => {
            // The picture is drawn in the UI font, never in its fallback: the build's stylesheet declares it
            // (packages/ui/src/theme/fonts.css.ts) and it has loaded before the shot. `load` asks for it
            // whether or not a layout has yet; `ready` then waits for any other face the frame's text uses.
            const faces = await document.fonts.load(`16px '${family}'`);
            await document.fonts.ready;
            // A card list's first picture, from the demo's seed (build/demoFramePictures.ts): settled once it has painted.
            await (window as { __pfFrameFill?: Promise<void> }).__pfFrameFill;
            const html = document.documentElement;
            return {
              frame: document.querySelector('#root[data-frame]') !== null,
              language: html.getAttribute('data-frame'),
              lang: html.lang,
              templates: [...document.querySelectorAll('template[id^="pf-frame-"]')].map((template) => template.getAttribute('lang')),
              // Against the width asked for: a phone's browser may widen its layout viewport to a page that overflows.
              overflow: html.scrollWidth - width,
              font: faces.map((face) => `${face.family.replace(/['"]/g, '')} ${face.status}`),
              picture: document.querySelector('#root[data-frame] [data-skeleton-picture] > img') !== null,
            };
          },
          { width: page.viewportSize()?.width ?? 0, family: UI_FONT_FAMILY },
        );
        expect(shown).toEqual({
          frame: true,
          language,
          lang: language,
          templates: [...LANGUAGES],
          overflow: 0,
          font: [`${UI_FONT_FAMILY} loaded`],
          // A card list's first card's, and a record's own, from the demo's seed (build/demoFramePictures.ts).
          picture: Object.hasOwn(FRAME_PICTURES, route.path),
        });

        await expect(page).toHaveScreenshot([`${pictureName(route.path)}.${language}.png`]);
      });
    }
  });
}
