// `npm run test:stories`: the single pass over every story (docs/testing.md). Vitest's browser mode renders
// each story once in Chromium and, for it: runs its play function, its axe check, pictures it and compares
// the pictures with tests/visual/baselines (tests/visual/storyPass.ts), and writes a page story's markup
// out. Then the Nu Html Checker runs once over that markup (tests/html/validate.ts), and the visual
// self-test (tests/visual/selfTest.test.ts) has proven, in the same run, that the gate fails on a colour
// token, a spacing token and a 2 px shift.
//
//   npm run test:stories                          every story, STORY_SHARDS (default 3) sessions side by side
//   npm run test:stories -- --update              accept what is rendered as the new baselines
//   npm run test:stories -- packages/ui/src/components/Button    extra arguments go to each `vitest run`
//   npm run test:stories -- -t "Default"          (a filtered run checks only what it rendered)
//   npm run test:stories -- --review              then opens Vitest's HTML report of the run: each changed
//                                                 picture with its reference, the actual picture, the diff and
//                                                 a slider, and the command that accepts it (docs/testing.md)
//
// Why shards: the iframes of one Vitest browser session share one renderer, so one JavaScript thread runs
// every story; two sessions use both cores. Why `--isolate=false`: the story files share most of their
// modules (React, the app, the mock backend), and loading them once per session instead of once per file
// saves more than half of the time. Each story still starts from the seed (the preview's loader resets the
// mock backend) with its own app runtime.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.ts';
import { validateStoryHtml } from './html/validate.ts';
import { run, runAll } from './parallel.ts';
import { picturesTaken, removeBaselines, staleBaselines, storeBaselines } from './visual/baselines.ts';
import { BASELINE_DIR, HTML_RESULTS_DIR, REVIEW_DIR, VISUAL_RESULTS_DIR } from './visual/names.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselineDir = join(root, BASELINE_DIR);
const notesDir = join(root, VISUAL_RESULTS_DIR);

const args = process.argv.slice(2);
/** Where --review serves its report (6106 is `npm run storybook`'s). */
const REVIEW_PORT = 6126;
const update = args.includes('--update') || args.includes('-u');
const review = args.includes('--review');
const extra = args.filter((arg) => arg !== '--update' && arg !== '-u' && arg !== '--review');
if (review && update) {
  console.error('--review shows what differs; --update accepts it: one or the other.');
  process.exit(2);
}
const reviewDir = join(root, REVIEW_DIR);
/** For --review: each session also writes Vitest's blob report, merged into one HTML report at the end. */
const reviewReporters = (shard: number): string[] =>
  review ? ['--reporter=default', '--reporter=blob', `--outputFile.blob=${join(reviewDir, 'blobs', `session-${shard}.json`)}`] : [];
const filtered = extra.length > 0;
// A filtered run (a folder, a file) may hold fewer files than shards: one session then.
const shards = Math.max(1, Number(process.env.STORY_SHARDS ?? (filtered ? 1 : 3)));

ensureChromium();
rmSync(join(root, HTML_RESULTS_DIR), { recursive: true, force: true });
rmSync(notesDir, { recursive: true, force: true });
rmSync(reviewDir, { recursive: true, force: true });

const started = Date.now();
const results = await runAll(
  Array.from({ length: shards }, (_, i) => ({
    label: `stories, shard ${i + 1}/${shards}`,
    // `vitest run` through Vitest's Node API, so the session ends when Vitest has closed (tests/visual/session.ts).
    command: 'npx',
    args: [
      'tsx',
      'tests/visual/session.ts',
      '--project',
      'storybook',
      '--project',
      'visual-self-test',
      '--isolate=false',
      ...(shards > 1 ? [`--shard=${i + 1}/${shards}`] : []),
      ...(update ? ['--update=all'] : []),
      ...reviewReporters(i + 1),
      ...extra,
    ],
    // Each session optimises its dependencies in its own cache folder, so two never write one at once.
    env: { TZ: 'America/Sao_Paulo', STORY_SHARD: String(i + 1) },
  })),
);
const storiesSecs = (Date.now() - started) / 1000;
/**
 * The failing tests a session's output names (Vitest's ` FAIL  |project| file > story` lines), so the run's
 * last lines say which stories failed: a CI log is often read only at its end, and the shards' outputs come
 * before it, the longest ones cut.
 */
function failedTests(output: string): string[] {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^FAIL\s/.test(line))
    .map((line) => line.replace(/^FAIL\s+/, ''));
  return [...new Set(lines)];
}
const problems = results
  .filter((r) => r.code !== 0)
  .map((r) => {
    const failed = failedTests(r.output);
    const named = failed.length
      ? `:\n    ${failed.slice(0, 20).join('\n    ')}${failed.length > 20 ? `\n    … and ${failed.length - 20} more` : ''}`
      : ': its output is above';
    return `${r.label} failed (exit ${r.code})${named}`;
  });
// A session ends when Vitest has closed (tests/visual/session.ts); one that had to be ended did not close.
for (const r of results)
  if (r.output.includes('close timed out'))
    problems.push(`${r.label} did not close: Vitest ended it ("close timed out"); something it opened was still running`);

// New and updated baselines (Vitest writes plain screenshots) in their stored form.
const stored = await storeBaselines(baselineDir);
if (stored.length)
  console.log(`\nStored ${stored.length} new or updated baseline(s) as palette PNGs:\n${stored.map((name) => `  ${name}`).join('\n')}`);

// Baselines no story pictures any more: removed by a full update, a failure of a full check.
if (!filtered && problems.length === 0) {
  const stale = staleBaselines(baselineDir, picturesTaken(notesDir));
  if (stale.length && update) {
    removeBaselines(baselineDir, stale);
    console.log(`Removed ${stale.length} baseline(s) of pictures no story takes any more:\n${stale.map((name) => `  ${name}`).join('\n')}`);
  } else if (stale.length) {
    problems.push(
      `${stale.length} baseline(s) belong to no story (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}): npm run test:stories -- --update removes them`,
    );
  }
}

let htmlErrors = 0;
try {
  htmlErrors = validateStoryHtml({ expectAtLeast: filtered ? 0 : 1 });
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
}
if (htmlErrors)
  problems.push(`${htmlErrors} HTML error(s) in the page stories (listed above): fix them in the component that renders them`);

const taken = picturesTaken(notesDir).size;
console.log(`\nStories in ${storiesSecs.toFixed(1)}s (${shards} session(s)); ${taken} pictures taken; baselines in ${BASELINE_DIR}.`);

/**
 * --review: the sessions' blob reports merged into one report by Vitest's HTML reporter, served by Vite's
 * static server and opened in the browser. A failed toMatchScreenshot shows there, under the story, with
 * the reference, the actual picture, the diff and a slider between the first two; the failure's message
 * ends with the command that accepts the story's pictures (tests/visual/picture.ts).
 */
async function openReview(failed: boolean): Promise<void> {
  const htmlDir = join(reviewDir, 'html');
  // Its exit code is the run's (1 when a story failed): the report is what matters here.
  const merged = await run('review report', 'npx', [
    'vitest',
    '--merge-reports',
    join(reviewDir, 'blobs'),
    '--reporter=html',
    `--outputFile.html=${join(htmlDir, 'index.html')}`,
  ]);
  if (!existsSync(join(htmlDir, 'index.html'))) {
    console.error(merged.output);
    console.error('✖ The review report could not be written (above).');
    process.exit(1);
  }
  console.log(
    `\nThe review report is ${REVIEW_DIR}/html/index.html${failed ? ': each failed story shows its pictures (Artifacts), with the command that accepts them' : ': no picture differs'}.`,
  );
  console.log('Serving it until Ctrl+C (the address follows; on a desktop it opens in the browser):');
  // Vite's own static server, as Vitest's documentation serves its HTML report; --open where there is a display.
  const canOpen = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  const server = await run(
    'review server',
    'npx',
    ['vite', 'preview', '--outDir', htmlDir, '--host', '127.0.0.1', '--port', String(REVIEW_PORT), ...(canOpen ? ['--open'] : [])],
    { stream: true },
  );
  process.exit(server.code === 0 && !failed ? 0 : 1);
}
if (problems.length) {
  console.error(`\n✖ ${problems.join('\n✖ ')}`);
  if (!update && !review)
    console.error(
      `\nA picture that differs: npm run test:stories -- --review <the same folders> shows it beside its baseline, with the diff. If the change is intended: npm run test:stories -- --update <its file> (the failure names the command)`,
    );
  if (!review) process.exit(1);
}
if (review) await openReview(problems.length > 0);
