// `npm run test:visual`: every story of the Storybook build captured in Chromium at its own viewport,
// plus every page story at 390 px, compared with the baselines in tests/visual/baselines.
//
//   npm run test:visual                     compare (builds Storybook first when it is missing or stale)
//   npm run test:visual -- --update         accept what is rendered now as the new baselines
//   npm run test:visual -- --only leis      only the stories whose id contains "leis"
//   npm run test:visual -- --no-build       use storybook-static as it is (npm test has just built it)
//
// A failure writes expected, actual and diff images to test-results/visual/ and names the story.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, resolveChromium } from '../chromium.mjs';
import { comparePng, toStoredPng, trimToContent } from './compare.mjs';
import { DEFAULT_VIEWPORT, listStories, openPreview, renderStoryInPage, serveStatic, settleInPage, storyViewportInPage, withTimeout, ensureStorybookBuild } from './storybook.mjs';
import { selfTest } from './selfTest.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const staticDir = join(root, 'storybook-static');
const baselineDir = join(root, 'tests/visual/baselines');
const outDir = join(root, 'test-results/visual');

const args = process.argv.slice(2);
const update = args.includes('--update');
const noBuild = args.includes('--no-build');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const workers = Number(process.env.VISUAL_WORKERS ?? 2);
/** VISUAL_VERBOSE=1 prints every story with its time. */
const verbose = Boolean(process.env.VISUAL_VERBOSE);

/** The default viewport of a story that names none (the preview's initial `desktop`). */
/** The extra capture of every page story. */
const PHONE = { width: 390, height: 844 };

const log = (line) => console.log(line);

if (!noBuild) ensureStorybookBuild(root, staticDir, log);

/** The stories to capture, in index order, and the story every preview page opens with. */
function plan() {
  const all = listStories(staticDir);
  firstStoryId = all[0]?.id;
  const stories = all
    .filter((story) => !story.tags?.includes('skip-visual'))
    .map((story) => ({ storyId: story.id, title: `${story.title} › ${story.name}` }));
  return only ? stories.filter((story) => story.storyId.includes(only)) : stories;
}

/** Every preview page opens on the same story, so each starts from the same state. */
let firstStoryId;

const baselineName = (capture) => `${capture.storyId}${capture.phone ? '.390' : ''}.png`;

/** The longest one story may take, both captures included. */
const STORY_TIMEOUT_MS = 90_000;



/**
 * Renders a story and captures it: at its own viewport after its play function, and a page story
 * (full-screen layout) also at 390 px, as it arrives, unless its own width is a phone's already.
 * Returns `[{ phone, png }]`, in stored form (palette PNG).
 */
async function captureStory(page, storyId, { extraCss } = {}) {
  const wanted = await page.evaluate(storyViewportInPage, storyId);
  const own = { width: wanted.width ?? DEFAULT_VIEWPORT.width, height: wanted.height ?? DEFAULT_VIEWPORT.height };
  const isPage = wanted.layout === 'fullscreen';
  const shots = [{ phone: false, viewport: own }];
  // The page at phone width, as it arrives (its play function may be written for its own width).
  if (isPage && own.width > PHONE.width) shots.push({ phone: true, viewport: PHONE });
  const results = [];
  for (const shot of shots) {
    const current = page.viewportSize();
    if (current?.width !== shot.viewport.width || current?.height !== shot.viewport.height) await page.setViewportSize(shot.viewport);
    await page.evaluate(renderStoryInPage, { storyId, timeoutMs: 30_000, play: !shot.phone });
    if (extraCss) await page.addStyleTag({ content: extraCss });
    await page.evaluate(settleInPage, { quietMs: 120, maxMs: 3_000 });
    // A page is pictured as its first screen: the shell and the page's composition at that width (what
    // lies below is in the stories of its components), which keeps the baselines small. A component
    // story is pictured whole, trimmed to its content.
    const raw = await page.screenshot({ fullPage: !isPage, animations: 'disabled', caret: 'hide', scale: 'css' });
    results.push({ phone: shot.phone, png: await toStoredPng(isPage ? raw : trimToContent(raw)) });
  }
  return results;
}

/** Whether a capture matches its baseline (a missing baseline does not). */
function matchesBaseline(storyId, { phone, png }) {
  const path = join(baselineDir, baselineName({ storyId, phone }));
  return existsSync(path) && comparePng(readFileSync(path), png).equal;
}

async function main() {
  const stories = plan();
  if (stories.length === 0) {
    console.error(only ? `No story id contains "${only}".` : 'The Storybook build has no stories.');
    process.exit(1);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(baselineDir, { recursive: true });
  const server = await serveStatic(staticDir);
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
  const started = Date.now();
  const failures = [];
  const written = [];
  const wanted = new Set();
  const pages = Math.max(1, workers);
  let retried = 0;
  let compared = 0;
  let begun = 0;

  // Each page renders a fixed share of the stories, in the same order on every run (round robin, not a
  // shared queue): what one story leaves in a page (the last input was a key or a click, which decides
  // whether a focused button shows its ring) is then the same for the next story every time.
  async function worker(_, index) {
    let page = await openPreview(browser, server.url, firstStoryId);
    for (let i = index; i < stories.length; i += pages) {
      const story = stories[i];
      begun += 1;
      let shots;
      const t0 = Date.now();
      if (verbose) log(`  ${story.storyId} …`);
      try {
        // A page that hangs (a script stuck in a loop) cannot answer its own timers: bound it from here.
        const take = () => withTimeout(captureStory(page, story.storyId), STORY_TIMEOUT_MS, `no picture within ${STORY_TIMEOUT_MS / 1000} s`);
        shots = await take();
        // A story whose picture differs is rendered once more before it counts as a difference: the
        // first render of a story in a page can catch a late image or layout that a second one does not.
        if (!update && shots.some((shot) => !matchesBaseline(story.storyId, shot))) {
          shots = await take();
          retried += 1;
        }
        if (verbose) log(`  ${story.storyId} ${Date.now() - t0} ms`);
      } catch (error) {
        failures.push({ story, reason: `could not render: ${error.message.split('\n')[0]}` });
        // A story that broke the preview gets a fresh one for the next.
        await page.context().close();
        page = await openPreview(browser, server.url, firstStoryId);
        continue;
      }
      for (const { phone, png } of shots) {
        const name = baselineName({ storyId: story.storyId, phone });
        const label = phone ? `${story.title} (390 px)` : story.title;
        wanted.add(name);
        const baselinePath = join(baselineDir, name);
        const exists = existsSync(baselinePath);
        const result = exists ? comparePng(readFileSync(baselinePath), png) : { equal: false, reason: 'no baseline yet' };
        compared += 1;
        if (result.equal) continue;
        if (update) {
          writeFileSync(baselinePath, png);
          written.push(name);
          continue;
        }
        mkdirSync(outDir, { recursive: true });
        const stem = join(outDir, name.replace(/\.png$/, ''));
        writeFileSync(`${stem}.actual.png`, png);
        if (exists) writeFileSync(`${stem}.expected.png`, readFileSync(baselinePath));
        if (result.diff) writeFileSync(`${stem}.diff.png`, result.diff);
        failures.push({ story: { ...story, title: label }, reason: result.reason, files: `${relative(root, stem)}.{expected,actual,diff}.png` });
      }
    }
    await page.context().close();
  }

  const progress = setInterval(() => log(`  … ${begun}/${stories.length} stories, ${compared} captures`), 30_000);
  await Promise.all(Array.from({ length: pages }, worker));
  clearInterval(progress);

  // Baselines of stories that no longer exist (only on a full update run).
  if (update && !only && failures.length === 0) {
    for (const file of readdirSync(baselineDir)) {
      if (file.endsWith('.png') && !wanted.has(file)) {
        rmSync(join(baselineDir, file));
        written.push(`${file} (removed)`);
      }
    }
  }

  const selfTestFailures = only || update ? [] : await selfTest({ browser, url: server.url, openPreview, captureStory, baselineDir });
  await browser.close();
  await server.close();

  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const bytes = readdirSync(baselineDir).reduce((sum, file) => sum + statSync(join(baselineDir, file)).size, 0);
  log(`\n${compared} captures of ${stories.length} stories in ${secs}s (${retried} rendered twice); baselines ${readdirSync(baselineDir).length} files, ${(bytes / 1_048_576).toFixed(1)} MB.`);
  if (written.length) log(`Updated ${written.length} baseline(s):\n${written.map((w) => `  ${w}`).join('\n')}`);
  for (const { story, reason, files } of failures) {
    console.error(`✖ ${story.title} [${story.storyId}]: ${reason}${files ? `\n    ${files}` : ''}`);
  }
  for (const line of selfTestFailures) console.error(`✖ self-test: ${line}`);
  if (failures.length || selfTestFailures.length) {
    if (failures.length) console.error(`\n${failures.length} visual difference(s). If the change is intended: npm run test:visual -- --update`);
    process.exit(1);
  }
}

await main();
