import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/paths';
import { FIRST_SCREEN, FRAME, SIGNED_OUT_SCREENS, renderSignedOut, type FirstScreenCondition } from '../src/prerender';
import {
  FIRST_PAINT_WAIT_MS,
  FRAME_CLOCK,
  frameDate,
  frameFile,
  frameZone,
  INTL_WARMUP_POLICY,
  intlWarmupWorker,
  signedOutFile,
  withFirstScreen,
  withFrame,
  withIntlWarmup,
  zoneOffsets,
} from './prerender';
import { FRAME_ROLE_ATTRIBUTE } from '../src/lib/frameMarks';

/** index.html as the client build writes it, cut down to what `withFirstScreen` works on. */
const BUILT = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Portal Fiscal</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-DeF456.js">
  </head>
  <body>
    <div id="root">
      <div class="boot"><div class="boot-mark"></div></div>
    </div>
  </body>
</html>`;

/** The entry `BUILT` names. */
const ENTRY = '/assets/index-AbC123.js';

const SIGN_UP_MARKUP =
  '<main><h1>Criar conta</h1><form novalidate=""><input name="name"/><button type="submit">Criar conta</button></form></main>';

/** The page's inline scripts, in order: the head's, then the body's. */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

interface Visit {
  path: string;
  search?: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
  /** The page has lost its screen's template (default: it has it). */
  noTemplate?: boolean;
}

/**
 * Runs a page's two inline scripts as a browser would on `visit`, against a stand-in of the few things
 * they touch, and says what they did: whether the prerendered screen was put in #root, whether the
 * entry's files were asked for at once, and whether input is held.
 */
function run(html: string, visit: Visit, more: Record<string, unknown> = {}) {
  const attributes = new Map<string, string>();
  const rootAttributes = new Map<string, string>();
  const links: string[] = [];
  const imports: string[] = [];
  const listeners: string[] = [];
  let rootContent: unknown = 'splash';
  const template = { content: { cloneNode: () => 'the template' } };
  const storage = (values: Record<string, string> = {}) => ({ getItem: (key: string) => values[key] ?? null });
  const context: Record<string, unknown> = {
    location: { pathname: visit.path, search: visit.search ?? '' },
    localStorage: storage(visit.local),
    sessionStorage: storage(visit.session),
    requestAnimationFrame: () => 0,
    setTimeout: () => 0,
    __import: (file: string) => imports.push(file),
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
        hasAttribute: (name: string) => attributes.has(name),
      },
      head: { appendChild: (link: { href: string }) => links.push(link.href) },
      createElement: () => ({}),
      addEventListener: (type: string) => listeners.push(type),
      getElementById: (id: string) =>
        id === 'pf-first-screen'
          ? visit.noTemplate
            ? null
            : template
          : id === 'root'
            ? {
                replaceChildren: (content: unknown) => (rootContent = content),
                setAttribute: (name: string, value: string) => rootAttributes.set(name, value),
              }
            : null,
    },
  };
  Object.assign(context, more);
  context.window = context;
  // A script run by `vm` has no dynamic import: the entry's `import()` is noted instead.
  for (const script of inlineScripts(html)) runInNewContext(script.replace(/\bimport\(/g, '__import('), context);
  return {
    shown: attributes.has('data-first-screen') && rootContent === 'the template' && rootAttributes.has('data-prerendered'),
    /** `<html data-first-screen>`, on which index.html hides the splash. */
    splashHidden: attributes.has('data-first-screen'),
    entryAtOnce: links.includes('/assets/index-AbC123.js') && imports.includes('/assets/index-AbC123.js'),
    held: 'submit' in ((context.__pfHeld as object | undefined) ?? {}) && listeners.includes('submit') && listeners.includes('click'),
    imports,
  };
}

const signUp: FirstScreenCondition = { ...FIRST_SCREEN, paths: [paths.createAccount] };

describe('prerendered signed-out screens (build/prerender.ts)', () => {
  it('writes the sign-in screen into index.html and the sign-up screen into a page of its own, named as a frame’s', () => {
    expect(SIGNED_OUT_SCREENS.map((screen) => [screen.path, signedOutFile(screen), screen.when.paths])).toEqual([
      ['/login', 'index.html', ['/', '/login']],
      ['/create/account', 'create/account.html', ['/create/account']],
    ]);
    expect(signedOutFile({ path: '/create/account', ownPage: true })).toBe(frameFile('/create/account'));
    // The sign-in screen keeps exactly its conditions.
    expect(SIGNED_OUT_SCREENS[0]?.when).toBe(FIRST_SCREEN);
    for (const screen of SIGNED_OUT_SCREENS) expect({ ...screen.when, paths: [] }).toEqual({ ...FIRST_SCREEN, paths: [] });
  });

  it('puts the screen in a template, takes the entry’s static tags out and adds the two scripts', () => {
    const html = withFirstScreen(BUILT, SIGN_UP_MARKUP, signUp);
    expect(html).toContain(`<template id="pf-first-screen">${SIGN_UP_MARKUP}</template>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<meta charset="UTF-8" \/>\n {4}<script>\(function\(\)\{var c=\["\/create\/account"\]/);
    expect(inlineScripts(html)).toHaveLength(2);
    expect(() => withFirstScreen(BUILT, '<template></template>', signUp)).toThrow(/closes its template/);
  });

  it('shows the sign-up form on a signed-out pt-BR first visit of its own address only, and holds input until hydration', () => {
    const html = withFirstScreen(BUILT, SIGN_UP_MARKUP, signUp);
    expect(run(html, { path: '/create/account' })).toMatchObject({ shown: true, entryAtOnce: false, held: true });
    expect(run(html, { path: '/create/account', local: { [FIRST_SCREEN.localeKey]: '"pt-BR"' } }).shown).toBe(true);

    const splash = { shown: false, splashHidden: false, entryAtOnce: true, held: false, imports: [ENTRY] };
    // A stored session, in either storage; another stored language; a query string; another address.
    expect(run(html, { path: '/create/account', local: { [FIRST_SCREEN.sessionKey]: '{"token":"t"}' } })).toEqual(splash);
    expect(run(html, { path: '/create/account', session: { [FIRST_SCREEN.sessionKey]: '{"token":"t"}' } })).toEqual(splash);
    expect(run(html, { path: '/create/account', local: { [FIRST_SCREEN.localeKey]: '"en"' } })).toEqual(splash);
    expect(run(html, { path: '/create/account', search: '?ref=x' })).toEqual(splash);
    expect(run(html, { path: '/login' })).toEqual(splash);
    expect(run(html, { path: '/create/account/success' })).toEqual(splash);
    // The screen shown hides the splash; a page that has lost its template shows the splash after all.
    expect(run(html, { path: '/create/account' }).splashHidden).toBe(true);
    expect(run(html, { path: '/create/account', noTemplate: true })).toMatchObject({ shown: false, splashHidden: false, imports: [ENTRY] });
  });

  it('keeps the sign-in screen at / and /login, and only there', () => {
    const html = withFirstScreen(BUILT, '<main><h1>Entrar no Portal Fiscal</h1></main>', FIRST_SCREEN);
    expect(run(html, { path: '/' }).shown).toBe(true);
    expect(run(html, { path: '/login' }).shown).toBe(true);
    expect(run(html, { path: '/create/account' })).toMatchObject({ shown: false, entryAtOnce: true, held: false });
  });

  it('asks for the scripts only once the browser reports the first paint presented, or after a while without one', () => {
    const html = withFirstScreen(BUILT, SIGN_UP_MARKUP, signUp);
    // The page's paint observer, and its timers (kept, not run: the test runs them).
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
    let observed: unknown = null;
    const timers: { run: () => void; ms: number }[] = [];
    class FakeObserver {
      constructor(callback: NonNullable<typeof report>) {
        report = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    const entries = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
    const timing = { PerformanceObserver: FakeObserver, setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }) };
    const page = run(html, { path: '/create/account' }, timing);
    expect(page.shown).toBe(true);
    expect(observed).toEqual({ type: 'paint', buffered: true });
    expect(page.imports).toEqual([]);
    let disconnected = false;
    report!(entries('first-paint'), { disconnect: () => (disconnected = true) });
    expect(page.imports).toEqual([]);
    report!(entries('first-paint', 'first-contentful-paint'), { disconnect: () => (disconnected = true) });
    expect(page.imports).toEqual([ENTRY]);
    expect(disconnected).toBe(true);
    // Once only: the fallback timer that comes later asks for nothing more.
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    timers[0]!.run();
    expect(page.imports).toEqual([ENTRY]);

    // No paint reported: the scripts come after the wait anyway.
    timers.length = 0;
    const unreported = run(html, { path: '/create/account' }, timing);
    expect(unreported.imports).toEqual([]);
    timers.find((timer) => timer.ms === FIRST_PAINT_WAIT_MS)!.run();
    expect(unreported.imports).toEqual([ENTRY]);
  });

  it('renders the sign-up screen’s first render in pt-BR: its heading, its fields and its button, without the sign-in’s', async () => {
    const markup = await renderSignedOut(paths.createAccount);
    expect(markup).toMatch(/<h1[^>]*>Criar conta<\/h1>/);
    for (const name of ['name', 'cargo', 'company', 'email', 'password', 'confirmPassword'])
      expect(markup).toMatch(new RegExp(`<input[^>]* name="${name}"`));
    expect(markup).toMatch(/<form[^>]*novalidate/i);
    expect(markup).toMatch(/<button type="submit"[^>]*>(<span>)?Criar conta/);
    expect(markup).not.toContain('Entrar no Portal Fiscal');
    await expect(renderSignedOut(paths.dashboard)).rejects.toThrow(/no signed-out route/);
  });
});

describe('a signed-in address’s frame (build/prerender.ts withFrame)', () => {
  /** A session the head script takes (src/lib/session.ts's schema, a name and a role). */
  const session = (role: string = FRAME.roles[0]) =>
    JSON.stringify({
      token: 'a.b.c',
      email: 'admin@portalfiscal.demo',
      name: 'Ana Ribeiro',
      role,
      profilePicture: null,
      accountFields: {},
      lastLogin: '2026-11-16T12:00:00.000Z',
      remember: true,
    });

  /**
   * The page's scripts run as a browser would run them while the document is still being parsed (a busy
   * parser paints the frame before it reaches the end of the body), with its frames, timers and events in
   * queues the test runs; `imports` are the entry's files asked for.
   */
  function load(role?: string, { template = true }: { template?: boolean } = {}) {
    const html = withFrame(BUILT, { path: '/apps/list', record: null, bare: true }, { 'pt-BR': '<main>frame</main>' }, FRAME);
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners = new Map<string, (() => void)[]>();
    const imports: string[] = [];
    const attributes = new Map<string, string>();
    const document = {
      readyState: 'loading',
      currentScript: null as { getAttribute: (name: string) => string | null; hasAttribute: (name: string) => boolean } | null,
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
        getAttribute: (name: string) => attributes.get(name) ?? null,
        hasAttribute: (name: string) => attributes.has(name),
      },
      head: { appendChild: () => undefined },
      createElement: () => ({}),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      getElementById: (id: string) =>
        id === 'pf-frame-pt-BR' && template
          ? { content: { cloneNode: () => 'the frame' } }
          : id === 'root'
            ? { replaceChildren: () => undefined, setAttribute: () => undefined, querySelector: () => null }
            : null,
    };
    const context: Record<string, unknown> = {
      location: { pathname: '/apps/list', search: '' },
      localStorage: { getItem: (key: string) => (key === FRAME.sessionKey ? session(role) : null) },
      sessionStorage: { getItem: () => null },
      URLSearchParams,
      JSON,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      // The first paint has been reported by the time anything asks.
      PerformanceObserver: class {
        constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          this.callback({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
        }
      },
      __import: (file: string) => imports.push(file),
      document,
    };
    context.window = context;
    for (const [, attributeText = '', body = ''] of html.matchAll(/<script((?: [\w-]+="[^"]*")*)>([\s\S]*?)<\/script>/g)) {
      const own = new Map([...attributeText.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]));
      document.currentScript = { getAttribute: (name) => own.get(name) ?? null, hasAttribute: (name) => own.has(name) };
      runInNewContext(body.replace(/\bimport\(/g, '__import('), context);
    }
    const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
    return {
      frameShown: attributes.get('data-frame') === 'pt-BR',
      /** `<html data-first-screen>`, on which index.html hides the splash. */
      splashHidden: attributes.has('data-first-screen'),
      role: attributes.get(FRAME_ROLE_ATTRIBUTE),
      imports,
      nextFrame: () => run(frames),
      timers: () => run(timers),
      /** The end of the body: the early-calls script sets what the frame waits for (`fill`), then the parser is done. */
      parsed(fill?: Promise<void>) {
        if (fill) context.__pfFrameFill = fill;
        document.readyState = 'interactive';
        run(listeners.get('DOMContentLoaded') ?? []);
      },
    };
  }

  it('holds the scripts for the frame’s picture even when the frame paints before the script that asks for it has run', async () => {
    const page = load();
    expect(page.frameShown).toBe(true);
    page.nextFrame();
    page.timers();
    // Painted, the parser not yet at the early-calls script: nothing asked for.
    expect(page.imports).toEqual([]);
    let painted = () => {};
    page.parsed(new Promise<void>((resolve) => (painted = resolve)));
    page.nextFrame();
    expect(page.imports).toEqual([]);
    painted();
    await Promise.resolve();
    await Promise.resolve();
    page.nextFrame();
    page.timers();
    expect(page.imports).toEqual([ENTRY]);
  });

  it('writes the stored session’s role on <html>, for the parts of the frame only some roles see', () => {
    for (const role of FRAME.roles) expect(load(role).role).toBe(role);
    // A role the session's schema does not know (nor a selector's quote): no frame, no role.
    for (const role of ['ROOT', 'MARKETPLACE_ADMIN"]']) {
      const unknown = load(role);
      expect(unknown.frameShown).toBe(false);
      expect(unknown.role).toBeUndefined();
    }
  });

  it('asks for the scripts once the frame has painted when the page has nothing to show in it', () => {
    const page = load();
    page.nextFrame();
    expect(page.imports).toEqual([]);
    page.parsed();
    expect(page.imports).toEqual([ENTRY]);
  });

  it('hides the splash while the frame is coming, and shows it after all on a page that has lost its frame', () => {
    const page = load();
    expect(page.frameShown).toBe(true);
    expect(page.splashHidden).toBe(true);
    const lost = load(undefined, { template: false });
    expect(lost.splashHidden).toBe(false);
    // Its scripts at once: nothing to wait for.
    expect(lost.imports).toEqual([ENTRY]);
  });
});

describe('the intl warm-up (build/prerender.ts withIntlWarmup, intlWarmupWorker)', () => {
  const WORKER_URL = '/assets/intl-warmup-0123abcd.js';

  /** Runs the head's warm-up script with the browser parts given, and says which workers it started. */
  function start(more: Record<string, unknown>) {
    const html = withIntlWarmup(BUILT, WORKER_URL);
    const script = inlineScripts(html)[0] ?? '';
    const workers: unknown[] = [];
    const context: Record<string, unknown> = {
      Worker: function (this: unknown, address: unknown) {
        workers.push(address);
      },
      ...more,
    };
    context.window = context;
    runInNewContext(script, context);
    return { html, workers };
  }

  it('starts the worker from the head, before the page’s modules, through a policy that makes its one address', () => {
    const policies: string[] = [];
    const { html, workers } = start({
      trustedTypes: {
        createPolicy: (name: string, rules: { createScriptURL: (input: string) => string }) => {
          policies.push(name);
          return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
        },
      },
    });
    expect(policies).toEqual([INTL_WARMUP_POLICY]);
    expect(workers).toEqual([{ trusted: WORKER_URL }]);
    expect(html.indexOf('intl-warmup')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('starts it by its address where the browser has no Trusted Types, and throws nothing where it has no workers', () => {
    expect(start({}).workers).toEqual([WORKER_URL]);
    expect(() =>
      start({
        Worker: function () {
          throw new Error('no workers here');
        },
      }),
    ).not.toThrow();
  });

  it('the worker formats in each language and ends, even for a language the browser does not know', () => {
    for (const locales of [['pt-BR', 'en'], ['not a locale']]) {
      let closed = 0;
      runInNewContext(intlWarmupWorker(locales), { Intl, close: () => closed++ });
      expect(closed).toBe(1);
    }
  });
});

describe('the dashboard frame’s clock (build/prerender.ts FRAME_CLOCK, zoneOffsets, frameDate)', () => {
  const SAO_PAULO = 'America/Sao_Paulo';
  const utc = (...parts: [number, number, number?, number?, number?]) => Date.UTC(...parts);

  it('finds each change of São Paulo’s offset to the minute: the last summer times, 2018 and 2018–19', () => {
    expect(zoneOffsets(SAO_PAULO, utc(2018, 0, 1), utc(2020, 0, 1)).offsets).toEqual([
      [utc(2018, 0, 1), -120],
      [utc(2018, 1, 18, 2), -180],
      [utc(2018, 10, 4, 3), -120],
      [utc(2019, 1, 17, 2), -180],
    ]);
    const { from, until, offsets } = frameZone(utc(2026, 11, 7, 5));
    expect([from, until]).toEqual([utc(2021, 0, 1), utc(2030, 0, 1)]);
    expect(offsets).toEqual([[utc(2021, 0, 1), -180]]);
  });

  it('writes the hour and the full date that Intl writes, in both languages, through summer times and years', () => {
    const clock = runInNewContext(`(${FRAME_CLOCK})`) as (
      fill: unknown,
      locale: string,
      instant: number,
    ) => { hour: number; date: string } | null;
    const from = utc(2017, 0, 1);
    const until = utc(2021, 0, 1);
    const fill = { zone: zoneOffsets(SAO_PAULO, from, until), 'pt-BR': { date: frameDate('pt-BR') }, en: { date: frameDate('en') } };
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: SAO_PAULO, hour: 'numeric', hourCycle: 'h23' });
    const dates = Object.fromEntries(
      ['pt-BR', 'en'].map((locale) => [locale, new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: SAO_PAULO })]),
    );
    let checked = 0;
    // Every 7 hours and 13 minutes: each hour of the day, each day of the week, both sides of each change.
    for (let instant = from; instant < until; instant += 7 * 3_600_000 + 13 * 60_000) {
      for (const [locale, format] of Object.entries(dates)) {
        const date = format.format(instant);
        expect(clock(fill, locale, instant), new Date(instant).toISOString()).toEqual({ hour: Number(hour.format(instant)) % 24, date });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(9_000);
    expect(clock(fill, 'pt-BR', utc(2017, 0, 15, 13))?.date).toBe('domingo, 15 de janeiro de 2017');
    expect(clock(fill, 'en', utc(2019, 1, 17, 1, 59))).toEqual({ hour: 23, date: 'Saturday, February 16, 2019' });
    // Outside the span, or in a language the fill has no words for, the script formats with Intl itself.
    expect(clock(fill, 'pt-BR', from - 1)).toBeNull();
    expect(clock(fill, 'pt-BR', until)).toBeNull();
    expect(clock(fill, 'es', from)).toBeNull();
  });
});
