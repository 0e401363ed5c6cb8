import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRELOAD_BATCH, preloadScript } from './routePreloads';

/** A link as the script leaves it in the head. */
interface Link {
  rel: string;
  href: string;
  as?: string;
  blocking?: string;
}

/**
 * Runs the script as index.html does, at `path`, with a document that records each append to the head
 * (one entry per append, the links it carried) and timers that run only when `tick` is called.
 */
function load(files: string[], map: Record<string, number[]>, path: string, firstScreen: boolean) {
  const appends: Link[][] = [];
  const timers: (() => void)[] = [];
  const element = () => {
    const attributes: Record<string, string> = {};
    return {
      rel: '',
      href: '',
      as: undefined,
      crossOrigin: null,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      attributes,
    };
  };
  type Element = ReturnType<typeof element>;
  const fragment = () => {
    const children: Element[] = [];
    return { children, appendChild: (child: Element) => children.push(child) };
  };
  const context: Record<string, unknown> = {
    location: { pathname: path },
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      documentElement: { hasAttribute: (name: string) => firstScreen && name === 'data-first-screen' },
      createElement: element,
      createDocumentFragment: fragment,
      head: {
        appendChild: ({ children }: ReturnType<typeof fragment>) =>
          appends.push(
            children.map(({ rel, href, as, attributes }) => ({
              rel,
              href,
              ...(as ? { as } : {}),
              ...(attributes.blocking ? { blocking: attributes.blocking } : {}),
            })),
          ),
      },
    },
  };
  context.window = context;
  runInNewContext(preloadScript(files, map), context);
  return {
    appends,
    /** Runs the timers set so far (the next task), and says how many there were. */
    tick: () => {
      const due = timers.splice(0);
      for (const callback of due) callback();
      return due.length;
    },
    preload: (to: string) => (context.__pfPreload as (path: string, first?: boolean) => void)(to),
  };
}

const JS = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
const CSS = ['/assets/a.css', '/assets/b.css'];
const FILES = [...CSS, ...JS];
const ROUTE = FILES.map((_, index) => index);
const MAP = { '/settings/management': ROUTE, '/dashboard': [0, 2, 3, 4], '*': [1] };

describe('the route preloads of index.html (build/routePreloads.ts)', () => {
  it('puts a prerendered first screen’s stylesheets in at once, render-blocking, and none of its scripts', () => {
    const page = load(FILES, MAP, '/settings/management', true);
    expect(page.appends).toEqual([CSS.map((href) => ({ rel: 'stylesheet', href, blocking: 'render' }))]);
    expect(page.tick()).toBe(0);
  });

  it(`asks for the scripts ${PRELOAD_BATCH} at a time, one task each, the first at once, and for nothing twice`, () => {
    const page = load(FILES, MAP, '/settings/management', true);
    // Once the screen has painted (build/prerender.ts `g`): the scripts, the stylesheets being in already.
    page.preload('/settings/management');
    const perTask = [page.appends.length - 1];
    while (page.tick() > 0) perTask.push(page.appends.length - 1 - perTask.reduce((sum, count) => sum + count, 0));
    const scripts = page.appends.slice(1);
    // One append per task: the first at once, then one per timer, each of PRELOAD_BATCH links but the last.
    const batches = Math.ceil(JS.length / PRELOAD_BATCH);
    expect(batches).toBeGreaterThan(2);
    expect(perTask).toEqual(Array.from({ length: batches }, () => 1));
    expect(scripts.map((links) => links.length)).toEqual(
      Array.from({ length: batches }, (_, index) => Math.min(PRELOAD_BATCH, JS.length - index * PRELOAD_BATCH)),
    );
    expect(scripts.flat()).toEqual(JS.map((href) => ({ rel: 'modulepreload', href })));
    // Another route sharing files asks only for what it adds.
    page.preload('/dashboard');
    expect(page.appends.slice(1 + batches)).toEqual([]);
    expect(page.tick()).toBe(0);
  });

  it('asks for an address without a first screen’s files at once: stylesheets as preloads, in the same batches', () => {
    const page = load(FILES, MAP, '/settings/management', false);
    expect(page.appends).toHaveLength(1);
    expect(page.appends[0]).toEqual(
      [...CSS.map((href) => ({ rel: 'preload', href, as: 'style' })), ...JS.map((href) => ({ rel: 'modulepreload', href }))].slice(
        0,
        PRELOAD_BATCH,
      ),
    );
    while (page.tick() > 0);
    expect(page.appends.flat()).toHaveLength(FILES.length);
    // An address the map does not know gets the not-found screen's files.
    expect(load(FILES, MAP, '/nowhere', false).appends).toEqual([[{ rel: 'preload', href: '/assets/b.css', as: 'style' }]]);
  });
});
