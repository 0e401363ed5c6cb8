import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VANILLA_EXTRACT_RUNTIME } from '../ui/optimizeDeps.ts';
import { routePreloads } from './build/routePreloads.ts';
import { prerenderFirstScreen } from './build/prerender.ts';
import { chunkTiers } from './build/chunkTiers.ts';
import { cspHashes } from './build/cspHashes.ts';
import { earlyCalls } from './build/earlyCalls.ts';
import { demoFramePictures } from './build/demoFramePictures.ts';
import { compileHints } from './build/compileHints.ts';

const WORKER = 'mockServiceWorker.js';
const workerPath = new URL(`./mock-worker/${WORKER}`, import.meta.url);

/**
 * The mock service worker script is served by the dev server and emitted into the build only in
 * demo mode; a production build (mocks off) carries no trace of the mock backend.
 */
function mockWorker(enabled: boolean): Plugin {
  return {
    name: 'portal-fiscal:mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(workerPath) });
    },
  };
}

/**
 * With PORTAL_BUNDLE_STATS=1 the build also writes `.vite/manifest.json` and `.vite/modules.json`
 * (each output file's modules with the gzip size of their code alone): the size budget and `bench:web` read them.
 */
const BUNDLE_STATS = process.env.PORTAL_BUNDLE_STATS === '1';
function bundleStats(): Plugin {
  return {
    name: 'portal-fiscal:bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!BUNDLE_STATS) return;
      const modules: Record<string, Record<string, number>> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        // Each module's own minified code, gzipped alone: a ranking of what a chunk is made of.
        modules[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.code ? gzipSync(info.code).length : 0]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(modules) });
    },
  };
}

/** The entry's file name (Vite's default `entryFileNames`). */
const ENTRY_FILE = /(^|\/)assets\/index-[^/]+\.js$/;

// Modes: `demo` (.env.demo: mock backend on, fictitious hosts) for `npm start` / `npm run dev`;
// `production` (default of `vite build`): real backends from VITE_* variables, mocks off and absent.
// `isSsrBuild`: the Node build of src/prerender.tsx that build/prerender.ts runs after the client build.
export default defineConfig(({ mode, isSsrBuild }) => {
  // Whether the build has mocks, said in so many words even where no .env file sets it (production):
  // unset reads as 'false' here, so code only the demo shows (the shell's demo panel tests
  // `VITE_ENABLE_MOCKS !== 'false'`) leaves the bundle. Storybook and the tests do not build with this
  // file: there it stays unset, and the panel stays.
  const enableMocks = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_ENABLE_MOCKS ?? 'false';
  const tiers = chunkTiers();
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      ...(isSsrBuild
        ? []
        : [
            mockWorker(mode === 'demo'),
            bundleStats(),
            tiers.plugin,
            routePreloads(),
            earlyCalls({ enabled: enableMocks === 'false' }),
            demoFramePictures({ enabled: enableMocks === 'true' }),
            prerenderFirstScreen(),
            cspHashes(),
            compileHints(),
          ]),
    ],
    define: { 'import.meta.env.VITE_ENABLE_MOCKS': JSON.stringify(enableMocks) },
    build: {
      // No source map in what is deployed. PORTAL_SOURCEMAPS=hidden writes maps without the comment that
      // points browsers at them, for an error tracker: upload them, then delete them before deploying
      // (the shipped server refuses *.map anyway: docs/deployment.md).
      sourcemap: process.env.PORTAL_SOURCEMAPS === 'hidden' ? 'hidden' : false,
      manifest: BUNDLE_STATS,
      target: 'es2022',
      // Every browser of es2022 knows <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: {
        polyfill: false,
        // The entry's dynamic imports (the route table's pages, dictionaries, the demo's backend) list no
        // JS file: each route's JS files are asked for by index.html's route map (build/routePreloads.ts,
        // `preloadRoute`), so listing them here too would make the entry grow with every route. Vite adds
        // the CSS files after this callback (it never sees them): those stay, and are applied before the
        // chunk renders. Dynamic imports elsewhere keep Vite's full lists.
        resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && ENTRY_FILE.test(hostId) ? [] : deps),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The libraries the start-up runs, in one file: every screen needs them, and one file
              // compresses better than the six the automatic split makes of them.
              {
                name: 'start',
                test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|jotai|wouter|regexparam|valibot)[\\/]/,
                priority: 100,
              },
              // The rest of the shared code in a few files (build/chunkTiers.ts says how and why).
              ...(isSsrBuild ? [] : tiers.groups),
            ],
          },
        },
      },
      chunkSizeWarningLimit: 600,
    },
    resolve: {
      // wouter's React 17 shim, replaced by React's own hook (lib/useSyncExternalStore.ts).
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)),
        },
        // The demo's mock backend (msw → tough-cookie) needs one function of tldts, not its public-suffix
        // list (src/bootstrap/registrableDomain.ts says why that is safe for the demo's hosts).
        { find: /^tldts$/, replacement: fileURLToPath(new URL('./src/bootstrap/registrableDomain.ts', import.meta.url)) },
      ],
    },
    preview: { host: '127.0.0.1', strictPort: true },
    optimizeDeps: { include: VANILLA_EXTRACT_RUNTIME },
  };
});
