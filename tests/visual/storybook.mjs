// Driving a static Storybook build from Playwright: serve it, list its stories, and render one story
// after another in the same preview iframe (no page load per story), the way Storybook's own manager
// switches stories.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sirv from 'sirv';

/** Serves `dir` on 127.0.0.1 at a free port. Resolves to `{ url, close }`. */
export async function serveStatic(dir) {
  const handler = sirv(dir, { dev: false, etag: true, single: false });
  const server = createServer((req, res) => handler(req, res, () => {
    res.statusCode = 404;
    res.end('not found');
  }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The stories of a build's index, in index order (docs entries left out). */
export function listStories(staticDir) {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The newest modification time under `dir` (files only), skipping node_modules and dot folders. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Whether the static build is missing or older than what it is built from (the sources of every
 * package and the Storybook configuration). Returns a reason, or null when the build is current.
 */
export function staleReason(root, staticDir) {
  const index = join(staticDir, 'index.json');
  if (!existsSync(index)) return `${relative(root, staticDir)} does not exist`;
  const built = statSync(index).mtimeMs;
  const sources = [join(root, '.storybook'), ...['ui', 'api-client', 'mocks', 'app'].map((p) => join(root, 'packages', p, 'src'))];
  const newest = Math.max(...sources.filter((dir) => existsSync(dir)).map(newestMtime));
  return newest > built ? 'the sources changed since it was built' : null;
}

/**
 * In the page: the viewport a story asks for (its own `viewport` global, else the preview's initial
 * one) and its layout. Storybook's manager resizes the iframe from these; here the runner does.
 */
export function storyViewportInPage(storyId) {
  const preview = window.__STORYBOOK_PREVIEW__;
  return (async () => {
    const store = preview.storyStoreValue;
    const story = await store.loadStory({ storyId });
    const context = store.getStoryContext(story);
    const options = context.parameters.viewport?.options ?? {};
    const wanted = context.storyGlobals?.viewport ?? context.globals?.viewport;
    const key = typeof wanted === 'string' ? wanted : wanted?.value;
    const styles = options[key]?.styles;
    return {
      width: styles ? Number.parseInt(styles.width, 10) : null,
      height: styles ? Number.parseInt(styles.height, 10) : null,
      layout: context.parameters.layout ?? 'padded',
    };
  })();
}

/**
 * In the page: renders `storyId` in the current preview and resolves once Storybook reports it
 * finished; rejects with the story's error, or after `timeoutMs`. The story on screen already is
 * remounted (a second capture at another width starts from a fresh mount). With `play: false` the
 * story's play function is left out for this render (its steps may be written for another width).
 */
export function renderStoryInPage({ storyId, timeoutMs, play = true }) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = window.__STORYBOOK_PREVIEW__;
  return (async () => {
    // The prepared story is cached: the render about to start reads its play function from it.
    const story = await preview.storyStoreValue.loadStory({ storyId });
    const saved = { playFunction: story.playFunction, usesMount: story.usesMount };
    if (!play) Object.assign(story, { playFunction: undefined, usesMount: false });
    try {
      await new Promise((resolve, reject) => {
        const listeners = {};
        const timer = setTimeout(() => done(`no render of ${storyId} within ${timeoutMs} ms`), timeoutMs);
        const done = (error) => {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          if (error) reject(new Error(error));
          else resolve();
        };
        const fail = (label) => (payload) => done(`${label}: ${payload?.message ?? payload?.title ?? JSON.stringify(payload)}`);
        // A failed a11y report is the story tests' concern; the picture is still worth comparing.
        listeners.storyFinished = (payload) => payload?.storyId === storyId && done();
        listeners.storyErrored = fail('story errored');
        listeners.storyThrewException = fail('story threw');
        listeners.playFunctionThrewException = fail('play function threw');
        listeners.storyMissing = () => done(`story ${storyId} is missing from the build`);
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        if (preview.currentRender?.id === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      });
    } finally {
      Object.assign(story, saved);
    }
  })();
}

/** In the page: whether the preview is ready and its first story has finished rendering. */
export function previewSettledInPage() {
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  return Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue) && ['finished', 'errored', 'aborted'].includes(render?.phase);
}

/**
 * In the page: waits until what a story shows has settled: web fonts loaded, every image loaded and
 * decoded (lazy ones too: a full-page picture shows them), no DOM change for `quietMs` (data arriving
 * from the mock backend, portals opening), all within `maxMs`.
 */
export function settleInPage({ quietMs, maxMs }) {
  /** The UI font's family (packages/ui/src/theme/fonts.css). */
  const UI_FONT = "'Inter Variable'";
  return (async () => {
    const started = performance.now();
    const left = () => Math.max(0, maxMs - (performance.now() - started));
    const within = (promise) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, left()))]);
    let last = performance.now();
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      // Every stylesheet in (a story's CSS arrives with its chunk), and the UI font loaded before anything
      // is pictured: `fonts.ready` alone resolves at once when no text has asked for the font yet.
      const sheetsLoaded = () => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet);
      while (!sheetsLoaded() && left() > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      await within(document.fonts.load(`16px ${UI_FONT}`));
      await within(document.fonts.ready);
      while (left() > 0) {
        for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
        const loading = [...document.images].some((img) => !img.complete);
        if (!loading && performance.now() - last >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await within(Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
      await within(document.fonts.ready);
      // Scroll positions left by a play function (a focused field, a list scrolled into view) are not
      // part of what a story shows, and a fraction of a pixel of them differs between runs.
      for (const element of document.querySelectorAll('*')) {
        if (element.scrollTop || element.scrollLeft) element.scrollTo(0, 0);
      }
      window.scrollTo(0, 0);
      // A submit button keeps focus after a click, and whether Chromium then draws its focus ring depends
      // on the input the page saw before: the picture shows it unfocused.
      if (document.activeElement instanceof HTMLButtonElement && document.activeElement.type === 'submit') document.activeElement.blur();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    } finally {
      observer.disconnect();
    }
  })();
}

/** Every story of a build starts in this viewport; a story's own `parameters.viewport` changes it. */
export const DEFAULT_VIEWPORT = { width: 1440, height: 900 };

/** `promise`, or a rejection with `message` after `ms`. */
export function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * Opens a preview iframe page on the build (fixed locale, time zone, reduced motion, light scheme,
 * scale 1), ready to render stories one after another. a11y is left to the story tests.
 */
export async function openPreview(browser, url, firstStoryId) {
  const context = await browser.newContext({
    viewport: DEFAULT_VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    colorScheme: 'light',
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto(`${url}/iframe.html?id=${firstStoryId}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(previewSettledInPage, null, { timeout: 60_000, polling: 100 });
  return page;
}

/** Builds Storybook into `staticDir` (`npm run build-storybook`) when it is missing or older than the sources. */
export function ensureStorybookBuild(root, staticDir, log) {
  const reason = staleReason(root, staticDir);
  if (!reason) return;
  log(`▶ building Storybook (${reason})`);
  const built = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
