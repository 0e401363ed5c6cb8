import type { Plugin, ResolvedConfig } from 'vite';
import type * as Contract from '@portal-fiscal/api-client';
import type * as RouteTable from '../src/routes';
import type * as Session from '../src/lib/session';
import { importAppModule } from './appModules.ts';

/** The data block of the deployment's configuration (src/lib/config.ts RUNTIME_CONFIG_ID), empty in the template. */
const CONFIG_BLOCK = '<script type="application/json" id="portal-fiscal-config"></script>';

/**
 * The script the browser runs while it parses index.html, before any of the app's code has arrived: for
 * a signed-in visit of a route with early calls (src/routes.ts `routeEarlyCalls`), it asks for them with
 * the stored session's token, and leaves the pending answers in `window.__pfEarly` by URL, where the http
 * layer takes them (src/lib/earlyCalls.ts). Same requests as the app's own (GET, `Accept` and
 * `Authorization` headers), so the preflight is the same too and nothing else learns the token.
 *
 * It reads what the app reads: the session from `localStorage` or `sessionStorage`, and each address from
 * the deployment's configuration block (which comes right before it) over the build's own value, checked
 * with the contract's own pattern (`BASE_URL_PATTERN`: an absolute http(s) URL); anything missing or odd, and it asks for nothing.
 * Written as plain ES5 because it is inlined as is (its hash goes into the CSP: build/cspHashes.ts).
 */
const source = (built: { server: string; apiNode: string }, defs: Record<string, { base: string; path: string }>, calls: Record<string, string[]>, sessionKey: string, urlPattern: RegExp) => `(function (built, defs, calls, key, pattern) {
  var names = Object.prototype.hasOwnProperty.call(calls, location.pathname) ? calls[location.pathname] : calls['*'];
  if (!names || !names.length) return;
  var session, config = {};
  try {
    var raw = localStorage.getItem(key) || sessionStorage.getItem(key);
    session = raw ? JSON.parse(raw) : null;
    var block = document.getElementById('portal-fiscal-config');
    if (block && block.textContent.trim()) config = JSON.parse(block.textContent);
  } catch (e) {
    return;
  }
  if (!session || typeof session.token !== 'string' || !session.token || typeof session.email !== 'string') return;
  function base(name, fallback) {
    var url = (typeof config[name] === 'string' ? config[name] : fallback).trim();
    return pattern.test(url) ? url.replace(/\\/+$/, '') : '';
  }
  var bases = { server: base('PORTAL_SERVER_URL', built.server), apiNode: base('PORTAL_API_NODE_URL', built.apiNode) };
  var early = (window.__pfEarly = {});
  names.forEach(function (name) {
    var def = defs[name];
    if (!def || !bases[def.base] || (def.path.indexOf('{email}') >= 0 && !session.email)) return;
    try {
      var url = new URL(bases[def.base] + def.path.replace('{email}', encodeURIComponent(session.email))).href;
      var response = fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + session.token } });
      response.catch(function () {});
      early[url] = { token: session.token, at: performance.now(), response: response };
    } catch (e) {}
  });
})(${JSON.stringify(built)}, ${JSON.stringify(defs)}, ${JSON.stringify(calls)}, ${JSON.stringify(sessionKey)}, ${String(urlPattern)})`;

/**
 * Writes the early-calls script into index.html, right after the configuration block. Only in a build
 * that talks to real backends: the demo's backend is a service worker that is not there yet while the
 * page parses (its calls would go out to made-up hosts).
 */
export function earlyCalls({ enabled }: { enabled: boolean }): Plugin {
  let config: ResolvedConfig;
  let calls: Record<string, string[]> = {};
  let sessionKey = '';
  let defs: Record<string, { base: string; path: string }> = {};
  let urlPattern = /$^/;
  return {
    name: 'portal-fiscal:early-calls',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (!enabled) return;
      const [routes, session, contract] = await Promise.all([
        importAppModule<typeof RouteTable>('routes.ts'),
        importAppModule<typeof Session>('lib/session.ts'),
        importAppModule<typeof Contract>('@portal-fiscal/api-client'),
      ]);
      sessionKey = session.SESSION_KEY;
      urlPattern = contract.BASE_URL_PATTERN;
      defs = routes.EARLY_CALLS;
      calls = {};
      for (const route of [...routes.routeTable, routes.notFoundRoute]) {
        // Every route, those without early calls too: '*' is for the addresses the route table does not know.
        calls[route.path] = routes.routeEarlyCalls(route);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return undefined;
        if (!html.includes(CONFIG_BLOCK)) this.error(`index.html: no empty configuration block (${CONFIG_BLOCK})`);
        const env = config.env as Record<string, string | undefined>;
        const built = { server: env.VITE_SERVER_URL ?? '', apiNode: env.VITE_API_NODE_URL ?? '' };
        return html.replace(CONFIG_BLOCK, `${CONFIG_BLOCK}\n    <script>${source(built, defs, calls, sessionKey, urlPattern)}</script>`);
      },
    },
  };
}
