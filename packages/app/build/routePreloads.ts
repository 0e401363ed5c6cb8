import type { Plugin, Rollup } from 'vite';
import type * as RouteTable from '../src/routes';
import { importAppModule } from './appModules.ts';

interface RouteInfo {
  path: string;
  /** Source modules of the route's chunks, under src/ without extension ('features/auth/LoginPage'). */
  modules: string[];
  namespaces: string[];
}

/** How many preload links go into the head per task (but the first screen's stylesheets: all at once). */
export const PRELOAD_BATCH = 2;

/**
 * The first screen's chunks are known from the address alone, before any script runs: this plugin
 * writes a small inline script into index.html that asks for them (`modulepreload`, CSS `preload`) for
 * the path being opened, so they download beside the entry instead of after it has run. The map is
 * the route table's (src/routes.ts: each route's chunks and its pt-BR dictionaries; in the demo, its
 * accounts chunk too), resolved to the
 * build's file names; files the entry already loads are left out. The script keeps the map as
 * `window.__pfPreload(path)`, which `preloadRoute` calls on in-app navigation: the JS files of a route
 * come from here, so the entry's own preload lists (Vite's, per dynamic import) keep only CSS.
 */
export function routePreloads(): Plugin {
  let routes: RouteInfo[] = [];
  return {
    name: 'portal-fiscal:route-preloads',
    apply: 'build',
    async buildStart() {
      const module = await importAppModule<typeof RouteTable>('routes.ts');
      // The not-found screen answers any other path ('*'): the script falls back to it.
      routes = [...module.routeTable, module.notFoundRoute].map((route) => ({
        path: route.path,
        modules: module.routeChunks(route).map((chunk) => chunk.module),
        namespaces: module.routeNamespaces(route),
      }));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return undefined;
        const closure = (start: Rollup.OutputChunk[]) => {
          const files = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || files.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
            for (const imported of chunk.imports) visit(bundle[imported] as Rollup.OutputChunk | undefined);
          };
          start.forEach(visit);
          return files;
        };
        const initial = closure([entry]);
        const chunkOf = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));
        // Each file once, each route a list of indexes into it (routes share most of their files).
        const files: string[] = [];
        const indexOf = (file: string) => {
          const found = files.indexOf(file);
          return found >= 0 ? found : files.push(file) - 1;
        };
        const map: Record<string, number[]> = {};
        for (const route of routes) {
          const start = [
            ...route.modules.map((module) => chunkOf(`/src/${module}.tsx`) ?? chunkOf(`/src/${module}.ts`)),
            ...route.namespaces.map((ns) => chunkOf(`/src/i18n/locales/pt-BR/${ns}.json`)),
          ];
          // The demo's accounts (demo build only): main.tsx awaits them before the first render.
          const demoAccounts = chunkOf('/src/bootstrap/demoAccounts.ts');
          const missing = start.findIndex((chunk) => !chunk);
          if (missing >= 0) this.error(`route ${route.path}: no chunk for ${[...route.modules, ...route.namespaces][missing]}`);
          map[route.path] = [...closure([...(start as Rollup.OutputChunk[]), ...(demoAccounts ? [demoAccounts] : [])])]
            .filter((file) => !initial.has(file))
            .map((file) => indexOf(`/${file}`));
        }
        const script = preloadScript(files, map);
        // Right after <meta charset> (which must stay within the first 1024 bytes), before the stylesheet:
        // an inline script after a stylesheet would wait for it.
        const charset = /<meta charset="UTF-8"\s*\/?>/i;
        if (!charset.test(html)) this.error('index.html: no <meta charset="UTF-8">');
        return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`);
      },
    },
  };
}

/**
 * `__pfPreload(path)` asks for a path's files once each; the entry calls it again on in-app
 * navigation (routes.ts `preloadRoute`), so the entry itself need not list the JS files.
 * `__pfPreload(path, true)` is the first screen prerendered in index.html (build/prerender.ts marks
 * <html data-first-screen> before this runs): its CSS becomes render-blocking stylesheets, and its
 * JS waits for a second call, made once the screen has painted. The links go into the head by
 * fragments: one at a time, the ~40 of a signed-in screen took about 100 ms of a 4× slowed CPU
 * before the first paint, against about 60 ms at once (median of 25 loads each). The first screen's
 * stylesheets go in at once (they must be there for its first paint); the rest go in
 * `PRELOAD_BATCH` at a time, a task each: each link starts its request on the main thread (about
 * 1.5 ms each under Lighthouse's trace), so the ~20 JS files asked for once a prerendered screen has
 * painted were one task of about 30 ms, 120 ms on the simulated phone, all of it blocking time. In a busy
 * hour a link took 3.5-7 ms, and 4 a task made tasks of 14-31 ms (×4: 56-124 ms): hence 2.
 */
export function preloadScript(files: string[], map: Record<string, number[]>): string {
  return `(function(a,m){var d={};function p(r,f){var g=[];(m[r]||[]).forEach(function(i){var h=a[i],c=/\\.css$/.test(h);if(d[i]||(f&&!c))return;d[i]=1;var l=document.createElement('link');if(c){l.crossOrigin='';if(f){l.setAttribute('blocking','render');l.rel='stylesheet'}else{l.rel='preload';l.as='style'}}else{l.rel='modulepreload'}l.href=h;g.push(l)});if(g.length)(function n(){var k=document.createDocumentFragment();g.splice(0,f?g.length:${PRELOAD_BATCH}).forEach(function(l){k.appendChild(l)});document.head.appendChild(k);if(g.length)setTimeout(n,0)})()}window.__pfPreload=p;p(m[location.pathname]?location.pathname:'*',document.documentElement.hasAttribute('data-first-screen'))})(${JSON.stringify(files)},${JSON.stringify(map)})`;
}
