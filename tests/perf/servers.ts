// What bench:web starts and must stop: the two served builds (the production one with the HTTP mock server behind it), and every server and browser registered
// with `track`, closed in reverse order at the end, on an error, and on Ctrl-C (they run in process
// groups of their own, which Ctrl-C misses).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { preview } from 'vite';

export const HOST = '127.0.0.1';

/** Something to close at the end, named for the message when it cannot be. */
interface Resource {
  name: string;
  close: () => Promise<unknown>;
}

const openResources: Resource[] = [];

/** Registers something to close; returns a function that closes it now (and only once). */
export function track(name: string, close: () => Promise<unknown>): () => Promise<void> {
  const resource = { name, close };
  openResources.push(resource);
  return async () => {
    const index = openResources.indexOf(resource);
    if (index < 0) return;
    openResources.splice(index, 1);
    await close();
  };
}

/** Closes everything still open, the last started first. */
export async function closeAll(): Promise<void> {
  for (let resource = openResources.pop(); resource; resource = openResources.pop()) {
    const { name } = resource;
    await resource
      .close()
      .catch((error: unknown) => console.error(`  (could not close ${name}: ${error instanceof Error ? error.message : String(error)})`));
  }
}

/**
 * The command line of the app's `npm start` server: scripts/serve.ts, through tsx; or the
 * scripts/serve.mjs of an older checkout (`bench:web --app`), through Node.
 */
function serveScript(app: string): string[] {
  return existsSync(join(app, 'scripts/serve.ts')) ? ['--import', 'tsx', 'scripts/serve.ts'] : ['scripts/serve.mjs'];
}

/** The demo build behind `packages/app/scripts/serve.ts` (what `npm start` runs), in its own process. */
export async function startDemoServer(app: string, outDir: string, port: number): Promise<string> {
  return startServer('demo server', app, serveScript(app), { DIST_DIR: outDir }, port, 30_000);
}

/** Starts `node args…` in `app`, in a process group of its own (closed with it), and waits for `port` to answer. */
async function startServer(
  name: string,
  app: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  timeoutMs: number,
): Promise<string> {
  // The server's readiness is its port answering, so a server of someone else's already there (a demo
  // left running on the production's port) would be measured in its place, under the wrong name.
  if (!(await portIsFree(port)))
    throw new Error(`the ${name} cannot start: something already listens on ${HOST}:${port}. Stop it and run again.`);
  const child = spawn(process.execPath, args, {
    cwd: app,
    env: { ...process.env, PORT: String(port), HOST, ...env },
    detached: true, // its own process group, closed with it
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  track(name, async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const group = -child.pid;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      return;
    }
    if ((await Promise.race([exited.then(() => true), sleep(5000, false)])) === false) process.kill(group, 'SIGKILL');
  });
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${name} stopped (exit ${child.exitCode}):\n${output.trim()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await sleep(200);
  }
  throw new Error(`the ${name} did not answer at ${url} within ${timeoutMs / 1000} s:\n${output.trim()}`);
}

/**
 * The production build as `npm run preview` serves it (packages/app/scripts/preview.ts, with
 * PREVIEW_SKIP_BUILD=1 on the build in `outDir`): configured by the deploy step for the HTTP mock server,
 * which it starts behind it (`--memory`: the seed, nothing written to disk), both in a process group of
 * their own. An older checkout without scripts/preview.ts (`bench:web --app`) gets Vite's preview server,
 * with no backend (its login screen is all that works there).
 */
export async function startProductionServer(
  app: string,
  outDir: string,
  port: number,
): Promise<{ url: string; backend: boolean; mockPort: number | null }> {
  if (!existsSync(join(app, 'scripts/preview.ts'))) {
    const server = await preview({
      root: app,
      configFile: join(app, 'vite.config.ts'),
      mode: 'production',
      build: { outDir },
      preview: { host: HOST, port, strictPort: true, open: false },
      logLevel: 'warn',
    });
    track('production server', () => server.close());
    return { url: `http://${HOST}:${port}`, backend: false, mockPort: null };
  }
  // A free port for the mock server (a fixed one may be another preview's, as 4790 is `npm run preview`'s).
  const mockPort = await freePort();
  const env = { PORT: String(port), MOCK_PORT: String(mockPort), DIST_DIR: outDir, PREVIEW_SKIP_BUILD: '1' };
  const url = await startServer(
    'production server (npm run preview)',
    app,
    ['--import', 'tsx', 'scripts/preview.ts', '--memory', '--quiet'],
    env,
    port,
    90_000,
  );
  return { url, backend: true, mockPort };
}

/** Whether nothing listens on `port` of HOST now. */
async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on now (the system's pick). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
