import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MOCK_SERVER_PORT, mockServerOrigin } from './ports';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A portal's four backends on a mock server at `origin` (its prefixes), as a deployment sets them. */
export const backendsOn = (origin: string) => ({
  PORTAL_SERVER_URL: `${origin}/server`,
  PORTAL_API_NODE_URL: `${origin}/api-node`,
  PORTAL_ASSETS_URL: `${origin}/assets`,
  PORTAL_NEWS_URL: `${origin}/news`,
});

/** What the control API answers and accepts (GET/PATCH /__mock/behaviour). */
export interface MockBehaviour {
  latencyMs: number;
  errorRate: number;
  tokenTtlMs: number;
  expireAllTokens: boolean;
}

export interface MockServerOptions {
  /** The data file: kept across a stop and a start, so writes survive a restart. */
  dataFile: string;
  /** Browser origins allowed by CORS (the production build's). */
  origins: readonly string[];
  /** The token signing secret: fixed, so a session survives a restart. */
  secret: string;
  /** Another port than MOCK_SERVER_PORT (the one the preview build is configured for). */
  port?: number;
}

/** `/__mock` asks for the operator's token: one per MockServer, passed with `--control-token` and kept across restarts. */
const newControlToken = () => randomBytes(24).toString('hex');

/**
 * `npm run mock-server` as a child process of the test worker, on MOCK_SERVER_PORT (the port the
 * production build was pointed at). `stop()` sends SIGTERM, as an operator would: the server writes its
 * pending changes to the data file, then exits.
 */
export class MockServer {
  readonly origin: string;
  /** The token of `/__mock` (`Authorization: Bearer <controlToken>`). */
  readonly controlToken = newControlToken();
  /** Everything the process printed (the start-up summary; `--quiet` leaves out the request lines). */
  output = '';
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(private readonly options: MockServerOptions) {
    this.origin = options.port ? `http://127.0.0.1:${options.port}` : mockServerOrigin;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and resolves once GET /__mock/behaviour answers. */
  async start(): Promise<void> {
    if (this.child) throw new Error('O servidor simulado já está rodando.');
    this.output = '';
    const { dataFile, origins, secret } = this.options;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/mocks/src/http/cli.ts',
        '--port',
        String(this.options.port ?? MOCK_SERVER_PORT),
        '--data',
        dataFile,
        '--origins',
        origins.join(','),
        '--secret',
        secret,
        '--control-token',
        this.controlToken,
        '--quiet',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, INIT_CWD: repoRoot } },
    );
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.child = null;
        resolve(signal ? null : code);
      });
    });

    const deadline = Date.now() + 30_000;
    for (;;) {
      if (!this.child) throw new Error(`O servidor simulado parou ao iniciar:\n${this.output}`);
      try {
        const response = await fetch(`${this.origin}/__mock/behaviour`, { headers: this.controlHeaders() });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(`O servidor simulado não respondeu em 30 s:\n${this.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM, and the exit code once the process is gone (SIGKILL after 10 s). */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child) return this.exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  private controlHeaders(): Record<string, string> {
    return { Authorization: `Bearer ${this.controlToken}` };
  }

  async behaviour(patch?: Partial<MockBehaviour>): Promise<MockBehaviour> {
    const response = await fetch(`${this.origin}/__mock/behaviour`, {
      method: patch ? 'PATCH' : 'GET',
      headers: patch ? { ...this.controlHeaders(), 'Content-Type': 'application/json' } : this.controlHeaders(),
      ...(patch ? { body: JSON.stringify(patch) } : {}),
    });
    if (!response.ok) throw new Error(`/__mock/behaviour respondeu ${response.status}: ${await response.text()}`);
    return (await response.json()) as MockBehaviour;
  }
}
