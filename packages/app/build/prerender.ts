import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerender from '../src/prerender';
import { FRAME_ROLE_ATTRIBUTE } from '../src/lib/frameMarks.ts';
import { SAO_PAULO } from '../src/lib/saoPaulo.ts';

/** The id of the `<template>` in index.html that carries the prerendered screen. */
const TEMPLATE_ID = 'pf-first-screen';
/** The ids of a signed-in address's frames, one per language: `pf-frame-pt-BR`, `pf-frame-en`. */
const FRAME_TEMPLATE_PREFIX = 'pf-frame-';
/** The data block with the words of a frame's slots (src/shell/frame.ts), by language. */
const FRAME_FILL_ID = 'pf-frame-fill';

/** The HTML file of a signed-in address's frame, under the build's folder: `/apps/list` → `apps/list.html`. */
export const frameFile = (path: string): string => `${path.replace(/^\//, '')}.html`;

/**
 * The page a prerendered signed-out screen is written into (src/prerender.tsx `SIGNED_OUT_SCREENS`):
 * index.html for the sign-in screen, else a file of its own named as a frame's (`/create/account` →
 * `create/account.html`), which the server answers that address with as it does a signed-in address's.
 */
export const signedOutFile = (screen: { path: string; ownPage: boolean }): string =>
  screen.ownPage ? frameFile(screen.path) : 'index.html';

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
 * Every signed-in address gets the same treatment in an HTML file of its own (`frameFile`: the server
 * answers `/apps/list` with `apps/list.html`, ADR 0014): the frame of its screen, rendered at build time
 * in each language (src/prerender.tsx `renderFrame`), shown by `withFrame`'s scripts to a visitor whose
 * stored session says who is signed in, in the stored language, and replaced by main.tsx's first render.
 *
 * The other signed-out screens of `SIGNED_OUT_SCREENS` (the sign-up form, `/create/account`) get the
 * sign-in screen's treatment in a page of their own (`signedOutFile`: `create/account.html`, served for
 * that address as a frame's page is): the same two scripts for their own address, and the same
 * hydration, held submissions and clicks.
 *
 * On every other visit the templates are inert and the splash shows, as before.
 */
export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-fiscal:prerender-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // Before the CSP hashes (build/cspHashes.ts, `order: 'post'`), which read every HTML file this writes.
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        // A failed build calls this too: its own error is the one to show.
        if (error || !existsSync(resolve(config.root, config.build.outDir, 'index.html'))) return;
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
          const screens: { file: string; markup: string; when: Prerender.FirstScreenCondition }[] = [];
          for (const screen of module.SIGNED_OUT_SCREENS) {
            const markup = await module.renderSignedOut(screen.path);
            if (markup === null) {
              config.logger.warn(
                'index.html carries no prerendered screen: the VITE_* configuration is invalid (the portal shows its configuration error).',
              );
              return;
            }
            screens.push({ file: signedOutFile(screen), markup, when: screen.when });
          }
          const siteDir = resolve(config.root, config.build.outDir);
          const warmup = intlWarmupWorker(module.FRAME.locales);
          const warmupFile = `${config.build.assetsDir}/intl-warmup-${createHash('sha256').update(warmup).digest('hex').slice(0, 8)}.js`;
          writeFileSync(resolve(siteDir, warmupFile), warmup);
          // Every page starts from index.html as the client build wrote it, with the warm-up's script, before any screen is put in.
          const html = withIntlWarmup(readFileSync(resolve(siteDir, 'index.html'), 'utf8'), config.base + warmupFile);
          for (const { file, markup, when } of screens) {
            const target = resolve(siteDir, file);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, withFirstScreen(html, markup, when));
          }
          for (const route of module.frameRoutes()) {
            const frames: Record<string, string> = {};
            for (const locale of module.FRAME.locales) {
              const frame = await module.renderFrame(route.path, locale);
              if (frame === null) throw new Error(`no frame for ${route.path}`);
              const standIn = module.FRAME_STAND_INS.find((text) => frame.includes(text));
              // The stand-in session and record stand for anyone: a frame that shows one would show them to everyone.
              if (standIn) throw new Error(`the frame of ${route.path} (${locale}) shows its stand-in '${standIn}'`);
              frames[locale] = frame;
            }
            const file = resolve(siteDir, frameFile(route.path));
            mkdirSync(dirname(file), { recursive: true });
            const slotted = Object.values(frames).some((frame) => frame.includes('data-frame-slot='));
            const fill = slotted
              ? {
                  ...Object.fromEntries(
                    await Promise.all(
                      module.FRAME.locales.map(async (locale) => [
                        locale,
                        { ...(await module.frameSlotTexts(locale)), date: frameDate(locale) },
                      ]),
                    ),
                  ),
                  zone: frameZone(Date.now()),
                }
              : null;
            writeFileSync(file, withFrame(html, route, frames, module.FRAME, fill));
          }
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * The intl warm-up's worker, plain ES5 (a file of its own, `assets/intl-warmup-{hash}.js`): makes the kinds
 * of `Intl` formatter the screens make (a number, an amount in reais, a percentage, a date and an hour in
 * São Paulo, a plural, a comparison) in each of `locales`, then ends. The first formatter of each kind a
 * page makes loads its part of the browser's internationalisation data (ICU) for the whole renderer
 * process, on the thread that makes it; a worker that makes them first loads it on its own thread, and the
 * page's formatters then find it loaded. Measured in Chromium at 4× slowed CPU, each in one task: the
 * ratings' `Intl.NumberFormat` 83–86 ms (after the first paint), the dashboard frame's greeting hour
 * 100–109 ms (before it), the leis filters' `Intl.Collator` 36 ms; none over 2 ms with the worker, but the
 * greeting's hour, which the frame's script formatted as soon as the HTML was parsed: 4–9 ms when the
 * worker was done, 36–98 ms when it was not. The frame's script now makes no formatter (`FRAME_CLOCK`);
 * the page's first is the screen's, after the first paint (docs/performance.md, "The first formatter").
 */
export function intlWarmupWorker(locales: readonly string[]): string {
  return [
    `var l=${JSON.stringify(locales)},z=${JSON.stringify(SAO_PAULO)};`,
    'for(var i=0;i<l.length;i++){try{',
    'new Intl.NumberFormat(l[i],{minimumFractionDigits:2,maximumFractionDigits:2}).format(1234.5);',
    "new Intl.NumberFormat(l[i],{style:'currency',currency:'BRL'}).format(1234.5);",
    "new Intl.NumberFormat(l[i],{style:'percent'}).format(0.5);",
    "new Intl.DateTimeFormat(l[i],{dateStyle:'full',timeZone:z}).format(0);",
    "new Intl.DateTimeFormat(l[i],{hour:'numeric',hourCycle:'h23',timeZone:z}).format(0);",
    "new Intl.PluralRules(l[i]).select(1);new Intl.Collator(l[i]).compare('a','b')",
    '}catch(e){}}close()',
  ].join('');
}

/**
 * A time zone's offsets from UTC between two instants, as the build's own time-zone data gives them:
 * `offsets` lists each offset (minutes east of UTC) from the instant it starts, the first from `from`. The
 * dashboard frame's script reads São Paulo's hour and day from it (`FRAME_CLOCK`) instead of making the
 * page's first `Intl.DateTimeFormat` with a time zone, which loads the zone's and the language's data on the
 * main thread before the first paint (168–213 ms at 4× slowed CPU in a busy hour, docs/performance.md, "The
 * first formatter"). Outside [from, until) the script formats with `Intl` as before, so a build that has grown old
 * or a zone that changes its rules after the build costs time, never a wrong hour for long.
 */
export interface ZoneOffsets {
  from: number;
  until: number;
  offsets: [since: number, minutes: number][];
}

function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Math.round((Date.UTC(year, month - 1, day, hour % 24, minute, second) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** `timeZone`'s offsets from UTC over [from, until), each change found to the minute. */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets: [number, number][] = [[from, offsetAt(format, from)]];
  // Zones change their offset a few times a year at most: looked at every six hours, each change found
  // to the minute by halving the interval it falls in.
  const step = 6 * 3_600_000;
  for (let before = from; before < until; before += step) {
    const after = Math.min(before + step, until);
    let [low, high] = [before, after];
    if (offsetAt(format, high) === offsetAt(format, low)) continue;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(format, middle) === offsetAt(format, low)) low = middle;
      else high = middle;
    }
    offsets.push([high, offsetAt(format, high)]);
  }
  return { from, until, offsets };
}

/** The full date of a language (`dateStyle: 'full'`) in pieces: texts between fields, and the fields' names. */
export interface FrameDate {
  /** Sunday first, as `Date.getUTCDay()` counts. */
  weekdays: string[];
  months: string[];
  parts: (string | ['weekday' | 'day' | 'month' | 'year'])[];
}

/** `locale`'s full date as the build's `Intl` writes it, in the pieces `FRAME_CLOCK` puts together. */
export function frameDate(locale: string): FrameDate {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const field = (instant: number, type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(new Date(instant)).find((part) => part.type === type)?.value ?? '';
  // 1 January 2023 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, day) => field(Date.UTC(2023, 0, 1 + day), 'weekday'));
  const months = Array.from({ length: 12 }, (_, month) => field(Date.UTC(2023, month, 15), 'month'));
  const parts = format.formatToParts(new Date(Date.UTC(2023, 0, 15))).map((part) => {
    if (part.type === 'literal') return part.value;
    if (part.type === 'weekday' || part.type === 'day' || part.type === 'month' || part.type === 'year')
      return [part.type] as [typeof part.type];
    throw new Error(`the full date in ${locale} has a part the frame does not write: ${part.type}`);
  });
  return { weekdays, months, parts };
}

/** The frame's fill for the zone `FRAME_CLOCK` reads: the year of `now` from five years back to three ahead. */
export function frameZone(now: number): ZoneOffsets {
  const year = new Date(now).getUTCFullYear();
  return zoneOffsets(SAO_PAULO, Date.UTC(year - 5, 0, 1), Date.UTC(year + 4, 0, 1));
}

/**
 * `spClock(F, w, m)`: the hour (0–23) and the full date in language `w` of the instant `m` (ms) in São Paulo, from
 * the frame's fill `F` (`F.zone`, `zoneOffsets`; `F[w].date`, `frameDate`), or null outside the zone's
 * span. Plain ES5, as the script it goes into; named so that no short name of that script shadows it.
 */
export const FRAME_CLOCK = [
  'function spClock(F,w,m){var z=F.zone,o=F[w]&&F[w].date,f=null,i,s="";',
  'if(!z||!o||!(m>=z.from&&m<z.until))return null;',
  'for(i=0;i<z.offsets.length;i++)if(m>=z.offsets[i][0])f=z.offsets[i][1];',
  'if(f===null)return null;',
  'var L=new Date(m+f*6e4),v={weekday:o.weekdays[L.getUTCDay()],day:String(L.getUTCDate()),month:o.months[L.getUTCMonth()],year:String(L.getUTCFullYear())};',
  'for(i=0;i<o.parts.length;i++)s+=typeof o.parts[i]==="string"?o.parts[i]:v[o.parts[i][0]];',
  'return{hour:L.getUTCHours(),date:s}}',
].join('');

/** The name of the Trusted Types policy that makes the warm-up worker's address (the only address it makes). */
export const INTL_WARMUP_POLICY = 'portal-fiscal-intl';

/**
 * `html` with the script that starts the intl warm-up's worker (`intlWarmupWorker`, at `url`), in the head
 * (after the page's own head script, before its stylesheets and modules), so that the worker starts before
 * anything of the page formats. Under the deployment's Trusted Types a worker's
 * address is no plain string: the script makes it with a policy of its own, `INTL_WARMUP_POLICY`, that makes
 * that one address and nothing else (the CSP lists it: deploy/configure.sh). Where a browser has no workers,
 * or refuses this one, nothing changes: the page's first formatter loads the data itself.
 */
export function withIntlWarmup(html: string, url: string): string {
  const script = [
    `(function(){try{var u=${JSON.stringify(url)},t=window.trustedTypes,`,
    `p=t&&t.createPolicy(${JSON.stringify(INTL_WARMUP_POLICY)},{createScriptURL:function(){return u}});`,
    "new Worker(p?p.createScriptURL(''):u)}catch(e){}})()",
  ].join('');
  return withHeadScript(html, `<script>${script}</script>`);
}

/** How long a prerendered page waits for its first paint before it asks for its scripts anyway (ms). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * `f(g)`: calls `g` once the page's first paint has been presented, as the browser reports it (the
 * `first-contentful-paint` entry), or after `FIRST_PAINT_WAIT_MS` should none be reported. A prerendered
 * page asks for its scripts so: asked for in the same frame as the paint (a `requestAnimationFrame` then a
 * `setTimeout`, as before), they were requested 10–35 ms before the paint was presented on some loads, and
 * a simulated slow phone then counted their download into the largest paint. Where the entry type is not
 * known, after the next frame's tasks, as before. Plain ES5, as the scripts it goes into.
 */
const AFTER_FIRST_PAINT = [
  'function f(h){var d=0,o=function(){if(!d){d=1;h()}};',
  "try{new PerformanceObserver(function(l,b){if(l.getEntriesByName('first-contentful-paint').length){b.disconnect();o()}}).observe({type:'paint',buffered:true})}",
  'catch(e){requestAnimationFrame(function(){setTimeout(o,0)})}',
  `setTimeout(o,${FIRST_PAINT_WAIT_MS})}`,
].join('');

/**
 * The entry's tags taken out of index.html (the inline scripts ask for them: at once, or once a
 * prerendered screen has painted), and the code that asks for them.
 */
function entryParts(html: string) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html: no entry <script type="module">');
  const modulePreloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let out = html.replace(entry[0], '');
  for (const preload of modulePreloads) out = out.replace(preload[0], '');
  const preloadEntry = `${JSON.stringify([entry[1], ...modulePreloads.map((match) => match[1])])}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})`;
  // The entry runs by `import()`, not by a script element given an address: under the deployment's
  // Trusted Types (`require-trusted-types-for 'script'`) a script's `src` takes no plain string, and an
  // import needs no policy. The same fetch as the modulepreload above (a module request, same origin).
  const entryScript = `import(${JSON.stringify(entry[1])})`;
  // After the prerendered screen has painted: its route's JS, the entry's files, then the entry.
  const load = `function g(){var p=window.__pfPreload;if(p)p(location.pathname);${preloadEntry};${entryScript}}${AFTER_FIRST_PAINT}`;
  return { out, preloadEntry, entryScript, load };
}

/** `out` with the head script right after <meta charset> (before the route preloads: they read <html data-first-screen>). */
function withHeadScript(out: string, script: string): string {
  const charset = /<meta charset="UTF-8"\s*\/?>/i;
  if (!charset.test(out)) throw new Error('index.html: no <meta charset="UTF-8">');
  return out.replace(charset, (meta) => `${meta}\n    ${script}`);
}

const ROOT_END = /(<div id="root">[\s\S]*?<\/div>\s*<\/div>)/;

/**
 * index.html with a prerendered signed-out screen and its two scripts (see `prerenderFirstScreen`): the
 * screen is shown at `when.paths`, on a first visit as `when` says.
 */
export function withFirstScreen(html: string, markup: string, when: Prerender.FirstScreenCondition): string {
  if (markup.includes('</template>')) throw new Error('the prerendered markup closes its template');
  const { out, preloadEntry, entryScript, load } = entryParts(html);

  const condition = [
    `var c=${JSON.stringify(when.paths)}.indexOf(location.pathname)>=0&&!location.search`,
    // A session in either storage, or another stored language: not the screen in the template.
    `try{c=c&&!localStorage.getItem(${JSON.stringify(when.sessionKey)})&&!sessionStorage.getItem(${JSON.stringify(when.sessionKey)});var l=localStorage.getItem(${JSON.stringify(when.localeKey)});c=c&&(!l||JSON.parse(l)===${JSON.stringify(when.locale)})}catch(e){c=false}`,
  ].join(';');
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
  const body = [
    '(function(){',
    load,
    `var t=document.getElementById(${JSON.stringify(TEMPLATE_ID)}),r=document.getElementById('root');`,
    // No screen after all: the splash shows (index.html hides it on a first screen's visit) while the entry comes.
    `if(!t||!r||!document.documentElement.hasAttribute('data-first-screen')){document.documentElement.removeAttribute('data-first-screen');${entryScript};return}`,
    "r.replaceChildren(t.content.cloneNode(true));r.setAttribute('data-prerendered','');",
    // The screen's first paint needs only the HTML and its stylesheets: the scripts are asked for after it.
    'f(g)',
    '})()',
  ].join('');

  if (!ROOT_END.test(out)) throw new Error('index.html: no <div id="root"> with its splash');
  return withHeadScript(out, `<script>${head}</script>`).replace(
    ROOT_END,
    `$1\n    <template id="${TEMPLATE_ID}">${markup}</template>\n    <script>${body}</script>`,
  );
}

/**
 * A signed-in address's HTML: index.html with its screen's frame in each language (`frames`, by locale)
 * and two inline scripts, the same text in every such file (the address and the record's parameter are
 * the head script's attributes), so the policy needs two hashes for all of them:
 *
 * - in the head: the frame is shown when the address is the file's own (a record screen's names a
 *   record by the page's rule; a card list's has no query, `bareFrame` in src/routes.ts; no `?token=`,
 *   which signs in anew), the stored session says who is signed
 *   in (what main.tsx then renders at once; a bare token waits for the backend behind the splash), the
 *   stored language has a frame and the side menu is not stored collapsed. It then marks
 *   <html data-first-screen data-frame="{locale}" lang="{locale}">: the route preloads make the route's
 *   CSS render-blocking and hold its JS, as for the sign-in screen. Any other visit asks for the entry's
 *   files at once and shows the splash.
 * - after #root: the frame's markup replaces the splash, #root is marked `data-frame` and `inert` (a
 *   picture of the screen: nothing typed into it could be kept), and the scripts are asked for once it
 *   has painted. main.tsx's first render replaces it, and lifts `inert` once the screen is on show.
 */
export function withFrame(
  html: string,
  route: { path: string; record: string | null; bare?: boolean },
  frames: Readonly<Record<string, string>>,
  when: typeof Prerender.FRAME,
  fill: Readonly<Record<string, unknown>> | null = null,
): string {
  // React writes an empty <template> where a boundary renders in the browser only: nested templates are
  // fine, one closed without its opening would end the frame's.
  for (const [locale, markup] of Object.entries(frames))
    if (markup.split('<template').length !== markup.split('</template>').length)
      throw new Error(`the frame of ${route.path} (${locale}) closes its template`);
  const { out, preloadEntry, entryScript, load } = entryParts(html);
  const storage = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
  const head = [
    '(function(){',
    `var a=document.currentScript,r=a.getAttribute('data-record'),w=null;`,
    'try{',
    'var p=new URLSearchParams(location.search),x=' + storage(when.sessionKey) + ';',
    `if(x===null)x=sessionStorage.getItem(${JSON.stringify(when.sessionKey)});x=x?JSON.parse(x):null;`,
    // The session's own schema (src/lib/session.ts), and a name and a role: what `isSessionIdentified` asks.
    `var s=!!x&&typeof x.token==='string'&&x.token!==''&&typeof x.email==='string'&&typeof x.name==='string'&&x.name.trim()!==''&&${JSON.stringify(when.roles)}.indexOf(x.role)>=0&&(x.profilePicture===null||typeof x.profilePicture==='string')&&!!x.accountFields&&typeof x.lastLogin==='string'&&typeof x.remember==='boolean';`,
    `if(location.pathname===a.getAttribute('data-path')&&!p.has('token')&&!(a.hasAttribute('data-bare')&&location.search)&&(!r||${String(when.idPattern)}.test((p.get(r)||'').trim()))&&s){`,
    `var l=${storage(when.localeKey)};l=l?JSON.parse(l):${JSON.stringify(when.defaultLocale)};var c=${storage(when.collapsedKey)};`,
    `if(${JSON.stringify(Object.keys(frames))}.indexOf(l)>=0&&!(c&&JSON.parse(c)===true))w=l}`,
    '}catch(e){w=null}',
    `if(!w){${preloadEntry};return}`,
    "var h=document.documentElement;h.setAttribute('data-first-screen','');h.setAttribute('data-frame',w);h.lang=w;",
    // The role (one the session's schema knows), for the parts of the frame only some roles see (shell/frame.ts `useRolePart`).
    `h.setAttribute(${JSON.stringify(FRAME_ROLE_ATTRIBUTE)},x.role)`,
    '})()',
  ].join('');
  const body = [
    '(function(){',
    load,
    FRAME_CLOCK,
    "var w=document.documentElement.getAttribute('data-frame');",
    `if(!w){${entryScript};return}`,
    `var t=document.getElementById(${JSON.stringify(FRAME_TEMPLATE_PREFIX)}+w),r=document.getElementById('root');`,
    // No frame after all (its template missing): the splash shows while the scripts come, as on any other visit.
    "if(!t||!r){document.documentElement.removeAttribute('data-first-screen');g();return}",
    "r.replaceChildren(t.content.cloneNode(true));r.setAttribute('data-frame','');r.inert=true;",
    // The dashboard's greeting slot (src/shell/frame.ts), from the visitor's own session and clock: the
    // greeting of the hour in São Paulo, the name, today's date; emptied should anything be amiss.
    `var s=r.querySelector('[data-frame-slot="greeting"]');if(s){var h=s.querySelector('h1'),n=h&&h.querySelector('span'),d=s.querySelector('p');`,
    `try{var x=localStorage.getItem(${JSON.stringify(when.sessionKey)});if(x===null)x=sessionStorage.getItem(${JSON.stringify(when.sessionKey)});x=JSON.parse(x);`,
    // The hour and the date from the fill's zone and words (`FRAME_CLOCK`), not from the page's first `Intl`
    // formatter (its data loads on this thread, before the first paint); with `Intl` outside the fill's span.
    `var F=JSON.parse(document.getElementById(${JSON.stringify(FRAME_FILL_ID)}).textContent),o=F[w],m=new Date(),q=spClock(F,w,m.getTime()),`,
    "k=q?q.hour:Number(new Intl.DateTimeFormat('en-US',{timeZone:'America/Sao_Paulo',hour:'numeric',hourCycle:'h23'}).format(m))%24;",
    // Each text into its own node (the greeting's word, the name, the punctuation; the comma between them
    // stays), so that the screen's hydration finds the nodes it renders them in (ui GreetingBanner).
    'var tx=[],c=h.firstChild;for(;c;c=c.nextSibling)if(c.nodeType===3)tx.push(c);',
    "if(tx.length!==3)throw 0;n.textContent=x.name.trim();tx[0].data=o.greeting[k<12?'morning':k<18?'afternoon':'evening'];tx[2].data=o.punctuation;",
    "if(d)d.textContent=q?q.date:new Intl.DateTimeFormat(w,{dateStyle:'full',timeZone:'America/Sao_Paulo'}).format(m)",
    "}catch(e){if(h)h.textContent='\\u00a0';if(d)d.textContent=''}}",
    // The scripts are asked for once the frame's first paint has been presented (`f`); behind a picture or a
    // record's texts (the early-calls script's `__pfFrameFill`, src/framePictures.ts, src/frameTexts.ts),
    // once those have shown too, or after `pictureWaitMs` at the most, so that they do not take a phone's
    // bandwidth from the largest paint. The script that sets `__pfFrameFill` comes after this one (the
    // early-calls script, with the configuration, ends the body), and a busy parser may paint the frame
    // before it has run: the promise is read once the document is parsed (`k`), never in the first frame
    // as such, else the scripts would go at the first paint and share the link with the picture.
    'requestAnimationFrame(function(){var pd=0,',
    'pg=function(){if(!pd){pd=1;requestAnimationFrame(function(){setTimeout(g,0)})}},',
    `k=function(){var pf=window.__pfFrameFill;if(pf){pf.then(pg,pg);setTimeout(pg,${when.pictureWaitMs})}else f(g)};`,
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',k);else k()})",
    '})()',
  ].join('');
  const attributes = ` data-path="${escapeAttribute(route.path)}"${route.record ? ` data-record="${escapeAttribute(route.record)}"` : ''}${route.bare ? ' data-bare=""' : ''}`;
  const templates = Object.entries(frames)
    .map(([locale, markup]) => `<template id="${FRAME_TEMPLATE_PREFIX}${locale}" lang="${escapeAttribute(locale)}">${markup}</template>`)
    .join('\n    ');
  // Data, not script (the policy does not govern it); `<` escaped so the block cannot be closed early.
  const fillBlock = fill
    ? `\n    <script type="application/json" id="${FRAME_FILL_ID}">${JSON.stringify(fill).replace(/</g, '\\u003c')}</script>`
    : '';
  if (!ROOT_END.test(out)) throw new Error('index.html: no <div id="root"> with its splash');
  return withHeadScript(out, `<script${attributes}>${head}</script>`).replace(
    ROOT_END,
    `$1\n    ${templates}${fillBlock}\n    <script>${body}</script>`,
  );
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
