import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a JavaScript file whose first line is this comment has every function in it
 * compiled with the file, on the thread that streams it in while it downloads, instead of each function on
 * the main thread the first time it is called (Chrome 136 and later; other engines read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Rolldown's runtime (`assets/rolldown-runtime-*.js`, 0.4 KB: a few helpers of a line each). */
const RUNTIME = /(^|\/)rolldown-runtime-[^/]+\.js$/;

/**
 * Whether a chunk carries the hint: every chunk but the entry (8 KB of the app's own start-up code) and
 * Rolldown's runtime. Those two are the initial load's smallest files, compiled in a few milliseconds, and
 * their bytes count in its budget, which is full (100 KB, `npm run test:build`); the libraries' file
 * beside them (`start`, 90 KB: React, i18next, jotai, the router) carries it.
 */
export function hinted(chunk: { fileName: string; isEntry: boolean }): boolean {
  return !chunk.isEntry && !RUNTIME.test(chunk.fileName);
}

/**
 * Puts `COMPILE_HINT` first in the chunks of the client build that `hinted` names. The start-up calls most
 * of what its files hold, and each later chunk is a screen, a dictionary or a dialog that runs as it
 * arrives. Measured on production's signed-in `/dashboard` and `/settings/management` (cold loads, 6 each,
 * the same build with and without it): the main thread's script time went from 358 and 348 ms to 282 and
 * 271 ms (docs/performance-log.md, "Compiled while downloading").
 *
 * Written once the bundle is complete: Vite puts its own first line (`__vite__mapDeps`) into the chunks that
 * import others with CSS, and the hint must come before any code. A source map (PORTAL_SOURCEMAPS=hidden)
 * gets the empty line it adds. The file names' hashes are made before it, so they do not cover it: the same
 * line in every build, it changes no name's meaning.
 */
export function compileHints(): Plugin {
  return {
    name: 'portal-fiscal:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !hinted(output) || output.code.startsWith(COMPILE_HINT)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
