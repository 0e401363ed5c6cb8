// `npm run test:build` (a step of `npm test`): the two builds the portal ships, checked.
//  1. The production build (mocks off) carries nothing of packages/mocks and splits pages into chunks.
//  2. The size budget (gzip JS+CSS, deterministic, so a test): production initial load, each later
//     chunk of production, and what the demo's first screen waits for. Over a budget, it names the
//     files and their biggest modules. Budgets: SIZE_BUDGETS in tests/perf/bundle.ts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_DIST_DIR, PROD_DIST_DIR } from './e2e-production/ports.ts';
import { htmlFiles, inlineHashes } from '../packages/app/build/cspHashes.ts';
import { COMPILE_HINT, hinted } from '../packages/app/build/compileHints.ts';
import {
  APP_DIR,
  buildApp,
  checkSizeBudget,
  kb,
  loadRoutes,
  SIZE_BUDGETS,
  type Build,
  type Flavour,
  type Route,
  type SizeReport,
} from './perf/bundle.ts';

/**
 * The signed-out screens rendered at build time (src/prerender.tsx `SIGNED_OUT_SCREENS`), each in its page:
 * the sign-in screen in index.html, the sign-up screen in create/account.html (the page the server answers
 * /create/account with), each shown only at its own addresses.
 */
const SIGNED_OUT_PAGES = [
  { file: 'index.html', heading: 'Entrar no Portal Fiscal', submit: 'Entrar', paths: '["/","/login"]', demoHint: true },
  { file: 'create/account.html', heading: 'Criar conta', submit: 'Criar conta', paths: '["/create/account"]', demoHint: false },
];

/** What every frame shows in its language, and never in the other (the skip link, a menu item). */
const FRAME_LANGUAGE: Record<string, { own: string[]; other: string[] }> = {
  'pt-BR': { own: ['Pular para o conteúdo principal', '>Notícias<'], other: ['Skip to main content', '>News<'] },
  en: { own: ['Skip to main content', '>News<'], other: ['Pular para o conteúdo principal', '>Notícias<'] },
};
/** A few screens' title and lead text, in each language: the frame carries the page's own words. */
const FRAME_TEXTS: Record<string, Record<string, string[]>> = {
  '/apps/list': {
    'pt-BR': ['Marketplace - Soluções Fiscais', 'Softwares e serviços para a rotina fiscal, contábil e tributária.'],
    en: ['Marketplace - Tax Solutions', 'Software and services for tax, accounting and compliance work.'],
  },
  '/settings/management': { 'pt-BR': ['Administração do Marketplace'], en: ['Marketplace administration'] },
};
/**
 * What no frame may carry: anyone's data (the seed's addresses and the demo accounts' names, a token),
 * the build's stand-in session and record (src/prerender.tsx), or what depends on the hour or the day.
 */
const FRAME_FORBIDDEN: [RegExp, string][] = [
  [/@portalfiscal\.demo|@[a-z0-9-]+\.(com|br|demo)\b/i, 'an e-mail address'],
  [/Ana Ribeiro|Bruno Carvalho|demo1234/, "a demo account's data"],
  [/pf-frame-(token|email|record)/, 'the stand-in session or record'],
  [/Bearer|eyJ[A-Za-z0-9_-]{10,}/, 'a token'],
  [/Bom dia|Boa tarde|Boa noite|Good (morning|afternoon|evening)/, 'a greeting of the hour'],
];
/** Today's date as the dashboard's greeting writes it, in each language: a frame written today must not show it. */
const TODAY = ['pt-BR', 'en'].map((locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'America/Sao_Paulo' }).format(new Date()),
);

// Under `npm test` (KEEP_BUILDS=1) the two builds are made where the end-to-end servers serve them from,
// and kept: the journeys then serve these very files instead of building both again (tests/playwright.config.ts).
const keep = process.env.KEEP_BUILDS === '1';
const dirs = keep
  ? { production: resolve(APP_DIR, PROD_DIST_DIR), demo: resolve(APP_DIR, DEMO_DIST_DIR) }
  : { production: mkdtempSync(join(tmpdir(), 'portal-fiscal-prod-')), demo: mkdtempSync(join(tmpdir(), 'portal-fiscal-demo-')) };
const problems: string[] = [];
try {
  const production = buildApp('production', dirs.production);
  checkNoMocks(dirs.production);
  checkPagesSplit(production);
  checkNoChunkCycle('production', production);
  checkFirstScreen('production', dirs.production);
  checkEarlyCalls('production', dirs.production);
  checkPolicyHashes('production', dirs.production);
  checkCompileHints('production', dirs.production, production);
  checkNoSvgPictures('production', dirs.production);
  const demo = buildApp('demo', dirs.demo);
  checkNoChunkCycle('demo', demo);
  checkFirstScreen('demo', dirs.demo);
  checkEarlyCalls('demo', dirs.demo);
  checkPolicyHashes('demo', dirs.demo);
  checkCompileHints('demo', dirs.demo, demo);
  checkNoSvgPictures('demo', dirs.demo);
  // After the builds: reading the route table sets NODE_ENV for this process, which the builds would inherit.
  const routes = await loadRoutes();
  checkFrames('production', dirs.production, routes);
  checkFrames('demo', dirs.demo, routes);
  const sizes = checkSizeBudget({ production, demo }, routes);
  printSizes(sizes, routes);
  problems.push(...sizes.failures);
} finally {
  if (!keep) for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`\n✖ ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\n✔ builds: no mock code in production, pages split, every size within budget.');

function checkNoMocks(outDir: string): void {
  const files = readdirSync(outDir, { recursive: true }).map(String);
  const forbidden = [/mockServiceWorker/, /setupWorker/, /portalfiscal\.demo/, /@msw\/data/, /demo1234/];
  for (const file of files.filter((f) => /\.(js|html)$/.test(f))) {
    const text = readFileSync(join(outDir, file), 'utf8');
    for (const pattern of forbidden)
      if (pattern.test(text)) problems.push(`the production build carries mock code: ${file} matches ${pattern}`);
  }
  if (files.includes('mockServiceWorker.js')) problems.push('the production build emitted mockServiceWorker.js');
}

/**
 * The portal's own pictures are never SVG files or `data:image/svg+xml` URLs (docs/performance.md, 'How the
 * start-up is shaped', 15): Chromium lays out each SVG picture, the tab's icon included, as a document on the
 * page's main thread, 3-101 ms a picture in Lighthouse's traces. Icons drawn inline (`<svg>` elements) are
 * not pictures and are not concerned. The simulated backend's own pictures (packages/mocks) are SVGs that
 * stand for a real backend's photos: the demo's scripts draw them, and its frames show the seed's first ones
 * from files of their own (`assets/frame-<hash>.svg`, build/demoFramePictures.ts), so the demo's scripts
 * are not read, and those files and their addresses are set aside.
 */
function checkNoSvgPictures(flavour: Flavour, outDir: string): void {
  const seedPicture = /assets\/frame-[\w-]+\.svg/g;
  const files = readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => flavour === 'production' || !new RegExp(`^${seedPicture.source}$`).test(file));
  const read = files.filter((file) => (flavour === 'production' ? /\.(html|css|js)$/ : /\.(html|css)$/).test(file));
  const text = (file: string) => {
    const content = readFileSync(join(outDir, file), 'utf8');
    return flavour === 'production' ? content : content.replace(seedPicture, '');
  };
  const found = [...files.filter((file) => file.endsWith('.svg')), ...read.filter((file) => /svg\+xml|\.svg["')?#]/.test(text(file)))];
  if (found.length) problems.push(`${flavour}: SVG pictures in ${found.join(', ')} (use a PNG: docs/performance.md)`);
  else console.log(`${flavour}: no SVG picture among ${read.length} pages, styles and scripts.`);
}

/** Every chunk `hinted` names starts with V8's compile hint (build/compileHints.ts), and no other does. */
function checkCompileHints(flavour: Flavour, outDir: string, build: Build): void {
  const chunks = Object.values(build.manifest).filter((chunk) => chunk.file.endsWith('.js'));
  const wrong = chunks.filter(
    (chunk) =>
      readFileSync(join(outDir, chunk.file), 'utf8').startsWith(`${COMPILE_HINT}\n`) !==
      hinted({ fileName: chunk.file, isEntry: chunk.isEntry === true }),
  );
  const count = chunks.filter((chunk) => hinted({ fileName: chunk.file, isEntry: chunk.isEntry === true })).length;
  if (!count || wrong.length)
    problems.push(
      `${flavour}: the compile hint is missing or misplaced in ${wrong.map((chunk) => chunk.file).join(', ') || 'every chunk'}`,
    );
  else console.log(`${flavour}: the compile hint heads ${count} of ${chunks.length} chunks (not the entry's own two).`);
}

/**
 * Each signed-out page carries its screen rendered at build time (build/prerender.ts), and the scripts that
 * show it on a signed-out visit of its own addresses and hold submissions until the entry has hydrated it.
 */
function checkFirstScreen(flavour: Flavour, outDir: string): void {
  for (const { file, heading, submit, paths, demoHint } of SIGNED_OUT_PAGES) {
    const path = join(outDir, file);
    const html = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const template = /<template id="pf-first-screen">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const expected: [ok: boolean, what: string][] = [
      [html !== '', 'the page itself'],
      [new RegExp(`<h1[^>]*>${heading}</h1>`).test(template), 'the heading'],
      [/<form[^>]*novalidate/i.test(template), 'the form (without native validation)'],
      [new RegExp(`<button type="submit"[^>]*><span>${submit}</span>`).test(template), `the '${submit}' button`],
      [html.includes(`var c=${paths}.indexOf(location.pathname)`), `the condition on its own addresses, ${paths}`],
      [html.includes("addEventListener('submit'"), 'the script that holds submissions until hydration'],
      [html.includes("setAttribute('data-prerendered'"), 'the script that shows it'],
      // One screen per page: never another's heading.
      [SIGNED_OUT_PAGES.every((other) => other.file === file || !template.includes(`>${other.heading}</h1>`)), "no other screen's heading"],
    ];
    if (flavour === 'demo' && demoHint) expected.push([template.includes('admin@portalfiscal.demo'), "the demo accounts' hint"]);
    const missing = expected.filter(([ok]) => !ok).map(([, what]) => what);
    if (missing.length) problems.push(`${flavour} ${file}: the prerendered screen lacks ${missing.join(', ')}`);
    else console.log(`${flavour} ${file}: its screen prerendered (${(template.length / 1024).toFixed(1)} KB of markup).`);
  }
}

/**
 * A production index.html asks for a signed-in screen's first calls while its code downloads
 * (build/earlyCalls.ts), after the configuration block it reads; the demo's does not (its backend, a
 * service worker, is not there yet while the page parses).
 */
function checkEarlyCalls(flavour: Flavour, outDir: string): void {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const script =
    /<script type="application\/json" id="portal-fiscal-config"><\/script>\s*<script>([\s\S]*?window\.__pfEarly[\s\S]*?)<\/script>/.exec(
      html,
    )?.[1] ?? '';
  if (flavour === 'demo') {
    if (html.includes('__pfEarly'))
      problems.push('demo index.html: it carries the early-calls script (its backend is not there while the page parses)');
    return;
  }
  const expected: [ok: boolean, what: string][] = [
    [script !== '', 'the script, right after the configuration block'],
    [script.includes('"/settings/my-account":["session","account"]'), "my account's two calls"],
    [script.includes('"/dashboard":["session","shortcuts",'), "the dashboard's session check and shortcuts"],
    [
      script.includes('"/app/view":["session","app"]') && script.includes('"app":{"base":"server","path":"/app/{id}"}'),
      "the app page's record, by the address's id",
    ],
    [script.includes('"/login":[]'), 'no call for the sign-in screen (listed, so the not-found fallback does not apply)'],
  ];
  const missing = expected.filter(([ok]) => !ok).map(([, what]) => what);
  if (missing.length) problems.push(`production index.html: the early calls lack ${missing.join(', ')}`);
  else console.log('production index.html: the signed-in screens ask for their first calls beside their code.');
}

/**
 * Every signed-in address has an HTML file of its own with its screen's frame (build/prerender.ts
 * `withFrame`): the header, the side menu and the page's main area in both languages, each in its own
 * words, the page's title and lead text, and nothing of anyone. Prints the pages' weights (gzip).
 */
function checkFrames(flavour: Flavour, outDir: string, routes: Route[]): void {
  const signedIn = routes.filter((route) => route.access === 'protected');
  const failures: string[] = [];
  const weights: number[] = [];
  for (const route of signedIn) {
    const file = join(outDir, `${route.path.slice(1)}.html`);
    if (!existsSync(file)) {
      failures.push(`${route.path}: no ${route.path.slice(1)}.html`);
      continue;
    }
    const html = readFileSync(file, 'utf8');
    weights.push(gzipSync(html, { level: 9 }).length);
    if (!html.includes(`<script data-path="${route.path}"`)) failures.push(`${route.path}: no frame script for its own address`);
    // The dashboard's greeting is a slot its script fills from the visitor's session and clock, with these words.
    if (route.path === '/dashboard' && !(html.includes('data-frame-slot="greeting"') && html.includes('"morning":"Bom dia"')))
      failures.push('/dashboard: no greeting slot with its words');
    for (const [locale, words] of Object.entries(FRAME_LANGUAGE)) {
      // Up to its own end (a frame may hold an empty <template> of React's), before the next one or the script.
      const frame =
        new RegExp(`<template id="pf-frame-${locale}"[^>]*>([\\s\\S]*?)</template>\\s*(?=<template id="pf-frame-|<script)`).exec(
          html,
        )?.[1] ?? '';
      const lacks = [
        ...(/<header[\s>]/.test(frame) ? [] : ['the header']),
        ...(frame.includes('id="conteudo"') ? [] : ['the main area']),
        ...(/<nav[\s>]/.test(frame) ? [] : ['a menu']),
        ...words.own.filter((text) => !frame.includes(text)),
        ...(FRAME_TEXTS[route.path]?.[locale] ?? []).filter((text) => !frame.includes(text)),
      ];
      if (lacks.length) failures.push(`${route.path} (${locale}): the frame lacks ${lacks.join(', ')}`);
      const foreign = words.other.filter((text) => frame.includes(text));
      if (foreign.length) failures.push(`${route.path} (${locale}): the frame shows the other language's ${foreign.join(', ')}`);
      for (const [pattern, what] of FRAME_FORBIDDEN)
        if (pattern.test(frame)) failures.push(`${route.path} (${locale}): the frame carries ${what} (${pattern.exec(frame)?.[0]})`);
      for (const date of TODAY)
        if (frame.toLowerCase().includes(date.toLowerCase())) failures.push(`${route.path} (${locale}): the frame shows today's date`);
    }
  }
  if (failures.length) problems.push(...failures.map((failure) => `${flavour} frames: ${failure}`));
  else {
    const index = gzipSync(readFileSync(join(outDir, 'index.html')), { level: 9 }).length;
    console.log(
      `${flavour}: ${signedIn.length} signed-in addresses have their frame in their own HTML (both languages); HTML ${kb(Math.min(...weights))}–${kb(Math.max(...weights))} gzip each, index.html ${kb(index)}.`,
    );
  }
}

/** Every inline script of every page is in the policy's list (csp-hashes.txt, which the deploy step reads). */
function checkPolicyHashes(flavour: Flavour, outDir: string): void {
  const listed = readFileSync(join(outDir, 'csp-hashes.txt'), 'utf8');
  for (const page of htmlFiles(outDir)) {
    const missing = inlineHashes(readFileSync(join(outDir, page), 'utf8')).scripts.filter((hash) => !listed.includes(hash));
    if (missing.length) problems.push(`${flavour} ${page}: ${missing.length} inline script(s) not in csp-hashes.txt`);
  }
}

/** Pages are chunks of their own (files are named by hash: the manifest says which source each one is). */
function checkPagesSplit(build: Build): void {
  const entry = Object.values(build.manifest).find((chunk) => chunk.isEntry);
  const pages = ['src/features/auth/LoginPage.tsx', 'src/features/dashboard/DashboardPage.tsx'];
  const split = pages.filter((key) => build.manifest[key]?.isDynamicEntry && build.manifest[key].file !== entry?.file);
  if (split.length < pages.length) problems.push(`pages are not split into their own chunks (found: ${split.join(', ') || 'none'})`);
  const dynamic = Object.values(build.manifest).filter((chunk) => chunk.isDynamicEntry).length;
  console.log(
    `production build: ${Object.keys(build.manifest).length} files in the manifest, ${dynamic} loaded on demand, none with mock code.`,
  );
}

/**
 * No chunk imports itself back through its static imports. In a cycle, whichever chunk the browser enters
 * first runs its part before the other's values exist: a production sign-in once failed that way, its
 * response schema undefined, after a dynamic `import()` of the api-client barrel put a namespace of it in
 * a chunk that both imported and was imported by the sign-in chunk.
 */
function checkNoChunkCycle(flavour: Flavour, build: Build): void {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    path.push(key);
    for (const next of build.manifest[key]?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(build.manifest)) {
    const cycle = visit(key);
    if (cycle) {
      problems.push(`${flavour} build: chunks import each other in a cycle: ${cycle.map((k) => build.manifest[k]?.file ?? k).join(' → ')}`);
      return;
    }
  }
}

function printSizes({ initial, chunks, preRender, firstRender }: SizeReport, routes: Route[]): void {
  const mark = (bytes: number, budget: number) => (bytes <= budget ? '✔' : '✖');
  console.log('\nSize budget (gzip -9, JS+CSS):');
  console.log(
    `  ${mark(initial.bytes, SIZE_BUDGETS.initial)} production initial load ${kb(initial.bytes)} in ${initial.files.length} files (≤ ${kb(SIZE_BUDGETS.initial)})`,
  );
  console.log(
    `  ${mark(preRender.bytes, SIZE_BUDGETS.demoPreRender)} demo before its first screen ${kb(preRender.bytes)} (≤ ${kb(SIZE_BUDGETS.demoPreRender)}; the mock backend loads after it)`,
  );
  const over = chunks.filter((c) => c.bytes > SIZE_BUDGETS.chunk);
  console.log(
    `  ${over.length ? '✖' : '✔'} ${chunks.length} later production chunks, each ≤ ${kb(SIZE_BUDGETS.chunk)}; biggest: ${chunks
      .slice(0, 4)
      .map((c) => `${c.key} ${kb(c.bytes)}`)
      .join(', ')}`,
  );
  console.log('  first render of each route (initial load + its chunks), production / demo; then the HTML its address is answered with:');
  const width = Math.max(...routes.map((r) => r.path.length));
  for (const row of firstRender)
    console.log(
      `    ${row.path.padEnd(width)}  ${kb(row.production).padStart(9)}  ${kb(row.demo).padStart(9)}   HTML ${kb(row.html.production).padStart(8)}  ${kb(row.html.demo).padStart(8)}`,
    );
}
