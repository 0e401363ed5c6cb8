// What bench:web starts and must stop: the two served builds, and every server and browser registered
// with `track`, closed in reverse order at the end, on an error, and on Ctrl-C (they run in process
// groups of their own, which Ctrl-C misses).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
    await resource.close().catch((error: unknown) => console.error(`  (could not close ${name}: ${error instanceof Error ? error.message : String(error)})`));
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
  const child = spawn(process.execPath, serveScript(app), {
    cwd: app,
    env: { ...process.env, PORT: String(port), DIST_DIR: outDir, HOST },
    detached: true, // its own process group, closed with it
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  track('demo server', async () => {
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
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server stopped (exit ${child.exitCode}):\n${output.trim()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return url;
    await sleep(200);
  }
  throw new Error(`the demo server did not answer at ${url} within 30 s:\n${output.trim()}`);
}

/** The production build behind Vite's preview server (as serve.ts does for the demo), in this process. */
export async function startProductionServer(app: string, outDir: string, port: number): Promise<string> {
  const server = await preview({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    mode: 'production',
    build: { outDir },
    preview: { host: HOST, port, strictPort: true, open: false },
    logLevel: 'warn',
  });
  track('production server', () => server.close());
  return `http://${HOST}:${port}`;
}
