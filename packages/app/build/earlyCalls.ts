import type { Plugin, ResolvedConfig } from 'vite';
import type * as Contract from '@portal-fiscal/api-client';
import type * as RouteTable from '../src/routes';
import type * as EarlyCallTable from '../src/earlyCallTable';
import type * as FramePictures from '../src/framePictures';
import type * as FrameTexts from '../src/frameTexts';
import type * as FollowUps from '../src/earlyFollowUps';
import type * as Session from '../src/lib/session';
import type * as UrlParams from '../src/lib/urlParams';
import { importAppModule } from './appModules.ts';
import {
  FRAME_TEXT_ATTRIBUTE,
  FRAME_TEXT_ITEMS_ATTRIBUTE,
  FRAME_TEXT_LIST_ATTRIBUTE,
  FRAME_TEXTS_ATTRIBUTE,
} from '../src/lib/frameMarks.ts';

/** The data block of the deployment's configuration (src/lib/config.ts RUNTIME_CONFIG_ID), empty in the template. */
export const CONFIG_BLOCK = '<script type="application/json" id="portal-fiscal-config"></script>';

/**
 * How a frame shows its picture (src/framePictures.ts: a card list's first card's, a record's own), in the
 * inline scripts that find it: this one from the list's or the record's early answer, the demo's lists'
 * from its seed (build/demoFramePictures.ts). It loads
 * `src` at high priority, decodes it and puts it in the frame's first skeleton picture box, unless it is a
 * logo (narrower than `logoMaxRatio`: the card draws a logo whole, not filling the box). The promise settles
 * once the picture has painted (two frames after it joined the page), or at once when there is nothing to
 * show: the frame's script asks for the page's scripts only then, so that none is asked for before the
 * largest paint. (Settling on `load` alone lost that race: a picture is decoded, and painted, a frame or more
 * after it has loaded.) Plain ES5, as the scripts it goes into.
 */
export const SHOW_FRAME_PICTURE = `function showFramePicture(src, logoMaxRatio) {
    return new Promise(function (resolve) {
      var image = new Image();
      image.onload = function () {
        var ratio = image.naturalHeight ? image.naturalWidth / image.naturalHeight : 0;
        if (!ratio || (logoMaxRatio && ratio < logoMaxRatio)) return resolve();
        (image.decode ? image.decode() : Promise.resolve())
          .then(null, function () {})
          .then(function () {
            var box = document.querySelector('#root[data-frame] [data-skeleton-picture]');
            if (!box) return resolve();
            image.alt = '';
            box.appendChild(image);
            requestAnimationFrame(function () {
              requestAnimationFrame(function () {
                resolve();
              });
            });
          });
      };
      image.onerror = function () {
        resolve();
      };
      image.fetchPriority = 'high';
      image.src = src;
    });
  }`;

/**
 * How a frame shows its record's texts (src/frameTexts.ts), in the inline scripts that find them: this one
 * from the record's early answers, the demo's from its seed (build/demoFramePictures.ts). Each text goes, as
 * text, into the frame's element marked for it (`data-skeleton-text="{name}"`, packages/ui), replacing its
 * placeholder (an input's as its `value` attribute, an edit form's loading state; a list's values, one per
 * line, each in a copy of its first item: lib/frameMarks.ts `FRAME_TEXT_LIST_ATTRIBUTE`); an empty text
 * says the record has none, and its element goes (`hidden`). The element is then
 * marked `data-frame-filled`, which the screen's loading state reads to
 * keep it (src/lib/frameTexts.ts), and so is the loading region around them, which the frame leaves unseen
 * until then (src/lib/frameMarks.ts: its parts stand where the texts put them), once the texts' font has
 * loaded. The promise settles two frames later, once the texts have painted (as a picture's does), or at
 * once when there is nothing to write. Plain ES5, as the scripts it goes into.
 */
export const FILL_FRAME_TEXTS = `function fillFrameTexts(texts) {
    var filled = [], none = 0;
    if (texts && typeof texts === 'object') {
      var slots = document.querySelectorAll('#root[data-frame] [${FRAME_TEXT_ATTRIBUTE}]');
      for (var i = 0; i < slots.length; i++) {
        var slot = slots[i];
        var text = texts[slot.getAttribute('${FRAME_TEXT_ATTRIBUTE}')];
        if (typeof text !== 'string') continue;
        if (text === '') {
          // The record has none (a lei without a subtitle): the element goes (shell/frame.css.ts).
          slot.setAttribute('hidden', '');
          slot.setAttribute('data-frame-filled', '');
          none++;
          continue;
        }
        if (!text.trim()) continue;
        if (slot.hasAttribute('${FRAME_TEXT_LIST_ATTRIBUTE}')) {
          // A list (a lei's tags): one copy of its first item per value, its innermost first element holding it.
          var item = slot.firstElementChild;
          if (!item) continue;
          var values = text.split('\\n');
          for (var k = 0; k < values.length; k++) {
            var copy = item.cloneNode(true);
            var inner = copy;
            while (inner.firstElementChild) inner = inner.firstElementChild;
            inner.textContent = values[k];
            slot.insertBefore(copy, item);
          }
          slot.removeChild(item);
          slot.setAttribute('${FRAME_TEXT_ITEMS_ATTRIBUTE}', text);
        }
        // An input (a form's field in its loading state) shows its value attribute; any other element, a
        // text area too, its text.
        else if (slot.tagName === 'INPUT') slot.setAttribute('value', text);
        else slot.textContent = text;
        slot.setAttribute('data-frame-filled', '');
        filled.push({ slot: slot, text: text });
      }
    }
    if (!filled.length && !none) return Promise.resolve();
    // Shown once their font has loaded: painted first in a fallback font, a text is measured a little
    // smaller than the screen's own, whose paint then counts as a later, larger one.
    var fonts = filled.map(function (shown) {
      try {
        return document.fonts.load(getComputedStyle(shown.slot).font, shown.text);
      } catch (e) {
        return null;
      }
    });
    return Promise.all(fonts)
      .then(null, function () {})
      .then(function () {
        var regions = document.querySelectorAll('#root[data-frame] [${FRAME_TEXTS_ATTRIBUTE}]');
        for (var j = 0; j < regions.length; j++) regions[j].setAttribute('data-frame-filled', '');
        return new Promise(function (resolve) {
          requestAnimationFrame(function () {
            requestAnimationFrame(function () {
              resolve();
            });
          });
        });
      });
  }`;

/** What the build knows that the script needs: the built-in addresses and key, and the app's own rules. */
export interface EarlyCallsScriptInput {
  /** The build's own values (`VITE_*`), which the deployment's configuration block overrides. */
  built: { server: string; apiNode: string; news: string; newsKey: string };
  /** The calls (src/earlyCallTable.ts `EARLY_CALLS`). */
  defs: Record<string, EarlyCallTable.EarlyCallDef>;
  /** Each route's calls by path, and `*` for an address the route table does not know. */
  calls: Record<string, readonly string[]>;
  /** Where the session is stored (src/lib/session.ts `SESSION_KEY`). */
  sessionKey: string;
  /** A base address (the contract's `BASE_URL_PATTERN`). */
  urlPattern: RegExp;
  /** An id in the address (src/lib/urlParams.ts `ID_PATTERN`). */
  idPattern: RegExp;
  /**
   * The screens whose frame shows a picture (src/framePictures.ts), by path: the call whose answer holds
   * it, the source of the function that picks it from that answer, and whether it is a record's (shown
   * at any address that names the record) or a card list's (only at the bare address).
   */
  pictures: Record<string, { call: string; pick: string; logoMaxRatio: number | null; record: boolean }>;
  /**
   * The screens whose frame shows the record's texts (src/frameTexts.ts), by path: the call whose answer
   * holds the record the address names, and the source of the function that picks its texts; and `and`, the
   * same for the call that follows it, when the screen shows texts of its answer too.
   */
  texts: Record<string, { call: string; pick: string; and?: { call: string; pick: string } }>;
  /**
   * The placeholders filled from an earlier answer (src/earlyFollowUps.ts), by name: the call whose answer
   * holds the id, and the source of the function that picks it.
   */
  followUps: Record<string, { call: string; pick: string }>;
  /** Each call that follows another's answer, by name: the placeholder of `followUps` its path holds. */
  following: Record<string, string>;
}

/**
 * How many early calls the script asks for in one task, after those it asks for at once (the frame's and
 * the first ones): measured in Chromium, each `fetch()` took 0.2–20 ms of the main thread at 4× slowed CPU
 * (the page's first 23–69 ms), and the dashboard's ten, asked in the parser's task, made a task of 17–27 ms
 * before the first paint (unthrottled, in a busy hour; 11–16 ms with the others in batches). Batches of 2
 * then made tasks of 1.4–56 ms (median 7, Lighthouse's traces of nine loads): one call a task keeps each
 * under the 12.5 ms that Lighthouse's 4× slowdown turns into blocking time.
 */
export const EARLY_CALL_BATCH = 1;

/**
 * The script the browser runs while it parses index.html, before any of the app's code has arrived: for
 * a signed-in visit of a route with early calls (src/routes.ts `routeEarlyCalls`), it asks for them with
 * the stored session's token, and leaves the pending answers in `window.__pfEarly` by URL, where the http
 * layer takes them (src/lib/earlyCalls.ts). Same requests as the app's own (GET, `Accept`, and the
 * `Authorization` header to our services only), so the preflight is the same too and nothing else learns
 * the token.
 *
 * It reads what the app reads: the session from `localStorage` or `sessionStorage`, each address and the
 * news key from the deployment's configuration block (which comes right before it) over the build's own
 * value, and a record's id from the address. Addresses are checked with the contract's own pattern
 * (`BASE_URL_PATTERN`: an absolute http(s) URL) and ids with the page's (`ID_PATTERN`); a call with
 * anything missing or odd is not made. Written as plain ES5 because it is inlined as is (its hash goes
 * into the CSP: build/cspHashes.ts).
 */
export const earlyCallsScript = ({
  built,
  defs,
  calls,
  sessionKey,
  urlPattern,
  idPattern,
  pictures,
  texts,
  followUps,
  following,
}: EarlyCallsScriptInput) => `(function (built, defs, calls, key, pattern, idPattern, pictures, texts, followUps, following) {
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
  function setting(name, fallback) {
    return typeof config[name] === 'string' ? config[name] : fallback;
  }
  function base(name, fallback) {
    var url = setting(name, fallback).trim();
    return pattern.test(url) ? url.replace(/\\/+$/, '') : '';
  }
  var bases = { server: base('PORTAL_SERVER_URL', built.server), apiNode: base('PORTAL_API_NODE_URL', built.apiNode), news: base('PORTAL_NEWS_URL', built.news) };
  var params = new URLSearchParams(location.search);
  function value(name, known) {
    if (Object.prototype.hasOwnProperty.call(followUps, name)) return known && Object.prototype.hasOwnProperty.call(known, name) ? known[name] : '';
    if (name === 'email') return session.email;
    if (name === 'newsKey') return setting('PORTAL_NEWS_KEY', built.newsKey);
    var id = (params.get(name) || '').trim();
    return idPattern.test(id) ? id : '';
  }
  // Each {name} filled in (a follow-up's from \`known\`); null when one has no value.
  function fill(text, encode, known) {
    var missing = false;
    var filled = text.replace(/\\{(\\w+)\\}/g, function (all, name) {
      var found = value(name, known);
      if (!found) missing = true;
      return encode ? encodeURIComponent(found) : found;
    });
    return missing ? null : filled;
  }
  var early = (window.__pfEarly = {});
  // The frame's picture (src/framePictures.ts): only behind a frame (the head script before this one
  // marked <html data-frame>); a list's only unfiltered (an address without a query), a record's from the
  // call for the record the address names.
  var framed = document.documentElement.hasAttribute('data-frame');
  var picture = Object.prototype.hasOwnProperty.call(pictures, location.pathname) && (pictures[location.pathname].record || !location.search) && framed ? pictures[location.pathname] : null;
  // The record's texts (src/frameTexts.ts), from the call for the record the address names, behind a frame.
  var text = Object.prototype.hasOwnProperty.call(texts, location.pathname) && framed ? texts[location.pathname] : null;
  // Each call's answer by name (a follow-up's once it is asked, or null), for the calls that follow it and
  // for what the frame shows.
  var asked = {};
  function ask(name, known) {
    var def = defs[name];
    if (!def || !bases[def.base] || (def.bareAddress && location.search)) return null;
    var path = fill(def.path, true, known);
    if (path === null) return null;
    var query = new URLSearchParams();
    for (var field in def.query || {}) {
      var filled = fill(def.query[field], false, known);
      if (filled === null) return null;
      query.append(field, filled);
    }
    try {
      var search = query.toString();
      var url = new URL(bases[def.base] + path + (search ? '?' + search : '')).href;
      var token = def.base === 'news' ? '' : session.token;
      var headers = { Accept: 'application/json' };
      if (token) headers.Authorization = 'Bearer ' + token;
      var response = fetch(url, { headers: headers });
      response.catch(function () {});
      early[url] = { token: token, at: performance.now(), response: response };
      return response;
    } catch (e) {
      return null;
    }
  }
  // A copy of a call's answer as data, or null (none, or not ok): the app reads the answer itself.
  function data(response) {
    return Promise.resolve(response)
      .then(function (answer) {
        return answer && answer.ok ? answer.clone().json() : null;
      })
      .then(null, function () {
        return null;
      });
  }
  // A call that follows another's answer (src/earlyFollowUps.ts): asked once that answer is in, with the id
  // it holds, when the id is one the address rules take; the build lists the answer's call before it. Its
  // answer, or null when it is not asked.
  function follow(name) {
    var holder = following[name];
    var rule = followUps[holder];
    var before = asked[rule.call];
    if (!before) return null;
    return data(before).then(function (answer) {
      var id = rule.pick(answer);
      if (typeof id !== 'string' || !idPattern.test(id)) return null;
      var known = {};
      known[holder] = id;
      return ask(name, known);
    });
  }
  function askFor(name) {
    var response = Object.prototype.hasOwnProperty.call(following, name) ? follow(name) : ask(name);
    if (response) asked[name] = response;
  }
  // Each fetch() costs the main thread a few milliseconds (the page's first much more), and the parser runs
  // this script in its own task before the first paint: a dashboard's ten calls made one long task. The
  // calls the frame shows something from (its picture's, its texts') go at once, with every call listed
  // before them (a call that follows another comes after it); so do the first ${EARLY_CALL_BATCH}; the others go
  // ${EARLY_CALL_BATCH} a task, in order (EARLY_CALL_BATCH says why).
  var now = ${EARLY_CALL_BATCH};
  names.forEach(function (name, index) {
    if ((picture && name === picture.call) || (text && (name === text.call || (text.and && name === text.and.call)))) now = Math.max(now, index + 1);
  });
  names.slice(0, now).forEach(askFor);
  (function later(from) {
    if (from < names.length)
      setTimeout(function () {
        names.slice(from, from + ${EARLY_CALL_BATCH}).forEach(askFor);
        later(from + ${EARLY_CALL_BATCH});
      }, 0);
  })(now);
  // What the frame shows from the answers, settled once painted: the frame's own script holds the page's
  // scripts until then (build/prerender.ts withFrame).
  var fills = [];
  if (picture && asked[picture.call]) fills.push(framePicture(asked[picture.call], picture));
  if (text && asked[text.call]) fills.push(frameTexts(text));
  if (fills.length) window.__pfFrameFill = Promise.all(fills);
  // The picture from the list's or the record's answer; settles once it has painted, or once there is none.
  function framePicture(response, picture) {
    return data(response)
      .then(function (answer) {
        var src = picture.pick(answer);
        if (src) return showFramePicture(src, picture.logoMaxRatio);
      })
      .then(null, function () {});
  }
  // The record's texts from its answer, and from the answer of the call that follows it when the screen
  // takes some from there too (\`and\`): written into the frame at once, so that nothing in it moves twice.
  function frameTexts(text) {
    var parts = [data(asked[text.call]).then(text.pick)];
    if (text.and) parts.push(data(asked[text.and.call] || null).then(text.and.pick));
    return Promise.all(parts)
      .then(function (found) {
        var record = found[0];
        if (!record || typeof record !== 'object') return;
        var all = {}, name;
        for (name in record) if (Object.prototype.hasOwnProperty.call(record, name)) all[name] = record[name];
        var more = found[1];
        if (more && typeof more === 'object') for (name in more) if (Object.prototype.hasOwnProperty.call(more, name)) all[name] = more[name];
        return fillFrameTexts(all);
      })
      .then(null, function () {});
  }
  ${SHOW_FRAME_PICTURE}
  ${FILL_FRAME_TEXTS}
})(${JSON.stringify(built)}, ${JSON.stringify(defs)}, ${JSON.stringify(calls)}, ${JSON.stringify(sessionKey)}, ${String(urlPattern)}, ${String(idPattern)}, {${Object.entries(
  pictures,
)
  .map(
    ([path, { call, pick, logoMaxRatio, record }]) =>
      `${JSON.stringify(path)}: { call: ${JSON.stringify(call)}, pick: ${pick}, logoMaxRatio: ${JSON.stringify(logoMaxRatio)}, record: ${JSON.stringify(record)} }`,
  )
  .join(', ')}}, {${Object.entries(texts)
  .map(
    ([path, { call, pick, and }]) =>
      `${JSON.stringify(path)}: { call: ${JSON.stringify(call)}, pick: ${pick}${and ? `, and: { call: ${JSON.stringify(and.call)}, pick: ${and.pick} }` : ''} }`,
  )
  .join(', ')}}, {${Object.entries(followUps)
  .map(([name, { call, pick }]) => `${JSON.stringify(name)}: { call: ${JSON.stringify(call)}, pick: ${pick} }`)
  .join(', ')}}, ${JSON.stringify(following)})`;

/** The script's input from the app's own modules: the calls, and every route's (the build adds its addresses). */
export function earlyCallsInput(
  table: Pick<typeof EarlyCallTable, 'EARLY_CALLS'>,
  routes: Pick<typeof RouteTable, 'routeTable' | 'notFoundRoute' | 'routeEarlyCalls'>,
  rules: Pick<EarlyCallsScriptInput, 'sessionKey' | 'urlPattern' | 'idPattern'>,
  framePictures: Pick<typeof FramePictures, 'FRAME_PICTURES'>,
  frameTexts: Pick<typeof FrameTexts, 'FRAME_TEXTS'>,
  followUps: Pick<typeof FollowUps, 'EARLY_FOLLOW_UPS'>,
): Omit<EarlyCallsScriptInput, 'built'> {
  const calls: Record<string, string[]> = {};
  for (const route of [...routes.routeTable, routes.notFoundRoute]) {
    // Every route, those without early calls too: '*' is for the addresses the route table does not know.
    calls[route.path] = routes.routeEarlyCalls(route);
  }
  // Each call that follows another's answer, with the placeholder it fills from it (one: the script fills one).
  const following: EarlyCallsScriptInput['following'] = {};
  for (const [name, def] of Object.entries(table.EARLY_CALLS as Record<string, EarlyCallTable.EarlyCallDef>)) {
    const placeholders = [...def.path.matchAll(/\{(\w+)\}/g)]
      .map((found) => found[1]!)
      .filter((placeholder) => Object.hasOwn(followUps.EARLY_FOLLOW_UPS, placeholder));
    if (placeholders.length > 1) throw new Error(`the early call '${name}' follows more than one answer (${placeholders.join(', ')})`);
    if (placeholders[0]) following[name] = placeholders[0];
  }
  const pictures: EarlyCallsScriptInput['pictures'] = {};
  for (const [path, { call, pick, logoMaxRatio, record }] of Object.entries(framePictures.FRAME_PICTURES)) {
    if (!calls[path]?.includes(call)) throw new Error(`the frame picture of ${path} reads '${call}', which is not one of its early calls`);
    pictures[path] = { call, pick: String(pick), logoMaxRatio, record: record === true };
  }
  const texts: EarlyCallsScriptInput['texts'] = {};
  for (const [path, { call, pick, and }] of Object.entries(frameTexts.FRAME_TEXTS)) {
    if (!calls[path]?.includes(call)) throw new Error(`the frame texts of ${path} read '${call}', which is not one of its early calls`);
    texts[path] = { call, pick: String(pick) };
    if (!and) continue;
    // The record's other texts: from a call that follows the record's own answer, which the script waits for.
    const holder = following[and.call];
    if (!calls[path].includes(and.call) || holder === undefined || followUps.EARLY_FOLLOW_UPS[holder]?.call !== call)
      throw new Error(`the frame texts of ${path} read '${and.call}', which is not one of its early calls that follows '${call}'`);
    texts[path].and = { call: and.call, pick: String(and.pick) };
  }
  const follows: EarlyCallsScriptInput['followUps'] = {};
  for (const [name, { call, pick }] of Object.entries(followUps.EARLY_FOLLOW_UPS)) follows[name] = { call, pick: String(pick) };
  // A call that follows another's answer waits for that call, which its route must make before it.
  for (const [path, names] of Object.entries(calls)) {
    names.forEach((name, index) => {
      const after = Object.hasOwn(following, name) ? follows[following[name]!]!.call : null;
      if (after !== null && !names.slice(0, index).includes(after)) {
        throw new Error(`the early call '${name}' of ${path} follows '${after}', which that route does not make before it`);
      }
    });
  }
  return { defs: table.EARLY_CALLS, calls, ...rules, pictures, texts, followUps: follows, following };
}

/**
 * Writes the early-calls script into index.html, right after the configuration block. Only in a build
 * that talks to real backends: the demo's backend is a service worker that is not there yet while the
 * page parses (its calls would go out to made-up hosts).
 */
export function earlyCalls({ enabled }: { enabled: boolean }): Plugin {
  let config: ResolvedConfig;
  let input: Omit<EarlyCallsScriptInput, 'built'> | null = null;
  return {
    name: 'portal-fiscal:early-calls',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (!enabled) return;
      const [table, routes, session, urlParams, contract, framePictures, frameTexts, followUps] = await Promise.all([
        importAppModule<typeof EarlyCallTable>('earlyCallTable.ts'),
        importAppModule<typeof RouteTable>('routes.ts'),
        importAppModule<typeof Session>('lib/session.ts'),
        importAppModule<typeof UrlParams>('lib/urlParams.ts'),
        importAppModule<typeof Contract>('@portal-fiscal/api-client'),
        importAppModule<typeof FramePictures>('framePictures.ts'),
        importAppModule<typeof FrameTexts>('frameTexts.ts'),
        importAppModule<typeof FollowUps>('earlyFollowUps.ts'),
      ]);
      input = earlyCallsInput(
        table,
        routes,
        {
          sessionKey: session.SESSION_KEY,
          urlPattern: contract.BASE_URL_PATTERN,
          idPattern: urlParams.ID_PATTERN,
        },
        framePictures,
        frameTexts,
        followUps,
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return undefined;
        if (!input) return this.error('the early calls were not read from the route table');
        if (!html.includes(CONFIG_BLOCK)) this.error(`index.html: no empty configuration block (${CONFIG_BLOCK})`);
        const env = config.env as Record<string, string | undefined>;
        const built = {
          server: env.VITE_SERVER_URL ?? '',
          apiNode: env.VITE_API_NODE_URL ?? '',
          news: env.VITE_NEWS_URL ?? '',
          newsKey: env.VITE_NEWS_KEY ?? '',
        };
        return html.replace(CONFIG_BLOCK, `${CONFIG_BLOCK}\n    <script>${earlyCallsScript({ built, ...input })}</script>`);
      },
    },
  };
}
