// One story session of `npm run test:stories` (tests/stories.ts): `vitest run <args>` through Vitest's
// own Node API (parseCLI, startVitest), ending as soon as Vitest has closed what it opened (the browser,
// the Vite servers, the pool).
//
// Why not the `vitest` command: Vitest 4.1's screenshot matcher (`toMatchScreenshot`) arms a timer of its
// `timeout` (20 s here, vitest.config.ts) for every picture and never clears it (Vitest 5 clears it: its
// asyncTimeout returns `clear`). The command waits for its process to end by itself, which those timers
// prevent, so every session ended with "close timed out after 2000ms … something prevents the main process
// from exiting" and Vitest's forced exit (the `hanging-process` reporter names the timers:
// @vitest/browser's asyncTimeout). Here the session ends when `close()` has resolved, with Vitest's exit
// code. The project is on Vitest 5 now, which clears those timers: this file could go back to `vitest run`;
// it stays, since it costs nothing and a close that hangs still fails the session with a message of ours.
import { parseCLI, startVitest } from 'vitest/node';

const CLOSE_TIMEOUT_MS = 10_000;

const { filter, options } = parseCLI(['vitest', 'run', ...process.argv.slice(2)]);
const vitest = await startVitest('test', filter, options);
// A close that never ends (a browser that does not quit) fails the session instead of holding it for ever.
setTimeout(() => {
  console.error(`close timed out after ${CLOSE_TIMEOUT_MS / 1000} s: something Vitest opened did not close`);
  process.exit(1);
}, CLOSE_TIMEOUT_MS).unref();
await vitest.close();
// Vitest sets process.exitCode (1 when a test failed or none ran where some were expected).
process.exit();
