// The shipped site configuration (deploy/nginx/portal-fiscal.conf) run by Debian's nginx for the
// deployment journeys (deploy.spec.ts): the file as shipped, with only its port, its root and the deploy
// step's folder moved to the test's own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, systemInstaller } from '../chromium.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const NGINX_CONF = join(repoRoot, 'deploy/nginx/portal-fiscal.conf');
export const CONFIGURE = join(repoRoot, 'deploy/configure.sh');

const findNginx = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** For `npm test`: installs Debian's nginx when it is missing and this process may (like Chromium). */
export function ensureNginx(): void {
  if (findNginx()) return;
  const installer = systemInstaller();
  if (!installer) return;
  console.log(`▶ No nginx found: installing Debian's nginx with apt-get${installer.length ? ' (sudo)' : ''} for the deployment journeys.`);
  aptInstall(installer, ['nginx']);
}

/** nginx's binary, or an error that says how to get it. */
export function resolveNginx(): string {
  const found = findNginx();
  if (!found) throw new Error('No nginx found for the deployment journeys: sudo apt-get install nginx (npm test installs it when it may).');
  return found;
}

/** Where the image's deploy step writes the configured page and the headers (deploy/entrypoint.sh). */
const CONFIGURED_DIR = '/tmp/portal-fiscal';

/**
 * The shipped site, moved to `port`, `root` (the build) and `configured` (what the deploy step wrote
 * there); throws if the file's anchors moved.
 */
export function shippedServer({ port, root, configured }: { port: number; root: string; configured: string }): string {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  const moved = conf
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${root};`)
    .replaceAll(CONFIGURED_DIR, configured);
  for (const anchor of ['listen 8080;', 'root /usr/share/nginx/html;', CONFIGURED_DIR]) {
    if (moved.includes(anchor) || !conf.includes(anchor)) throw new Error(`${NGINX_CONF}: expected exactly the anchor "${anchor}" to move`);
  }
  return moved;
}

/** One nginx master process serving the shipped configuration; `stop()` ends it. */
export class Nginx {
  private child: ChildProcess | null = null;
  private output = '';
  /** The access log: the shipped file writes it to /dev/stdout, which is this file for the test's nginx. */
  get accessLog(): string {
    const file = join(this.options.workDir, 'stdout.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  constructor(private readonly options: { port: number; root: string; configured: string; workDir: string }) {}

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  async start(): Promise<void> {
    const { workDir } = this.options;
    mkdirSync(workDir, { recursive: true });
    const conf = join(workDir, 'nginx.conf');
    const temp = (name: string) => `${name}_temp_path ${join(workDir, name)};`;
    writeFileSync(
      conf,
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(workDir, 'nginx.pid')};`,
        'error_log stderr warn;',
        'events { worker_connections 128; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
        shippedServer(this.options),
        '}',
      ].join('\n'),
    );
    const binary = resolveNginx();
    // Node gives a child's stdout as a socket, which nginx cannot open as /dev/stdout: a file instead.
    const stdout = openSync(join(workDir, 'stdout.log'), 'a');
    try {
      const test = spawnSync(binary, ['-t', '-q', '-p', workDir, '-c', conf], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'] });
      if (test.status !== 0) throw new Error(`nginx -t refused the shipped configuration:\n${test.stderr}`);
      this.child = spawn(binary, ['-p', workDir, '-c', conf], { stdio: ['ignore', stdout, 'pipe'] });
    } finally {
      closeSync(stdout);
    }
    const child = this.child;
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${this.output}`);
      try {
        await fetch(this.origin);
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer in 15 s:\n${this.output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
    this.child = null;
  }
}
