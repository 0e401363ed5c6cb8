// `npm run test:html`: every page story (the stories of packages/app, titled `Páginas/…`) rendered in
// Chromium from the Storybook build, after its play function, and its HTML checked with the Nu Html
// Checker (vnu.jar, from the vnu-jar package). Any error fails the step.
//
//   npm run test:html                     check (builds Storybook first when it is missing or stale)
//   npm run test:html -- --no-build       use storybook-static as it is (npm test has just built it)
//   npm run test:html -- --only login     only the page stories whose id contains "login"
//
// What is checked is the story's own markup, not Storybook's: the contents of #storybook-root and what
// the story puts beside it in <body> (Radix portals: dialogs, menus, popovers, toasts, focus guards),
// wrapped in a minimal valid document (doctype, <html lang> with the story's language, charset, title).
// The documents are written to test-results/html/<story id>.html, and vnu checks them all in one run.
//
// HTML_WORKERS (default 3) sets how many preview pages render stories side by side: a page story's play
// function mostly waits (typing, debounces, `waitFor`), so a third page still gains on two cores, which
// a fourth hardly does. HTML_VERBOSE=1 prints every story with its times.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, ensureChromium, resolveChromium } from '../chromium.mjs';
import { DEFAULT_VIEWPORT, listStories, openPreview, renderStoryInPage, serveStatic, settleInPage, storyViewportInPage, withTimeout, ensureStorybookBuild } from '../visual/storybook.mjs';
import { ensureJava } from './java.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const staticDir = join(root, 'storybook-static');
const outDir = join(root, 'test-results/html');

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const workers = Math.max(1, Number(process.env.HTML_WORKERS ?? 3));
const verbose = Boolean(process.env.HTML_VERBOSE);

/** The viewport of a story that names none (the preview's initial `desktop`), as in the visual gate. */
/** The longest one story may take to render and settle. */
const STORY_TIMEOUT_MS = 60_000;

const log = (line) => console.log(line);

/** Page stories: the stories of the app, all titled under Páginas/ (every state of every page). */
const isPageStory = (story) => story.importPath.startsWith('./packages/app/') && story.title.startsWith('Páginas/');



/**
 * In the page: the story's markup. #storybook-root's contents, and every other element of <body> that is
 * not Storybook's own (its sb-* placeholders, its storybook-* roots for docs and highlights, scripts):
 * portals the story opened.
 */
function storyMarkupInPage() {
  const storyRoot = document.getElementById('storybook-root');
  const parts = [];
  for (const element of document.body.children) {
    if (element === storyRoot) parts.push(storyRoot.innerHTML);
    else if (element.id.startsWith('storybook-') || element.localName === 'script' || [...element.classList].some((name) => name.startsWith('sb-'))) continue;
    else parts.push(element.outerHTML);
  }
  return { lang: document.documentElement.lang || 'pt-BR', body: parts.join('\n') };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The minimal valid document around a story's markup. */
const toDocument = ({ lang, body }, title) =>
  `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** Renders a story at its own viewport, with its play function, and returns its markup once settled. */
async function storyMarkup(page, storyId) {
  const wanted = await page.evaluate(storyViewportInPage, storyId);
  const viewport = { width: wanted.width ?? DEFAULT_VIEWPORT.width, height: wanted.height ?? DEFAULT_VIEWPORT.height };
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current?.height !== viewport.height) await page.setViewportSize(viewport);
  const t0 = Date.now();
  await page.evaluate(renderStoryInPage, { storyId, timeoutMs: 30_000, play: true });
  const t1 = Date.now();
  await page.evaluate(settleInPage, { quietMs: 120, maxMs: 3_000 });
  const t2 = Date.now();
  const markup = await page.evaluate(storyMarkupInPage);
  if (verbose) log(`  ${storyId} render ${t1 - t0} ms, settle ${t2 - t1} ms, dump ${Date.now() - t2} ms`);
  return markup;
}

/** Runs vnu once over `files`; resolves to its error messages grouped by file name. */
function checkWithVnu(java, files) {
  const jar = String(require('vnu-jar'));
  const result = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw result.error;
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`vnu did not answer with JSON (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  const byFile = new Map();
  for (const message of report.messages) {
    // Errors in a document, and a document vnu could not read (`non-document-error`); not warnings.
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const file = message.url ? basename(decodeURIComponent(new URL(message.url).pathname)) : '(no file)';
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file).push(message);
  }
  return byFile;
}

async function main() {
  ensureChromium();
  let java;
  try {
    java = ensureJava();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }

  if (!noBuild) ensureStorybookBuild(root, staticDir, log);

  const all = listStories(staticDir);
  const firstStoryId = all[0]?.id;
  const stories = all.filter(isPageStory).filter((story) => !only || story.id.includes(only));
  if (stories.length === 0) {
    console.error(only ? `No page story id contains "${only}".` : 'The Storybook build has no page stories.');
    process.exit(1);
  }

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const started = Date.now();
  const server = await serveStatic(staticDir);
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
  const renderFailures = [];
  const files = new Map();
  let done = 0;

  async function worker(_, index) {
    let page = await openPreview(browser, server.url, firstStoryId);
    for (let i = index; i < stories.length; i += workers) {
      const story = stories[i];
      const title = `${story.title} › ${story.name}`;
      try {
        const markup = await withTimeout(storyMarkup(page, story.id), STORY_TIMEOUT_MS, `not rendered within ${STORY_TIMEOUT_MS / 1000} s`);
        const file = join(outDir, `${story.id}.html`);
        writeFileSync(file, toDocument(markup, title));
        files.set(basename(file), { story, title, file });
      } catch (error) {
        renderFailures.push({ story, title, reason: error.message.split('\n')[0] });
        // A story that broke the preview gets a fresh one for the next.
        await page.context().close();
        page = await openPreview(browser, server.url, firstStoryId);
      }
      done += 1;
    }
    await page.context().close();
  }

  const progress = setInterval(() => log(`  … ${done}/${stories.length} page stories rendered`), 30_000);
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    clearInterval(progress);
    await browser.close();
    await server.close();
  }
  const rendered = Date.now();

  const errors = files.size ? checkWithVnu(java, [...files.values()].map((f) => f.file)) : new Map();
  const checked = Date.now();

  let count = 0;
  for (const [name, messages] of [...errors].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = files.get(name);
    console.error(`\n✖ ${entry ? `${entry.title} [${entry.story.id}]` : name}: ${messages.length} error(s)  (${entry ? relative(root, entry.file) : name})`);
    for (const message of messages) {
      count += 1;
      const where = message.lastLine ? ` (line ${message.lastLine}${message.firstColumn ? `, col ${message.firstColumn}` : ''})` : '';
      console.error(`    ${message.message}${where}`);
      if (message.extract) console.error(`      ${message.extract.replace(/\s+/g, ' ').trim()}`);
    }
  }
  for (const { story, title, reason } of renderFailures) console.error(`✖ ${title} [${story.id}]: could not render: ${reason}`);

  const secs = (ms) => (ms / 1000).toFixed(1);
  log(
    `\n${files.size} page stories checked (rendered in ${secs(rendered - started)}s, vnu in ${secs(checked - rendered)}s): ` +
      `${count} HTML error(s) in ${errors.size} stories${renderFailures.length ? `, ${renderFailures.length} not rendered` : ''}.`,
  );
  if (count || renderFailures.length) process.exit(1);
}

await main();
