import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerender from '../src/prerender';

/** The id of the `<template>` in index.html that carries the prerendered screen. */
const TEMPLATE_ID = 'pf-first-screen';

/**
 * A first visit to /login paints the sign-in form from index.html, before any script has arrived: after
 * the client build, this plugin builds src/prerender.tsx for Node, renders the sign-in screen with it and
 * writes the markup into index.html, in a `<template>` beside #root, with two small inline scripts:
 *
 * - in the head, right after <meta charset> and before the route preloads: on a signed-out first visit
 *   of `/` or `/login` in pt-BR with no query string (what the markup is), it marks
 *   <html data-first-screen>, so the route preloads make the route's CSS render-blocking stylesheets and
 *   hold its JS; on any other visit it asks for the entry's files at once. What the user does before the entry has hydrated the screen is kept: form submissions are held
 *   (a click on 'Entrar' must not send the form as a plain GET with the password in the address) and
 *   clicks on buttons noted; main.tsx makes them again, in order, once the screen is hydrated;
 * - after #root: on such a visit, the template's markup replaces the splash, #root is marked
 *   `data-prerendered` (main.tsx then hydrates it instead of rendering anew), and the scripts are asked
 *   for once it has painted; on any other visit, the entry at once. (The entry's static tags leave the
 *   head: these scripts ask for it.)
 *
 * On every other visit the template is inert and the splash shows, as before.
 */
export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-fiscal:prerender-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Inside the package, so that Node finds the dependencies the server build leaves external.
      const cache = join(config.root, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      const outDir = mkdtempSync(join(cache, 'prerender-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: fileURLToPath(new URL('../src/prerender.tsx', import.meta.url)),
            outDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
          },
        });
        const module = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as typeof Prerender;
        const markup = await module.renderSignIn();
        if (markup === null) {
          config.logger.warn(
            'index.html carries no prerendered sign-in screen: the VITE_* configuration is invalid (the portal shows its configuration error).',
          );
          return;
        }
        const htmlFile = resolve(config.root, config.build.outDir, 'index.html');
        writeFileSync(htmlFile, withFirstScreen(readFileSync(htmlFile, 'utf8'), markup, module.FIRST_SCREEN));
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}

/** index.html with the prerendered screen and its two scripts (see `prerenderFirstScreen`). */
export function withFirstScreen(html: string, markup: string, when: typeof Prerender.FIRST_SCREEN): string {
  if (markup.includes('</template>')) throw new Error('the prerendered markup closes its template');
  // The entry and its static imports leave the head: the body script asks for them (at once, or once the
  // prerendered screen has painted).
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html: no entry <script type="module">');
  const modulePreloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let out = html.replace(entry[0], '');
  for (const preload of modulePreloads) out = out.replace(preload[0], '');

  const condition = [
    `var c=${JSON.stringify(when.paths)}.indexOf(location.pathname)>=0&&!location.search`,
    // A session in either storage, or another stored language: not the screen in the template.
    `try{c=c&&!localStorage.getItem(${JSON.stringify(when.sessionKey)})&&!sessionStorage.getItem(${JSON.stringify(when.sessionKey)});var l=localStorage.getItem(${JSON.stringify(when.localeKey)});c=c&&(!l||JSON.parse(l)===${JSON.stringify(when.locale)})}catch(e){c=false}`,
  ].join(';');
  const preloadEntry = `${JSON.stringify([entry[1], ...modulePreloads.map((match) => match[1])])}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})`;
  const head = [
    '(function(){',
    condition,
    // Any other visit: the entry's files are asked for at once, as the static tags did.
    `;if(!c){${preloadEntry};return}`,
    "document.documentElement.setAttribute('data-first-screen','');",
    // What the user does before the screen is hydrated is kept in order (submissions, held back, and
    // clicks on buttons, which do nothing yet); main.tsx makes it again once the screen is hydrated.
    'var q=[],s=function(e){e.preventDefault();q.push({form:e.target,submitter:e.submitter})},',
    // A submit button's click is its form's submission, kept once.
    "k=function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&!(b.type==='submit'&&b.form))q.push({button:b})};",
    "window.__pfHeld={queue:q,submit:s,click:k};document.addEventListener('submit',s,true);document.addEventListener('click',k,true)",
    '})()',
  ].join('');
  // The entry runs by `import()`, not by a script element given an address: under the deployment's
  // Trusted Types (`require-trusted-types-for 'script'`) a script's `src` takes no plain string, and an
  // import needs no policy. The same fetch as the modulepreload above (a module request, same origin).
  const entryScript = `import(${JSON.stringify(entry[1])})`;
  // After the prerendered screen has painted: its route's JS, the entry's files, then the entry.
  const load = `function g(){var p=window.__pfPreload;if(p)p(location.pathname);${preloadEntry};${entryScript}}`;
  const body = [
    '(function(){',
    load,
    `var t=document.getElementById(${JSON.stringify(TEMPLATE_ID)}),r=document.getElementById('root');`,
    `if(!t||!r||!document.documentElement.hasAttribute('data-first-screen')){${entryScript};return}`,
    "r.replaceChildren(t.content.cloneNode(true));r.setAttribute('data-prerendered','');",
    // The screen's first paint needs only the HTML and its stylesheets: the scripts are asked for after it.
    'requestAnimationFrame(function(){setTimeout(g,0)})',
    '})()',
  ].join('');

  const rootEnd = /(<div id="root">[\s\S]*?<\/div>\s*<\/div>)/;
  if (!rootEnd.test(out)) throw new Error('index.html: no <div id="root"> with its splash');
  // Right after <meta charset>, before the route preloads: they read <html data-first-screen>.
  const charset = /<meta charset="UTF-8"\s*\/?>/i;
  if (!charset.test(out)) throw new Error('index.html: no <meta charset="UTF-8">');
  out = out.replace(charset, (meta) => `${meta}\n    <script>${head}</script>`);
  return out.replace(rootEnd, `$1\n    <template id="${TEMPLATE_ID}">${markup}</template>\n    <script>${body}</script>`);
}
