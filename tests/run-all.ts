// `npm test`: every layer, stopping at the first that fails so its output is the last thing printed.
// Steps in one row run side by side (each is short or mostly uses one core); the browser steps run one
// after another, since each of them keeps both cores busy on its own. Each step's time is printed, and a
// table of them at the end.
import { ensureChromium } from './chromium.ts';
import { ensurePodman } from './e2e-production/container.ts';
import { ensureNginx } from './e2e-production/nginx.ts';
import { ensureJava } from './java.ts';
import { runAll, type Command, type Result } from './parallel.ts';

const npm = (label: string, script: string, ...args: string[]): Command => ({
  label,
  command: 'npm',
  args: ['run', script, ...(args.length ? ['--', ...args] : [])],
});

const steps: Command[][] = [
  [npm('typecheck', 'typecheck'), npm('lint', 'lint'), npm('unit and contract tests (vitest, node)', 'test:unit')],
  // The builds are kept where the end-to-end step serves them from (KEEP_BUILDS, E2E_REUSE_BUILDS): built once.
  // The Storybook build is followed by its docs pages in Chromium, failing on Markdown left as text, and by
  // stories opened one after another in one tab as a designer does (tests/visual/staticStorybook.spec.ts).
  [
    { ...npm('builds: no mock code in production, size budget', 'test:build'), env: { KEEP_BUILDS: '1' } },
    {
      label: 'Storybook static build, then its docs pages and a tour of its stories (Chromium)',
      command: 'sh',
      args: [
        '-c',
        'npm run build-storybook && npx tsx tests/docsPages.ts && npx playwright test -c tests/visual/storybook.playwright.config.ts',
      ],
    },
  ],
  [npm('stories: play, axe, pictures, HTML validity (vitest browser, Chromium)', 'test:stories')],
  [
    {
      ...npm('end-to-end tests (Playwright, Chromium; the deployment through nginx and in its container image)', 'test:e2e'),
      env: { E2E_REUSE_BUILDS: '1' },
    },
  ],
];

// The project's Node is 22 (package.json's engines): `npm ci` brings it into node_modules/.bin, and npm
// runs this script with it. Anything older means that install did not happen or was bypassed.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `✖ npm test runs on Node 22.12 or newer; this is ${process.version}. Run npm ci (it installs Node 22 into node_modules/.bin) and start it with npm test.`,
  );
  process.exit(1);
}

const started = Date.now();
const times: Result[] = [];

// A fresh machine without a browser, nginx, podman or Java: install Debian's chromium, nginx (the
// deployment journeys serve the build with the shipped configuration), podman (the container journeys
// build and run the image) and a Java runtime (for the Nu Html Checker) when this process may (one line
// says each).
ensureChromium();
ensureNginx();
ensurePodman();
try {
  ensureJava();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

for (const row of steps) {
  console.log(`\n▶ ${row.map((s) => s.label).join(' | ')}`);
  const results = await runAll(row.map((step) => ({ ...step, env: { ...step.env, TZ: 'America/Sao_Paulo' } })));
  for (const result of results) {
    times.push(result);
    const mark = result.code === 0 ? '✔' : '✖';
    console.log(`${mark} ${result.label} (${result.secs.toFixed(1)}s)`);
  }
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length) {
    console.error(`\n✖ ${failed.map((r) => r.label).join(', ')} failed (exit ${failed.map((r) => r.code).join(', ')}).`);
    process.exit(1);
  }
}

const total = (Date.now() - started) / 1000;
console.log('\nStep times:');
for (const { label, secs } of times) console.log(`  ${secs.toFixed(1).padStart(7)}s  ${label}`);
console.log(`\nAll ${times.length} test steps passed in ${total.toFixed(0)}s.`);
