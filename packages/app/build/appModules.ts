import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/**
 * Runs a module of the app at build time (TypeScript, the workspace's packages resolved as the app
 * resolves them) and answers its exports: the route table for the chunk tiers, the preload map and the
 * early calls, and what those need beside it. `path` is under src/ (`'routes.ts'`), a package name, or
 * the URL of a build module that needs them (build/seedPictures.ts).
 */
export async function importAppModule<T>(path: string | URL): Promise<T> {
  const id =
    path instanceof URL ? fileURLToPath(path) : path.startsWith('@') ? path : fileURLToPath(new URL(`../src/${path}`, import.meta.url));
  const { module } = await runnerImport<T>(id, {
    configFile: false,
    logLevel: 'error',
    root: fileURLToPath(new URL('..', import.meta.url)),
  });
  return module;
}
