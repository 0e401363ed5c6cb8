// `npm run preview`: the deployable artifact on the simulated backend over HTTP. Builds the production
// flavour (mocks off), configures it for the mock server with the deploy step (deploy/configure.sh, as a
// deployment does), starts the mock server, and serves the build as the shipped nginx configuration does
// (deploy/nginx/portal-fiscal.conf: the same headers, written by the same step; a missing file is a 404;
// client routes fall back to index.html) at http://127.0.0.1:4782 ($PORT). Flags after `--` go to
// the mock server (`npm run preview -- --reset --scenario large`); MOCK_PORT moves it (default 4790).
// PREVIEW_MOCK_SERVER=0 only builds and serves, pointed at MOCK_PORT, for a caller that runs the mock
// server itself (the e2e journeys of tests/e2e-production stop and restart it).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview, type Plugin } from 'vite';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 4782);
const mockPort = Number(process.env.MOCK_PORT ?? 4790);
const outDir = process.env.DIST_DIR ?? 'dist-preview';
const quiet = process.argv.includes('--quiet');
const withMockServer = process.env.PREVIEW_MOCK_SERVER !== '0';

for (const [name, value] of [
  ['PORT', port],
  ['MOCK_PORT', mockPort],
] as const) {
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`${name} inválida: "${process.env[name]}". Use um número entre 1 e 65535.`);
    process.exit(1);
  }
}

async function ensureFree(p: number, variable: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      console.error(
        error.code === 'EADDRINUSE'
          ? `\nA porta ${p} já está em uso. Pare o outro processo ou use ${variable}=<porta>.\n`
          : `Não foi possível usar ${host}:${p}: ${error.message}`,
      );
      process.exit(1);
    });
    probe.once('listening', () => probe.close(() => resolve()));
    probe.listen(p, host);
  });
}
await ensureFree(port, 'PORT');
if (withMockServer) await ensureFree(mockPort, 'MOCK_PORT');

const mockOrigin = `http://${host}:${mockPort}`;
/** What a deployment sets (docs/deployment.md): the four bases of the contract, here the mock server's prefixes. */
const deployEnv: Record<string, string> = {
  PORTAL_SERVER_URL: `${mockOrigin}/server`,
  PORTAL_API_NODE_URL: `${mockOrigin}/api-node`,
  PORTAL_ASSETS_URL: `${mockOrigin}/assets`,
  PORTAL_NEWS_URL: `${mockOrigin}/news`,
  PORTAL_NEWS_KEY: 'demo-content-key',
};
const siteDir = resolve(appDir, outDir);
/** What the deploy step writes (the configured page and the headers), beside the build, never into it. */
const configuredDir = `${siteDir}.configured`;
const headersFile = join(configuredDir, 'headers.conf');

if (process.env.PREVIEW_SKIP_BUILD !== '1') {
  console.log(`Gerando o build de produção (${outDir})…`);
  // One build for every environment: nothing of the backends is built in.
  process.env.VITE_ENABLE_MOCKS = 'false';
  // A local preview describes an answer that breaks the contract in the console (docs/contract.md).
  process.env.VITE_REPORT_CONTRACT_DRIFT = 'true';
  await build({
    root: appDir,
    configFile: `${appDir}/vite.config.ts`,
    mode: 'production',
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
}
// The deploy step, as in the image: the page's configuration and the headers, for the mock server.
execFileSync('sh', [join(repoRoot, 'deploy/configure.sh'), siteDir, configuredDir], {
  env: { ...process.env, ...deployEnv },
  stdio: quiet ? 'ignore' : 'inherit',
});

if (withMockServer) await startMockServer();

/** Starts the mock server as a child (stopped with this process), and waits until it answers. */
async function startMockServer(): Promise<void> {
  const origins = [`http://${host}:${port}`, `http://localhost:${port}`].join(',');
  const mockServer = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/mocks/src/http/cli.ts', '--port', String(mockPort), '--origins', origins, ...process.argv.slice(2)],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? repoRoot } },
  );
  let stopping = false;
  mockServer.once('exit', (code) => {
    if (stopping) return;
    console.error(`O servidor simulado parou (código ${code}).`);
    process.exit(code || 1);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // The mock server writes its pending changes on SIGTERM before it exits.
    mockServer.once('exit', () => process.exit(0));
    mockServer.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // Serve only once the mock server answers, so the first page load never meets a closed port.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      // Any answer means it listens (a 404 here): /__mock would need the control token, which only the
      // mock server's own start-up output shows.
      await fetch(`${mockOrigin}/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        console.error('O servidor simulado não respondeu em 60 s.');
        mockServer.kill('SIGTERM');
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The headers the deploy step wrote for nginx (`add_header Name "value" always;`), sent here alike. */
function deployHeaders(file: string): [string, string][] {
  return [...readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}

/**
 * Serves the build as deploy/nginx/portal-fiscal.conf does: its headers on every answer, the configured
 * pages (`/index.html`, a signed-in address's own page, index.html for any other client route), hashed assets immutable and everything else (a 404
 * included) `no-cache`, the build's leftovers refused, and a missing file a 404 rather than the page.
 */
function likeNginx(): Plugin {
  const headers = deployHeaders(headersFile);
  /** A configured page (deploy/configure.sh writes each of the build's beside the headers), if there is one. */
  const configuredPage = (name: string) => {
    const file = join(configuredDir, name);
    return file.startsWith(`${configuredDir}/`) && existsSync(file) && statSync(file).isFile() ? readFileSync(file) : null;
  };
  const index = readFileSync(join(configuredDir, 'index.html'));
  return {
    name: 'portal-fiscal:like-nginx',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        for (const [name, value] of headers) res.setHeader(name, value);
        res.setHeader('Cache-Control', 'no-cache');
        const file = join(siteDir, path);
        const isFile = file.startsWith(siteDir) && existsSync(file) && statSync(file).isFile();
        // A page: the configured one (`/apps/list` is apps/list.html, with its screen's frame), or index.html for
        // any other client route; a missing `.html` is a 404.
        const extension = /\.[A-Za-z0-9]+$/.test(path);
        if (path.endsWith('.html') || (!extension && !isFile)) {
          const page = path.endsWith('.html') ? configuredPage(path) : (configuredPage(`${path}.html`) ?? index);
          if (page) {
            res.setHeader('Content-Type', 'text/html');
            // Compressed as nginx does (`gzip on` compresses text/html at level 6, `gzip_vary on`): a page
            // with its frames in both languages is 60–80 KB, and a phone's first paint waits for it.
            res.setHeader('Vary', 'Accept-Encoding');
            if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
              res.setHeader('Content-Encoding', 'gzip');
              res.end(gzipSync(page, { level: 6 }));
            } else {
              res.end(page);
            }
            return;
          }
        }
        if (path === '/csp-hashes.txt' || path.endsWith('.map') || path.endsWith('.html') || !isFile) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        if (path.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

await preview({
  root: appDir,
  configFile: `${appDir}/vite.config.ts`,
  mode: 'production',
  plugins: [likeNginx()],
  build: { outDir },
  preview: { host, port, strictPort: true, open: false },
  logLevel: 'warn',
});
if (!quiet) {
  console.log(
    `\nPortal Fiscal (build de produção, backend simulado por HTTP em ${mockOrigin}${withMockServer ? '' : ', não iniciado por este processo'})`,
  );
  console.log(`  ➜  http://${host}:${port}/\n`);
  console.log('Contas de demonstração: admin@portalfiscal.demo / demo1234 (veja o README).');
}
