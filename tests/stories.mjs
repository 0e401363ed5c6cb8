// `npm run test:stories`: every story as a test (render, play function, axe) in Chromium through
// Vitest's browser mode, split into shards that run side by side.
//
// Why shards: the iframes of one Vitest browser session share one renderer, so one JavaScript thread
// runs every story; two sessions use both cores. Why `--isolate=false`: the story files share most of
// their modules (React, the app, the mock backend), and loading them once per session instead of once
// per file saves more than half of the time. Each story still starts from the seed (the preview's
// loader resets the mock backend) with its own app runtime.
//
//   npm run test:stories                    every story, STORY_SHARDS (default 2) sessions
//   npm run test:stories -- path/to/dir     extra arguments go to each `vitest run`
import { runAll } from './parallel.mjs';
import { ensureChromium } from './chromium.mjs';

ensureChromium();

const extra = process.argv.slice(2);
// A filtered run (a folder, a file) may hold fewer files than shards: one session then.
const shards = Math.max(1, Number(process.env.STORY_SHARDS ?? (extra.length ? 1 : 2)));

const results = await runAll(
  Array.from({ length: shards }, (_, i) => ({
    label: `story tests, shard ${i + 1}/${shards}`,
    command: 'npx',
    args: ['vitest', 'run', '--project', 'storybook', '--isolate=false', ...(shards > 1 ? [`--shard=${i + 1}/${shards}`] : []), ...extra],
    // Each session optimises its dependencies in its own cache folder, so two never write one at once.
    env: { TZ: 'America/Sao_Paulo', STORY_SHARD: String(i + 1) },
  })),
);

const failed = results.filter((r) => r.code !== 0);
if (failed.length) {
  console.error(`\n✖ ${failed.map((r) => r.label).join(', ')} failed.`);
  process.exit(1);
}
