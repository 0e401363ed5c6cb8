// In the story's page (Vitest's browser mode): waiting until what a story shows has settled, and the
// parts of a page that would otherwise differ from one render to the next, fixed at their cause.

import { mockRequests } from '../../.storybook/storyHarness';

/** The UI font's family (packages/ui/src/theme/fonts.css.ts). */
const UI_FONT_FAMILY = 'Inter Variable';
const UI_FONT = `'${UI_FONT_FAMILY}'`;

/**
 * Resolves once the UI font is loaded in this page; throws if it is not within `ms`. A picture drawn in a
 * fallback font is never taken: the first story of a session can ask for the font while the test server
 * is still busy, and `font-display: swap` would draw the fallback meanwhile.
 */
export async function uiFontLoaded(ms = 20_000): Promise<void> {
  const started = performance.now();
  const face = () => [...document.fonts].find((font) => font.family.replace(/['"]/g, '') === UI_FONT_FAMILY);
  while (!face() && performance.now() - started < ms) await sleep(25);
  const font = face();
  if (!font) throw new Error(`The UI font ${UI_FONT} is not declared in this page (packages/ui/src/theme/fonts.css.ts).`);
  await Promise.race([document.fonts.load(`16px ${UI_FONT}`), sleep(Math.max(0, ms - (performance.now() - started)))]);
  if (font.status !== 'loaded') throw new Error(`The UI font ${UI_FONT} did not load within ${ms / 1000} s (status ${font.status}).`);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The stylesheet every story runs under in the test pass: no animation or transition runs (each ends at
 * once, so Radix still sees its `animationend`), no caret blinks, and no focus ring but a text field's. Reduced motion is also asked for by
 * the browser context (vitest.config.ts), which covers what a component decides in script.
 */
export const STILL_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
/* Focus rings of buttons and links are left out of pictures: whether Chromium draws one on an element a
   script focused depends on what held the focus before it and on when the app moved it, and it differed
   between runs of the same story (a dialog's button, a submit button). Text fields keep theirs (a field
   always shows it). Focus itself is asserted by the play functions. */
:focus-visible:not(input, textarea, select), :focus-visible::after, :has(> :focus-visible) {
  outline-color: transparent !important;
}`;

/** Puts STILL_CSS in the page once (the page lives for a whole session of story files). */
export function installStillStyles(): void {
  if (document.getElementById('pf-test-still')) return;
  const style = document.createElement('style');
  style.id = 'pf-test-still';
  style.textContent = STILL_CSS;
  document.head.append(style);
}

/**
 * Resolves once what the story shows has settled: every stylesheet and the UI font loaded, every image
 * loaded and decoded (lazy ones made eager: a picture shows them), every request of the story answered by
 * the mock backend but those it holds open on purpose (.storybook/storyHarness.ts: a play function may end
 * while the page still refetches, on the slow scenario 1.5 s per answer), and no DOM change or request for
 * `quietMs`; all within `maxMs`, or `requestsMs` while requests are still on their way. Scroll positions
 * a play function left (a field scrolled into view) are reset: they are not part of what a story shows,
 * and a fraction of a pixel of them differs between runs.
 */
export async function settle({
  quietMs = 80,
  maxMs = 3000,
  requestsMs = 10_000,
}: { quietMs?: number; maxMs?: number; requestsMs?: number } = {}): Promise<void> {
  const started = performance.now();
  let deadline = started + maxMs;
  const left = () => Math.max(0, deadline - performance.now());
  const within = (promise: Promise<unknown>) => Promise.race([promise, sleep(left())]);
  let last = performance.now();
  const observer = new MutationObserver(() => {
    last = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  // A focus moved or a scroll made by the app counts as a change too: neither touches the DOM, and a focus
  // that came after the quiet spell scrolled 'Editar produto › Refused' to its notice after the scroll reset
  // below (a fresh-clone run, 52,224 pixels off).
  const moved = () => {
    last = performance.now();
  };
  document.addEventListener('focusin', moved, true);
  document.addEventListener('scroll', moved, true);
  try {
    const sheetsLoaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet);
    while (!sheetsLoaded() && left() > 0) await sleep(25);
    // `fonts.ready` alone resolves at once when no text has asked for the font yet.
    await uiFontLoaded();
    await within(document.fonts.ready);
    while (left() > 0) {
      for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
      const loading = [...document.images].some((img) => !img.complete);
      const requests = mockRequests();
      const busy = stillBusy(requests);
      // An answer still on its way, or a page still busy with one, moves the deadline (up to `requestsMs`),
      // leaving a quiet spell after it.
      if (requests.pending > 0 || busy) deadline = Math.min(started + requestsMs, Math.max(deadline, performance.now() + quietMs + 50));
      const quietSince = Math.max(last, requests.lastActivity);
      if (!loading && requests.pending === 0 && !busy && performance.now() - quietSince >= quietMs) break;
      await sleep(25);
    }
    if (stillBusy(mockRequests()))
      console.warn(`[settle] still aria-busy after ${Math.round(performance.now() - started)} ms: pictured as it is`);
    await within(Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
    await within(document.fonts.ready);
    for (const element of document.querySelectorAll('*')) {
      if (element.scrollTop || element.scrollLeft) element.scrollTo(0, 0);
    }
    window.scrollTo(0, 0);
    // A button a play function clicked keeps the focus, and whether Chromium draws its ring depends on what
    // held the focus before it (a script-focused element inherits the ring state) and on when the app moved
    // it: seen to differ between runs. The picture shows a clicked button unfocused; fields keep theirs.
    if (document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
    await nextFrame();
  } finally {
    document.removeEventListener('focusin', moved, true);
    document.removeEventListener('scroll', moved, true);
    observer.disconnect();
  }
}

/**
 * Whether the page still says it is busy (`aria-busy="true"`) after talking to the mock backend, with no
 * request held open on purpose. Every answer may be in while the page has not finished with them: a form
 * stays busy until the lists it invalidated are refetched and parsed, and on a loaded machine that took
 * longer than the quiet spell (a CI run pictured 'Editar produto › Refused' with its fields still disabled).
 * A story that shows a loading state on purpose holds its request open (`neverAnswer`) and is not waited for.
 */
function stillBusy(requests: ReturnType<typeof mockRequests>): boolean {
  return requests.started > 0 && requests.held === 0 && document.querySelector('[aria-busy="true"]') !== null;
}

/** The box a component story is pictured in: from the page's top left to its content's far edges, plus a margin. */
export function contentBox(margin = 16): { width: number; height: number } {
  let right = 0;
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, [data-pf-capture]')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    right = Math.max(right, rect.right + window.scrollX);
    bottom = Math.max(bottom, rect.bottom + window.scrollY);
  }
  const page = document.documentElement;
  return {
    width: Math.max(16, Math.min(Math.ceil(right) + margin, page.scrollWidth)),
    height: Math.max(16, Math.ceil(bottom) + margin),
  };
}

/**
 * `contentBox` once the layout holds still: the same box again after the next frame (at most 20 tries, then
 * the last). Once in a full pass, 'ProfileMenu › Without Name' was pictured 16 px short: its menu (a Radix popper,
 * placed by floating-ui in a frame of its own) was measured before its last move, and pictured after it.
 */
export async function stableContentBox(margin = 16): Promise<{ width: number; height: number }> {
  let box = contentBox(margin);
  for (let attempt = 0; attempt < 20; attempt++) {
    await nextFrame();
    const again = contentBox(margin);
    if (again.width === box.width && again.height === box.height) return again;
    box = again;
  }
  return box;
}

/**
 * The test id of the capture frame, by which the picture finds it (`page.getByTestId`). Not by
 * `page.elementLocator(frame)`: Vitest 5 names an element without an id by its place among its siblings
 * (`div:nth-child(8)`), and a portal of the page leaving the body while the picture is taken (a toast's, a
 * dialog's) moved the frame to another place: the selector then matched nothing, and Playwright waited for
 * it until the story's 30 s ran out ('Cadastrar produto › Empty Submit', 'Editar produto › Save Changes' in
 * full story passes; seen here as `div:nth-child(8)` matching nothing once the body had 7 children).
 */
export const CAPTURE_TEST_ID = 'pf-capture-frame';

/**
 * An invisible element over the area to picture: the first screen (`viewport`) or a box from the page's
 * top left. A screenshot of an element is the page's pixels inside its box, whatever paints there.
 */
export function captureFrame(area: 'viewport' | { width: number; height: number }): HTMLElement {
  const frame = document.createElement('div');
  frame.dataset.pfCapture = '';
  frame.dataset.testid = CAPTURE_TEST_ID;
  frame.setAttribute('aria-hidden', 'true');
  const size =
    area === 'viewport'
      ? 'position: fixed; inset: 0;'
      : `position: absolute; left: 0; top: 0; width: ${area.width}px; height: ${area.height}px;`;
  frame.style.cssText = `${size} opacity: 0; pointer-events: none; margin: 0; padding: 0; border: 0;`;
  document.body.append(frame);
  return frame;
}
