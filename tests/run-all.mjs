// `npm test`: every layer, stopping at the first that fails so its output is the last thing printed.
// Steps in one row run side by side (they are short and each uses one core); the browser steps run one
// after another, since each of them keeps both cores busy on its own. Each step's time is printed, and
// a table of them at the end.
import { ensureChromium } from './chromium.mjs';
import { runAll } from './parallel.mjs';

const npm = (label, script, ...args) => ({ label, command: 'npm', args: ['run', script, ...(args.length ? ['--', ...args] : [])] });

const steps = [
  [npm('typecheck', 'typecheck'), npm('lint', 'lint'), npm('unit tests (vitest, node)', 'test:unit')],
  [npm('builds: no mock code in production, size budget', 'test:build')],
  [npm('story tests (vitest browser, Chromium)', 'test:stories')],
  [npm('Storybook static build', 'build-storybook')],
  // The build of the step above is current: no need to check it again.
  [npm('HTML validity (page stories, Nu Html Checker)', 'test:html', '--no-build')],
  [npm('visual regression (every story, Chromium)', 'test:visual', '--no-build')],
  [npm('end-to-end tests (Playwright, Chromium)', 'test:e2e')],
];

const started = Date.now();
const times = [];

// A fresh machine without a browser: install Debian's chromium when this process may (one line says so).
ensureChromium();

for (const row of steps) {
  console.log(`\n▶ ${row.map((s) => s.label).join(' | ')}`);
  const results = await runAll(row.map((step) => ({ ...step, env: { TZ: 'America/Sao_Paulo' } })));
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
