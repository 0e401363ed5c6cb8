// The image a deployer builds (deploy/Dockerfile), built and run with podman for the container journeys
// (container.spec.ts). Podman runs the image exactly as docker does; the flags below only adapt podman to
// machines like ours (no user namespaces for builds, cgroups v1, tight resource limits) and change nothing
// in the image. docs/deployment.md says how to run the same by hand.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, systemInstaller } from '../chromium.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The base the Dockerfile names (its `BASE` argument's default). */
export const BASE_IMAGE = 'docker.io/library/debian:trixie-slim';
/** The tag the tests build; a deployer's own tag does not matter to the image. */
export const IMAGE = 'localhost/portal-fiscal:test';
/**
 * Debian's packages: the engine, its runtime, its user-mode network (see RUN_FLAGS), and the tool that
 * makes the base from Debian's packages.
 */
export const DEBIAN_CONTAINER_PACKAGES = ['podman', 'runc', 'slirp4netns', 'mmdebstrap'];

const findPodman = () => ['/usr/bin/podman', '/usr/local/bin/podman'].find((path) => existsSync(path));

/** For `npm test`: installs podman (and what makes the base) when missing and this process may. */
export function ensurePodman(): void {
  if (findPodman() && existsSync('/usr/bin/slirp4netns') && existsSync('/usr/bin/mmdebstrap')) return;
  const installer = systemInstaller();
  if (!installer) return;
  console.log(
    `▶ Installing Debian's ${DEBIAN_CONTAINER_PACKAGES.join(', ')} with apt-get${installer.length ? ' (sudo)' : ''} for the container journeys.`,
  );
  aptInstall(installer, DEBIAN_CONTAINER_PACKAGES);
}

function podmanBinary(): string {
  const found = findPodman();
  if (!found)
    throw new Error(
      `No podman found for the container journeys: sudo apt-get install ${DEBIAN_CONTAINER_PACKAGES.join(' ')} (npm test installs them when it may).`,
    );
  return found;
}

/** One podman command; throws with its output when it fails (unless `allowFailure`). */
export function podman(args: string[], options: { allowFailure?: boolean; timeoutMs?: number } = {}): SpawnSyncReturns<string> {
  const result = spawnSync(podmanBinary(), args, {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: options.timeoutMs ?? 120_000,
  });
  if (!options.allowFailure && result.status !== 0) {
    throw new Error(
      `podman ${args.slice(0, 3).join(' ')} … failed (exit ${result.status ?? result.signal}):\n${result.stderr.slice(-4000)}`,
    );
  }
  return result;
}

/**
 * The Debian base, when it is not there yet: public registries cannot be reached from here, so it is made
 * from Debian's own packages (mmdebstrap, about 15 s) and imported under the name the Dockerfile pulls.
 * Once there, it stays, and the image's layers built on it are reused by the next run.
 */
export function ensureBaseImage(): void {
  if (podman(['image', 'exists', BASE_IMAGE], { allowFailure: true }).status === 0) return;
  const work = mkdtempSync(join(tmpdir(), 'portal-fiscal-base-'));
  try {
    const tar = join(work, 'base.tar');
    const made = spawnSync('mmdebstrap', ['--quiet', '--variant=minbase', '--include=ca-certificates', 'trixie', tar], {
      encoding: 'utf8',
      timeout: 600_000,
    });
    if (made.status !== 0)
      throw new Error(`mmdebstrap could not make the Debian base (exit ${made.status ?? made.signal}):\n${made.stderr.slice(-4000)}`);
    podman(['import', tar, BASE_IMAGE]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `docker build -f deploy/Dockerfile .` from the working tree (whose .dockerignore leaves out local
 * dependencies and builds). `--isolation=chroot` and `--network=host`: this machine's sandbox allows no
 * other; `--format docker` keeps the HEALTHCHECK (the OCI format has none). When the host's Node trusts an
 * extra certificate authority (a proxy that inspects TLS), the build's npm gets it as the Dockerfile's
 * optional `extra-ca-certs` secret.
 */
export function buildImage(): { secs: number } {
  const started = Date.now();
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  podman(
    [
      'build',
      '--isolation=chroot',
      '--network=host',
      '--format=docker',
      ...(extraCa && existsSync(extraCa) ? ['--secret', `id=extra-ca-certs,src=${extraCa}`] : []),
      '--file=deploy/Dockerfile',
      `--tag=${IMAGE}`,
      '.',
    ],
    { timeoutMs: 1_200_000 },
  );
  return { secs: (Date.now() - started) / 1000 };
}

/**
 * The flags every `podman run` here needs on this machine: runc with cgroupfs, the limits the sandbox
 * allows, and a user-mode network. Podman's default network (as root) adds a bridge and a veth pair to the
 * host; Chromium sees the host's network change and fails a navigation in flight with ERR_NETWORK_CHANGED,
 * in whichever journey runs beside the container's start or removal. slirp4netns leaves the host's
 * interfaces alone and still publishes the port.
 */
const RUN_FLAGS = ['--cgroup-manager=cgroupfs', '--network=slirp4netns', '--ulimit=nofile=1024:1024', '--ulimit=nproc=4096:4096'];

/** `podman run` with the runtime this machine supports. */
export function runArgs(args: string[]): string[] {
  return ['--runtime=runc', 'run', ...RUN_FLAGS, ...args];
}

/**
 * A container of the image as docs/deployment.md runs it: read-only root filesystem with a tmpfs for
 * /tmp, the image's own user, port 8080 published on loopback only.
 */
export class Container {
  readonly name: string;

  constructor(private readonly options: { port: number; env: Record<string, string>; name: string }) {
    this.name = options.name;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Starts it detached; resolves when it answers, or throws with its log when it stopped. */
  async start(): Promise<void> {
    podman(['rm', '--force', '--ignore', this.name], { allowFailure: true });
    const env = Object.entries(this.options.env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
    podman(
      runArgs([
        '--detach',
        `--name=${this.name}`,
        '--read-only',
        '--tmpfs=/tmp',
        `--publish=127.0.0.1:${this.options.port}:8080`,
        ...env,
        IMAGE,
      ]),
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        await fetch(this.origin);
        return;
      } catch {
        if (!this.running() || Date.now() > deadline) throw new Error(`The container ${this.name} did not answer:\n${this.logs()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  running(): boolean {
    return podman(['inspect', '--format={{.State.Running}}', this.name], { allowFailure: true }).stdout.trim() === 'true';
  }

  /** What the container printed: the deploy step's lines and nginx's (the access log on stdout). */
  logs(): string {
    const result = podman(['logs', this.name], { allowFailure: true });
    return `${result.stdout}${result.stderr}`;
  }

  exec(command: string[]): SpawnSyncReturns<string> {
    return podman(['exec', this.name, ...command], { allowFailure: true });
  }

  remove(): void {
    podman(['rm', '--force', '--ignore', '--time=2', this.name], { allowFailure: true });
  }
}
