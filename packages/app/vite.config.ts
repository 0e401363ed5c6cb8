import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VANILLA_EXTRACT_RUNTIME } from '../ui/optimizeDeps.ts';

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

// Modes: `demo` (.env.demo: mock backend on, fictitious hosts) for `npm start` / `npm run dev`;
// `production` (default of `vite build`): real backends from VITE_* variables, mocks off and absent.
export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin(), mockWorker(mode === 'demo')],
  build: {
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  preview: { host: '127.0.0.1', strictPort: true },
  optimizeDeps: { include: VANILLA_EXTRACT_RUNTIME },
}));
