// `npm run test:build` (a step of `npm test`): the two builds the portal ships, checked.
//  1. The production build (mocks off) carries nothing of packages/mocks and splits pages into chunks.
//  2. The size budget (gzip JS+CSS, deterministic, so a test): production initial load, each later
//     chunk of production, and what the demo's first screen waits for. Over a budget, it names the
//     files and their biggest modules. Budgets: SIZE_BUDGETS in tests/perf/bundle.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_DIST_DIR, PROD_DIST_DIR } from './e2e-production/ports.ts';
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
  const demo = buildApp('demo', dirs.demo);
  checkNoChunkCycle('demo', demo);
  checkFirstScreen('demo', dirs.demo);
  checkEarlyCalls('demo', dirs.demo);
  const routes = await loadRoutes();
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
 * index.html carries the sign-in screen rendered at build time (build/prerender.ts), and the scripts that
 * show it on a signed-out visit of /login and hold submissions until the entry has hydrated it.
 */
function checkFirstScreen(flavour: Flavour, outDir: string): void {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const template = /<template id="pf-first-screen">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const expected: [ok: boolean, what: string][] = [
    [/<h1[^>]*>Entrar no Portal Fiscal<\/h1>/.test(template), 'the heading'],
    [/<form[^>]*novalidate/i.test(template), 'the form (without native validation)'],
    [/<button type="submit"[^>]*><span>Entrar<\/span>/.test(template), "the 'Entrar' button"],
    [html.includes("addEventListener('submit'"), 'the script that holds submissions until hydration'],
    [html.includes("setAttribute('data-prerendered'"), 'the script that shows it'],
  ];
  if (flavour === 'demo') expected.push([template.includes('admin@portalfiscal.demo'), "the demo accounts' hint"]);
  const missing = expected.filter(([ok]) => !ok).map(([, what]) => what);
  if (missing.length) problems.push(`${flavour} index.html: the prerendered sign-in screen lacks ${missing.join(', ')}`);
  else console.log(`${flavour} index.html: the sign-in screen prerendered (${(template.length / 1024).toFixed(1)} KB of markup).`);
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
  console.log('  first render of each route (initial load + its chunks), production / demo:');
  const width = Math.max(...routes.map((r) => r.path.length));
  for (const row of firstRender)
    console.log(`    ${row.path.padEnd(width)}  ${kb(row.production).padStart(9)}  ${kb(row.demo).padStart(9)}`);
}
