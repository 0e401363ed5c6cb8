// Every docs page of the built Storybook (the entries of type 'docs' in storybook-static/index.json: the
// MDX pages and each component's autodocs) opened in Chromium, failing on Markdown left as text in what
// the page shows: a table's `| --- |`, a stray `**`, a leading `#`, … (tests/docsPages.rules.ts). Without
// remark-gfm (.storybook/main.ts) the introduction's two tables showed as raw pipes, and this failed.
//
//   npx tsx tests/docsPages.ts             the Storybook `npm run build-storybook` built (storybook-static)
//   npx tsx tests/docsPages.ts <folder>    another static Storybook
//
// Cheap by construction (a few seconds; `npm test` runs it right after the Storybook build):
// - the static folder is served as it is, nothing is built;
// - each of two pages loads the preview once, then renders its share of the docs pages in it the way the
//   manager asks for one (the channel's `setCurrentStory`), reading each when the preview says it has
//   rendered it (`docsRendered`);
// - the stories a docs page embeds are not rendered (their loaders, the mock backend's seed and whole app
//   pages were most of the time), and their text is not read: story previews, code and the args table's
//   values and editors are not the docs' prose.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { preview, type PreviewServer } from 'vite';
import { chromiumArgs, resolveHeadlessShell } from './chromium.ts';
import { markdownLeftAsText } from './docsPages.rules.ts';
import { allowCompiledPageFunctions } from './perf/demo.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = resolve(root, process.argv[2] ?? 'storybook-static');
/** Pages side by side (each its own renderer process): one per core of the 2-core machines. */
const WORKERS = 2;
/** How long one docs page may take to render before it counts as failed. */
const PAGE_TIMEOUT_MS = 15_000;
/**
 * What is not the docs' own text, hidden before the text is read: story previews (with their toolbars
 * and "Show code"), code and source blocks, and the args table's Default and Control columns (values and
 * editors: an object control shows a function's source). The args table's names, descriptions (the
 * components' JSDoc, rendered as Markdown) and types are read.
 */
const NOT_PROSE = [
  '.docs-story',
  '.sb-story',
  '.sbdocs-preview',
  '.docblock-source',
  'pre',
  'code',
  '.docblock-argstable td:nth-child(n+3)',
  '.docblock-argstable th:nth-child(n+3)',
];

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  importPath: string;
}

/** The preview's globals this check talks to. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__: { ready(): Promise<void>; renderStoryToElement: () => () => Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (arg: unknown) => void): void;
    off(event: string, listener: (arg: unknown) => void): void;
    emit(event: string, arg: unknown): void;
  };
}

/**
 * Serves `dir` as it is on 127.0.0.1, on a free port: Vite's own static server (`vite preview`, sirv
 * underneath), as the built Storybook would be served anywhere.
 */
async function serveStatic(dir: string): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    build: { outDir: '.' },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!origin) throw new Error(`vite preview gave no address for ${dir}`);
  return { server, origin };
}

/** Opens the preview alone, with no selection: like Storybook's own, it waits to be told what to render. */
async function openPreview(browser: Browser, origin: string): Promise<Page> {
  // No service worker: the mock backend's is for stories, which are not rendered here (and msw reloads a
  // page its worker does not control yet).
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await allowCompiledPageFunctions(context);
  const page = await context.newPage();
  await page.goto(`${origin}/iframe.html?viewMode=docs`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.evaluate(async (notProse) => {
    const style = document.createElement('style');
    style.textContent = `${notProse.join(', ')} { display: none !important; }`;
    document.head.append(style);
    const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
    await preview.ready();
    // The docs blocks render each story through this method: a story is now an empty box (see the top).
    preview.renderStoryToElement = () => async () => {};
  }, NOT_PROSE);
  return page;
}

/** Renders the docs entry `id` in `page` as the manager would; resolves to what went wrong, '' when nothing. */
function renderDocs(page: Page, id: string): Promise<string> {
  return page.evaluate(
    ({ id, timeout }) =>
      new Promise<string>((done) => {
        const channel = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const finish = (outcome: string) => {
          clearTimeout(timer);
          channel.off('docsRendered', onRendered);
          channel.off('storyMissing', onMissing);
          done(outcome);
        };
        const onRendered = (renderedId: unknown) => renderedId === id && finish('');
        const onMissing = () => finish('Storybook says the entry is missing');
        const timer = setTimeout(() => finish(`not rendered within ${timeout / 1000} s`), timeout);
        channel.on('docsRendered', onRendered);
        channel.on('storyMissing', onMissing);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    { id, timeout: PAGE_TIMEOUT_MS },
  );
}

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No built Storybook in ${staticDir} (no index.json): run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
if (!docs.some((entry) => entry.id === 'introducao--docs')) {
  console.error(
    `${staticDir}/index.json lists no 'introducao--docs' (packages/ui/src/docs/Introducao.mdx): not the Storybook this checks.`,
  );
  process.exit(1);
}

const started = Date.now();
const { server, origin } = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: resolveHeadlessShell(), args: chromiumArgs });
const problems: string[] = [];
let linesRead = 0;
try {
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      const page = await openPreview(browser, origin);
      for (const entry of docs.filter((_, i) => i % WORKERS === worker)) {
        const where = `${entry.title} (${entry.importPath})`;
        const failed = await renderDocs(page, entry.id);
        const text = failed ? '' : await page.locator('#storybook-docs').innerText();
        if (failed || !text.trim()) {
          problems.push(`${where}: ${failed || 'rendered no text'}`);
          continue;
        }
        linesRead += text.split('\n').length;
        for (const { rule, line } of markdownLeftAsText(text)) problems.push(`${where}: ${rule} left as text:\n      ${line}`);
      }
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

const secs = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(
    `✖ Markdown left as text in the built Storybook's docs pages (${staticDir}, ${secs}s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  console.error(
    "\nA table, strikethrough or task list needs remark-gfm (the docs addon's remarkPlugins, .storybook/main.ts); Markdown inside a JSX element needs blank lines around it.",
  );
  process.exit(1);
}
console.log(`✔ ${docs.length} docs pages (${linesRead} lines of rendered text): no Markdown left as text (${secs}s).`);
