// `npm test`: every layer in order, stopping at the first that fails so its output is the last thing printed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests (vitest, node)', ['run', 'test:unit']],
  ['builds: no mock code in production, size budget', ['run', 'test:build']],
  ['story tests (vitest browser, Chromium)', ['run', 'test:stories']],
  ['Storybook static build', ['run', 'build-storybook']],
  ['end-to-end tests (Playwright, Chromium)', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, TZ: 'America/Sao_Paulo' } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nAll ${steps.length} test steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
