import { describe, expect, it, vi } from 'vitest';
import { BASE_URL_PATTERN, createApiClient, parseConfig, type ApiClient } from '@portal-fiscal/api-client';
import * as routes from '../src/routes';
import { EARLY_CALLS, type EarlyCall } from '../src/earlyCallTable';
import { SESSION_KEY } from '../src/lib/session';
import { ID_PATTERN } from '../src/lib/urlParams';
import { DASHBOARD_APPS_COUNT, DASHBOARD_NEWS_LIMIT } from '../src/features/dashboard/api';
import { APPS_PAGE_SIZE } from '../src/features/marketplace/listParams';
import { FRAME_PICTURES } from '../src/framePictures';
import { FRAME_TEXTS } from '../src/frameTexts';
import { EARLY_FOLLOW_UPS } from '../src/earlyFollowUps';
import { EARLY_CALL_BATCH, earlyCallsInput, earlyCallsScript, type EarlyCallsScriptInput } from './earlyCalls';
import { demoFramePicturesScript, pictureFileName } from './demoFramePictures';

const built: EarlyCallsScriptInput['built'] = {
  server: 'https://api.exemplo.demo',
  apiNode: 'https://mkt.exemplo.demo/',
  news: 'https://news.exemplo.demo',
  newsKey: 'chave de conteúdo',
};
const EMAIL = 'ana+admin@exemplo.demo';
const SESSION = { token: 'tok', email: EMAIL };
const ID = 'app-0001_norte';
const input = {
  built,
  ...earlyCallsInput(
    { EARLY_CALLS },
    routes,
    { sessionKey: SESSION_KEY, urlPattern: BASE_URL_PATTERN, idPattern: ID_PATTERN },
    { FRAME_PICTURES },
    { FRAME_TEXTS },
    { EARLY_FOLLOW_UPS },
  ),
};

interface Sent {
  url: string;
  authorization: string | null;
}

/** An element of the frame, as much of one as the script uses. */
class FakeElement {
  attributes: Record<string, string> = {};
  constructor(
    public tagName: string,
    public textContent: string,
    public children: FakeElement[] = [],
  ) {}
  get firstElementChild(): FakeElement | null {
    return this.children[0] ?? null;
  }
  getAttribute(attribute: string): string | null {
    return this.attributes[attribute] ?? null;
  }
  setAttribute(attribute: string, value: string) {
    this.attributes[attribute] = value;
  }
  hasAttribute(attribute: string): boolean {
    return Object.hasOwn(this.attributes, attribute);
  }
  cloneNode(): FakeElement {
    const copy = new FakeElement(
      this.tagName,
      this.textContent,
      this.children.map((child) => child.cloneNode()),
    );
    copy.attributes = { ...this.attributes };
    return copy;
  }
  insertBefore(node: FakeElement, before: FakeElement) {
    this.children.splice(this.children.indexOf(before), 0, node);
  }
  removeChild(node: FakeElement) {
    this.children.splice(this.children.indexOf(node), 1);
  }
  /** The texts of its innermost elements, in order. */
  get texts(): string[] {
    return this.children.length ? this.children.flatMap((child) => child.texts) : [this.textContent];
  }
}

/**
 * Runs the script as index.html would, at `address`, with a stored session and the deployment's
 * configuration block; answers what it sends, what it leaves for the app.
 */
function runScript(
  address: string,
  {
    session = SESSION as object | null,
    config = {} as Record<string, unknown>,
    script = earlyCallsScript(input),
    frame = false,
    answer = {} as unknown,
    answers = null as Record<string, unknown> | null,
    picture = { width: 1280, height: 720 },
    frames = null as (() => void)[] | null,
    stored: more = {} as Record<string, string>,
    slots: slotNames = [] as string[],
    fonts = undefined as { load: (font: string, text: string) => Promise<unknown> } | undefined,
    tasks = null as (() => void)[] | null,
  } = {},
) {
  const url = new URL(address, 'https://portal.exemplo.demo');
  const sent: Sent[] = [];
  const stored = (value: string | null) => ({ getItem: (key: string) => (key === SESSION_KEY ? value : (more[key] ?? null)) });
  const page: { __pfEarly?: Record<string, { token: string; response: Promise<Response> }>; __pfFrameFill?: Promise<void> } = {};
  // The frame's first skeleton picture box, and the pictures the script loads (each loads at once, `picture`'s size).
  const box = { shown: [] as { src: string; alt: string }[], appendChild: (image: { src: string; alt: string }) => box.shown.push(image) };
  const loaded: string[] = [];
  // The frame's elements marked for the record's texts (`data-skeleton-text`), each with its placeholder.
  // A name `input:{name}` is an input (a form's field), whose text is its value attribute; `list:{name}` a
  // list (a lei's tags) with one placeholder item (`li > span > span`, a tag).
  const slots = slotNames.map((slot) => {
    const [kind, name] = slot.includes(':') ? (slot.split(':') as [string, string]) : ['', slot];
    const element =
      kind === 'input'
        ? new FakeElement('INPUT', '')
        : kind === 'list'
          ? new FakeElement('UL', '', [new FakeElement('LI', '', [new FakeElement('SPAN', '', [new FakeElement('SPAN', '')])])])
          : new FakeElement('DIV', 'placeholder');
    element.setAttribute('data-skeleton-text', name);
    if (kind === 'list') element.setAttribute('data-skeleton-list', '');
    return element;
  });
  // The loading region around them, unseen in the frame until they are in.
  const regionAttributes: Record<string, string> = {};
  const region = {
    attributes: regionAttributes,
    setAttribute: (attribute: string, value: string) => void (regionAttributes[attribute] = value),
  };
  class FakeImage {
    src = '';
    alt = 'unset';
    fetchPriority = '';
    naturalWidth = picture.width;
    naturalHeight = picture.height;
    onload: () => void = () => {};
    onerror: () => void = () => {};
    constructor() {
      queueMicrotask(() => {
        loaded.push(this.src);
        this.onload();
      });
    }
  }
  const globals = {
    window: page,
    location: { pathname: url.pathname, search: url.search },
    localStorage: stored(session ? JSON.stringify(session) : null),
    sessionStorage: stored(null),
    document: {
      getElementById: (id: string) => (id === 'portal-fiscal-config' ? { textContent: JSON.stringify(config) } : null),
      documentElement: { hasAttribute: (name: string) => frame && name === 'data-frame' },
      fonts,
      querySelector: (selector: string) => (frame && selector === '#root[data-frame] [data-skeleton-picture]' ? box : null),
      querySelectorAll: (selector: string) =>
        !frame
          ? []
          : selector === '#root[data-frame] [data-skeleton-text]'
            ? slots
            : selector === '#root[data-frame] [data-frame-texts]'
              ? [region]
              : [],
    },
    Image: FakeImage,
    fetch: (to: string, init: { headers: Record<string, string> }) => {
      sent.push({ url: to, authorization: init.headers.Authorization ?? null });
      // Each address's own answer (none: 404; a promise: once it settles), or one answer for all.
      if (answers)
        return Object.hasOwn(answers, to)
          ? Promise.resolve(answers[to]).then((body) => new Response(JSON.stringify(body)))
          : Promise.resolve(new Response('{}', { status: 404 }));
      return Promise.resolve(new Response(JSON.stringify(answer)));
    },
    performance: { now: () => 1 },
    getComputedStyle: () => ({ font: '16px "Inter Variable"' }),
    // Each frame's callbacks: run at once, or kept in `frames` for the test to run.
    requestAnimationFrame: (callback: () => void) => (frames ? frames.push(callback) : queueMicrotask(callback)),
    // The tasks it queues: kept in `tasks` for the test to run, or all run right after the script.
    setTimeout: (callback: () => void) => void (tasks ?? queued).push(callback),
  };
  const queued: (() => void)[] = [];
  // The inline script as the page runs it: its free names are the globals above.
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  for (let task = queued.shift(); task; task = queued.shift()) task();
  return { sent, early: page.__pfEarly, framePicture: page.__pfFrameFill, box: box.shown, loaded, slots, region: region.attributes };
}

/** What the contract's own call sends (the api-client, with the same addresses and session). */
async function contractSends(call: (api: ApiClient) => Promise<unknown>): Promise<Sent> {
  const config = parseConfig({
    VITE_SERVER_URL: built.server,
    VITE_API_NODE_URL: built.apiNode,
    VITE_ASSETS_URL: 'https://assets.exemplo.demo',
    VITE_NEWS_URL: built.news,
    VITE_NEWS_KEY: built.newsKey,
  });
  let sent: Sent | undefined;
  const api = createApiClient(config, {
    getToken: () => SESSION.token,
    // The request as the client built it, token included; sending nothing.
    early: (request) => {
      sent = { url: request.url, authorization: request.headers.get('Authorization') };
      return Promise.resolve(new Response('null'));
    },
  });
  await call(api).catch(() => undefined);
  if (!sent) throw new Error('the contract sent nothing');
  return sent;
}

/** Each early call, as the screens that name it ask for it through the contract. */
const screensAsk: Record<EarlyCall, (api: ApiClient) => Promise<unknown>> = {
  session: (api) => api.auth.validateJwt(),
  account: (api) => api.account.getByEmail(EMAIL),
  shortcuts: (api) => api.dashboard.shortcuts(),
  leis: (api) => api.leis.list(),
  providerTypes: (api) => api.providerTypes.list(),
  dashboardApps: (api) => api.apps.serverPage(1, DASHBOARD_APPS_COUNT),
  taxCounter: (api) => api.dashboard.taxCounter(),
  selic: (api) => api.dashboard.selic(),
  usd: (api) => api.dashboard.usd(),
  eur: (api) => api.dashboard.eur(),
  accountId: (api) => api.account.getId(),
  lastSignIn: (api) => api.account.getLastLogged(),
  news: (api) => api.news.list({ limit: DASHBOARD_NEWS_LIMIT }),
  appsFirstPage: (api) => api.apps.serverPage(1, APPS_PAGE_SIZE),
  categories: (api) => api.categories.list(),
  subcategories: (api) => api.subcategories.list(),
  accounts: (api) => api.account.list(),
  providers: (api) => api.providers.list(),
  app: (api) => api.apps.serverGet(ID),
  lei: (api) => api.leis.get(ID),
  leiById: (api) => api.leis.get(ID),
  provider: (api) => api.providers.get(ID),
  facilitatorProvider: (api) => api.providers.get(ID),
  facilitatorTotals: (api) => api.leis.facilitatorTotals(ID),
  product: (api) => api.apps.get(ID),
  productCategories: (api) => api.categoryRelationships.listByApp(ID),
  productFunctionalities: (api) => api.mainFunctionalities.listByApp(ID),
  productMedias: (api) => api.appMedias.listByApp(ID),
};

describe("index.html's early calls", () => {
  it.each(Object.keys(screensAsk) as EarlyCall[])('%s is the very request the contract sends (address, query, bearer)', async (name) => {
    // The call alone on a route of its own, at an address naming the record (`?id=`, `?lei=`) when the call needs one.
    // A call that follows another's answer (src/earlyFollowUps.ts) comes after that call, whose answer names `ID`.
    const rule = Object.entries(EARLY_FOLLOW_UPS).find(([placeholder]) => EARLY_CALLS[name].path.includes(`{${placeholder}}`))?.[1];
    const script = earlyCallsScript({ ...input, calls: { '/tela': rule ? [rule.call, name] : [name] } });
    const needsRecord = rule !== undefined || /\{(id|lei)\}/.test(EARLY_CALLS[name].path);
    const { sent, early } = runScript(needsRecord ? `/tela?id=${ID}&lei=${ID}` : '/tela', {
      script,
      answer: { facilitador: { String: ID, Valid: true } },
    });
    const expected = await contractSends(screensAsk[name]);
    await vi.waitFor(() => expect(sent.at(-1)).toEqual(expected));
    expect(sent).toHaveLength(rule ? 2 : 1);
    expect(early?.[expected.url]?.token).toBe(expected.authorization ? SESSION.token : '');
  });

  it(`asks for the first ${EARLY_CALL_BATCH} at once, and the others ${EARLY_CALL_BATCH} a task, in order`, () => {
    const tasks: (() => void)[] = [];
    const { sent } = runScript('/dashboard', { tasks });
    const all = input.calls['/dashboard'] ?? [];
    expect(all.length).toBeGreaterThan(2 * EARLY_CALL_BATCH);
    expect(sent).toHaveLength(EARLY_CALL_BATCH);
    for (let done = EARLY_CALL_BATCH; tasks.length;) {
      expect(tasks).toHaveLength(1);
      tasks.shift()?.();
      done = Math.min(done + EARLY_CALL_BATCH, all.length);
      expect(sent).toHaveLength(done);
    }
    expect(sent.map((call) => call.url)).toEqual(runScript('/dashboard').sent.map((call) => call.url));
  });

  it('asks at once for the calls the frame’s picture or texts come from, and every call before them', () => {
    const framed = [...new Set([...Object.keys(input.pictures), ...Object.keys(input.texts)])];
    expect(framed.length).toBeGreaterThan(4);
    for (const path of framed) {
      const record = input.pictures[path]?.record === true || Object.hasOwn(input.texts, path);
      const tasks: (() => void)[] = [];
      const { sent } = runScript(record ? `${path}?id=${ID}&lei=${ID}` : path, {
        tasks,
        frame: true,
        answer: { facilitador: { String: ID, Valid: true } },
      });
      const names = input.calls[path] ?? [];
      const text = input.texts[path];
      const needed = [input.pictures[path]?.call, text?.call, text?.and?.call].map((call) =>
        call === undefined ? -1 : names.indexOf(call),
      );
      const now = Math.max(EARLY_CALL_BATCH, ...needed.map((index) => index + 1));
      expect(Math.max(...needed), path).toBeGreaterThanOrEqual(0);
      // A call that follows another's answer goes once that answer is in, not in the script's task.
      expect(
        sent.map((call) => call.url),
        path,
      ).toHaveLength(names.slice(0, now).filter((name) => !Object.hasOwn(input.following, name)).length);
    }
  });

  it("asks for a route's calls: the session check on every protected route, then its page's", () => {
    const { sent } = runScript('/settings/management/providers/edit?id=prov-0001');
    expect(sent.map((s) => s.url)).toEqual([
      'https://api.exemplo.demo/validate/jwt',
      `https://mkt.exemplo.demo/accounts/email/${encodeURIComponent(EMAIL)}`,
      'https://mkt.exemplo.demo/provider-types',
      'https://mkt.exemplo.demo/app-providers/prov-0001',
    ]);
    expect(runScript('/endereco/que-nao-existe').sent.map((s) => s.url)).toEqual(['https://api.exemplo.demo/validate/jwt']);
  });

  it('asks for nothing on a public route, or without a stored session', () => {
    expect(runScript('/login').sent).toEqual([]);
    expect(runScript('/dashboard', { session: null }).sent).toEqual([]);
    expect(runScript('/dashboard', { session: { email: EMAIL } }).sent).toEqual([]);
  });

  it('reads an id from the address only as the page does: a hostile or missing one makes no record call', () => {
    for (const odd of ['', '?id=', '?id=..', '?id=..%2F..%2Fadmin', '?id=%3Cimg%3E', `?id=${'a'.repeat(101)}`, '?lei=app-1']) {
      const urls = runScript(`/app/view${odd}`).sent.map((s) => s.url);
      expect(urls, odd).toEqual(['https://api.exemplo.demo/validate/jwt']);
    }
    expect(runScript('/app/view?id=%20app-1%20').sent.map((s) => s.url)).toContain('https://api.exemplo.demo/app/app-1');
  });

  it("asks for a lei's facilitator, as a provider and with its totals, once the lei's answer names it", async () => {
    const address = `/leis/incentivo/facilitador?id=${ID}`;
    const named = runScript(address, { answer: { lei_uuid: ID, facilitador: { String: 'prov-0001', Valid: true } } });
    expect(named.sent.map((s) => s.url)).toEqual(['https://api.exemplo.demo/validate/jwt', `https://api.exemplo.demo/lei/${ID}`]);
    await vi.waitFor(() =>
      expect(named.sent.map((s) => s.url).slice(2)).toEqual([
        'https://mkt.exemplo.demo/app-providers/prov-0001',
        'https://api.exemplo.demo/facilitador/prov-0001/total',
      ]),
    );
    expect(Object.keys(named.early ?? {})).toHaveLength(4);
    // No facilitator, an invalid or blank one, one the address rules refuse, or an answer that is not a lei: nothing more.
    for (const facilitador of [
      { String: 'prov-0001', Valid: false },
      { String: '', Valid: true },
      { String: '../x', Valid: true },
      'prov-0001',
      null,
    ]) {
      const { sent } = runScript(address, { answer: { lei_uuid: ID, facilitador } });
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(sent, JSON.stringify(facilitador)).toHaveLength(2);
    }
    // Without a lei to ask for, nothing follows it.
    expect(runScript('/leis/incentivo/facilitador?id=<x>').sent.map((s) => s.url)).toEqual(['https://api.exemplo.demo/validate/jwt']);
  });

  it('refuses, at build time, a call that follows an answer its route does not ask for before it', () => {
    const routesWith = (calls: EarlyCall[]) => ({ ...routes, routeEarlyCalls: () => calls });
    const build = (calls: EarlyCall[]) =>
      earlyCallsInput(
        { EARLY_CALLS },
        routesWith(calls),
        { sessionKey: SESSION_KEY, urlPattern: BASE_URL_PATTERN, idPattern: ID_PATTERN },
        { FRAME_PICTURES: {} },
        { FRAME_TEXTS: {} },
        { EARLY_FOLLOW_UPS },
      );
    expect(() => build(['session', 'leiById', 'facilitatorProvider'])).not.toThrow();
    expect(() => build(['session', 'facilitatorProvider'])).toThrow(/follows 'leiById'/);
    expect(() => build(['session', 'facilitatorTotals', 'leiById'])).toThrow(/follows 'leiById'/);
    // A frame's texts from a second answer: one of the route's calls that follows the record's own.
    const withTexts = (and: EarlyCall) =>
      earlyCallsInput(
        { EARLY_CALLS },
        routesWith(['session', 'leiById', 'facilitatorProvider', 'provider']),
        { sessionKey: SESSION_KEY, urlPattern: BASE_URL_PATTERN, idPattern: ID_PATTERN },
        { FRAME_PICTURES: {} },
        { FRAME_TEXTS: { '/leis/incentivo/facilitador': { call: 'leiById', pick: () => null, and: { call: and, pick: () => null } } } },
        { EARLY_FOLLOW_UPS },
      );
    expect(() => withTexts('facilitatorProvider')).not.toThrow();
    expect(() => withTexts('provider')).toThrow(/that follows 'leiById'/);
    expect(() => withTexts('facilitatorTotals')).toThrow(/that follows 'leiById'/);
  });

  it("asks for the marketplace's first page only at the unfiltered address", () => {
    const first = 'https://api.exemplo.demo/apps/1/20';
    expect(runScript('/apps/list').sent.map((s) => s.url)).toContain(first);
    const filtered = runScript('/apps/list?q=nota').sent.map((s) => s.url);
    expect(filtered).not.toContain(first);
    expect(filtered).toContain('https://mkt.exemplo.demo/categories');
  });

  it("takes the deployment's addresses and news key over the build's, and skips a base that is not an http(s) address", () => {
    const config = {
      PORTAL_SERVER_URL: ' https://servidor.exemplo.demo/ ',
      PORTAL_NEWS_URL: 'javascript:alert(1)',
      PORTAL_NEWS_KEY: 'outra',
    };
    const { sent } = runScript('/dashboard', { config });
    expect(sent[0]).toEqual({ url: 'https://servidor.exemplo.demo/validate/jwt', authorization: 'Bearer tok' });
    expect(sent.some((s) => s.url.includes('ghost') || s.url.startsWith('javascript'))).toBe(false);
    const news = runScript('/dashboard', { config: { PORTAL_NEWS_KEY: 'outra' } }).sent.find((s) => s.url.includes('/ghost/'));
    expect(news).toEqual({
      url: 'https://news.exemplo.demo/ghost/api/content/posts/?key=outra&limit=5&order=published_at+desc',
      authorization: null,
    });
  });
});

describe('the frame’s first picture (src/framePictures.ts)', () => {
  const apps = { apps: [{ appProviderUuid: { photo: 'https://img.exemplo.demo/p.png' } }] };

  it('shows the first card’s picture in the frame’s first skeleton box once it has loaded, from a copy of the list’s answer', async () => {
    const { framePicture, box, loaded, early } = runScript('/apps/list', { frame: true, answer: apps });
    expect(framePicture).toBeInstanceOf(Promise);
    await framePicture;
    expect(loaded).toEqual(['https://img.exemplo.demo/p.png']);
    expect(box).toEqual([expect.objectContaining({ src: 'https://img.exemplo.demo/p.png', alt: '', fetchPriority: 'high' })]);
    // The app still reads the answer itself.
    const [entry] = Object.values(early ?? {});
    await expect((await entry!.response).json()).resolves.toEqual(apps);
  });

  it('settles only once the picture has painted: two frames after it joined the box', async () => {
    const frames: (() => void)[] = [];
    let settled = false;
    const { framePicture, box } = runScript('/apps/list', { frame: true, answer: apps, frames });
    void framePicture!.then(() => (settled = true));
    await vi.waitFor(() => expect(box).toHaveLength(1));
    for (const frame of [1, 2]) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled, `before frame ${frame}`).toBe(false);
      expect(frames).toHaveLength(1);
      frames.shift()!();
    }
    await framePicture;
    expect(settled).toBe(true);
  });

  it('leaves a logo out (the card draws it whole), and the leis’ picture in', async () => {
    const logo = runScript('/apps/list', { frame: true, answer: apps, picture: { width: 200, height: 200 } });
    await logo.framePicture;
    expect(logo.loaded).toHaveLength(1);
    expect(logo.box).toEqual([]);
    const leis = runScript('/leis/incentivo', {
      frame: true,
      answer: [{ lei_photo: { String: 'https://img.exemplo.demo/l.png', Valid: true } }],
      picture: { width: 200, height: 200 },
    });
    await leis.framePicture;
    expect(leis.box.map((image) => image.src)).toEqual(['https://img.exemplo.demo/l.png']);
  });

  it('is not asked for without a frame, for a filtered list, or for a screen without one', async () => {
    expect(runScript('/apps/list', { answer: apps }).framePicture).toBeUndefined();
    expect(runScript('/apps/list?q=nfe', { frame: true, answer: apps }).framePicture).toBeUndefined();
    expect(runScript('/dashboard', { frame: true, answer: apps }).framePicture).toBeUndefined();
    const none = runScript('/apps/list', { frame: true, answer: { apps: [{ appProviderUuid: { photo: 'javascript:alert(1)' } }] } });
    await none.framePicture;
    expect(none.loaded).toEqual([]);
    expect(none.box).toEqual([]);
  });
});

describe('a record screen’s picture in its frame (src/framePictures.ts)', () => {
  const app = {
    message: 'ok',
    app: {
      appPhoto: 'm2',
      appsMedias: [
        { appMediaUuid: 'm1', assetId: 'https://img.exemplo.demo/1.png' },
        { appMediaUuid: 'm2', assetId: 'https://img.exemplo.demo/2.png' },
      ],
    },
  };
  const lei = { lei_uuid: 'lei-1', lei_photo: { String: 'https://img.exemplo.demo/lei.png', Valid: true } };

  it('shows the app’s main photo from the record its address names, whatever else the address says', async () => {
    for (const address of [`/app/view?id=${ID}`, `/app/view?id=${ID}&tab=avaliacoes`]) {
      const { framePicture, box, sent } = runScript(address, { frame: true, answer: app });
      await framePicture;
      expect(sent.map((call) => call.url)).toContain(`${built.server}/app/${ID}`);
      expect(
        box.map((image) => image.src),
        address,
      ).toEqual(['https://img.exemplo.demo/2.png']);
    }
  });

  it('shows the lei’s photo from the lei its address names', async () => {
    const { framePicture, box } = runScript('/leis/incentivo/view?lei=lei-1', {
      frame: true,
      answer: lei,
      picture: { width: 200, height: 200 },
    });
    await framePicture;
    expect(box.map((image) => image.src)).toEqual(['https://img.exemplo.demo/lei.png']);
  });

  it('is not asked for without a frame, without a record, for a malformed id, or from a hostile address', async () => {
    expect(runScript(`/app/view?id=${ID}`, { answer: app }).framePicture).toBeUndefined();
    expect(runScript('/app/view', { frame: true, answer: app }).framePicture).toBeUndefined();
    expect(runScript('/app/view?id=<x>', { frame: true, answer: app }).framePicture).toBeUndefined();
    expect(runScript('/leis/incentivo/view?id=lei-1', { frame: true, answer: lei }).framePicture).toBeUndefined();
    const hostile = runScript(`/app/view?id=${ID}`, {
      frame: true,
      answer: { app: { appPhoto: 'm1', appsMedias: [{ appMediaUuid: 'm1', assetId: 'javascript:alert(1)' }] } },
    });
    await hostile.framePicture;
    expect(hostile.loaded).toEqual([]);
    expect(hostile.box).toEqual([]);
  });
});

describe('a record screen’s texts in its frame (src/frameTexts.ts)', () => {
  const provider = { uuid: ID, name: 'Norte Sistemas', description: 'Software fiscal\nde Manaus' };
  const filled = (slots: ReturnType<typeof runScript>['slots']) =>
    Object.fromEntries(
      slots
        .filter((slot) => 'data-frame-filled' in slot.attributes)
        .map((slot) => [slot.attributes['data-skeleton-text'], slot.tagName === 'INPUT' ? slot.attributes.value : slot.textContent]),
    );

  it('writes the provider’s name and description, as text, into the frame’s elements for them, from the record its address names', async () => {
    for (const address of [`/fornecedor/view?id=${ID}`, `/fornecedor/view?id=${ID}&page=2`]) {
      const { framePicture, slots, sent, region } = runScript(address, {
        frame: true,
        answer: provider,
        slots: ['name', 'description', 'other'],
      });
      expect(framePicture, address).toBeInstanceOf(Promise);
      expect(region, 'the region stays unseen until the texts are in').toEqual({});
      await framePicture;
      expect(region).toEqual({ 'data-frame-filled': '' });
      expect(sent.map((call) => call.url)).toContain(`${built.apiNode.replace(/\/$/, '')}/app-providers/${ID}`);
      expect(filled(slots), address).toEqual({ name: 'Norte Sistemas', description: 'Software fiscal\nde Manaus' });
      expect(slots[2]?.textContent, 'an element the record has no text for keeps its placeholder').toBe('placeholder');
    }
  });

  it('writes a form’s field in its loading state (the administration’s provider edit): an input’s as its value attribute, a text area’s as its text', async () => {
    const asked: string[] = [];
    const fonts = { load: (font: string, text: string) => (asked.push(`${font}: ${text}`), Promise.resolve([])) };
    const { framePicture, slots, region } = runScript(`/settings/management/providers/edit?id=${ID}`, {
      frame: true,
      answer: provider,
      slots: ['input:name', 'description'],
      fonts,
    });
    await framePicture;
    expect(filled(slots)).toEqual({ name: 'Norte Sistemas', description: 'Software fiscal\nde Manaus' });
    expect(slots[0]?.textContent, 'an input has no text of its own').toBe('');
    expect(asked, 'the font of what each shows').toEqual([
      '16px "Inter Variable": Norte Sistemas',
      '16px "Inter Variable": Software fiscal\nde Manaus',
    ]);
    expect(region).toEqual({ 'data-frame-filled': '' });
  });

  it('shows the region once the texts’ font has loaded (a text painted first in a fallback font measures smaller)', async () => {
    let loaded = () => {};
    const asked: string[] = [];
    const fonts = {
      load: (font: string, text: string) => {
        asked.push(`${font}: ${text}`);
        return new Promise<unknown>((resolve) => (loaded = () => resolve([])));
      },
    };
    const { framePicture, slots, region } = runScript(`/fornecedor/view?id=${ID}`, {
      frame: true,
      answer: provider,
      slots: ['name'],
      fonts,
    });
    await vi.waitFor(() => expect(filled(slots)).toEqual({ name: 'Norte Sistemas' }));
    expect(asked).toEqual(['16px "Inter Variable": Norte Sistemas']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(region, 'unseen while the font loads').toEqual({});
    loaded();
    await framePicture;
    expect(region).toEqual({ 'data-frame-filled': '' });
  });

  it('settles only once the texts have painted: two frames after they were written', async () => {
    const frames: (() => void)[] = [];
    let settled = false;
    const { framePicture, slots } = runScript(`/fornecedor/view?id=${ID}`, { frame: true, answer: provider, slots: ['name'], frames });
    void framePicture!.then(() => (settled = true));
    await vi.waitFor(() => expect(filled(slots)).toEqual({ name: 'Norte Sistemas' }));
    for (let i = 0; i < 2; i += 1) {
      await Promise.resolve();
      expect(settled).toBe(false);
      frames.shift()?.();
    }
    await framePicture;
    expect(settled).toBe(true);
  });

  it('leaves a blank or dashed description, markup as it came (as text), and a refused answer unwritten', async () => {
    const blank = runScript(`/fornecedor/view?id=${ID}`, {
      frame: true,
      answer: { name: ' ', description: '-' },
      slots: ['name', 'description'],
    });
    await blank.framePicture;
    expect(filled(blank.slots)).toEqual({});
    expect(blank.region, 'nothing written: the region stays unseen').toEqual({});
    const markup = '<img src=x onerror=alert(1)>';
    const hostile = runScript(`/fornecedor/view?id=${ID}`, {
      frame: true,
      answer: { name: markup, description: 42 },
      slots: ['name', 'description'],
    });
    await hostile.framePicture;
    expect(filled(hostile.slots)).toEqual({ name: markup });
    for (const answer of [null, [], 'texto', { name: { toString: 'x' } }]) {
      const odd = runScript(`/fornecedor/view?id=${ID}`, { frame: true, answer, slots: ['name', 'description'] });
      await odd.framePicture;
      expect(filled(odd.slots), JSON.stringify(answer)).toEqual({});
    }
  });

  describe('the facilitator page: the lei’s texts and its facilitator’s description, from two answers', () => {
    const LEI = 'lei-0001';
    const FACILITATOR = 'prov-0002';
    const text = (value: string) => ({ String: value, Valid: true });
    const none = { String: '', Valid: false };
    const lei = {
      lei_uuid: LEI,
      title: text('Lei Rouanet — Orquestra'),
      title_small: none,
      subtitle: none,
      tag: text('Cultura, Educação, Cultura'),
      facilitador: text(FACILITATOR),
      facilitador_name: text('Instituto Cultura Viva'),
      phone: text('(71) 3328-9010'),
    };
    const leiUrl = `${built.server}/lei/${LEI}`;
    const providerUrl = `${built.apiNode.replace(/\/$/, '')}/app-providers/${FACILITATOR}`;
    const slots = ['title', 'name', 'list:tags', 'subtitle', 'phone', 'description'];
    const address = `/leis/incentivo/facilitador?id=${LEI}`;

    it('writes them all at once, once both answers are in: the tags one per item, no subtitle where the lei has none', async () => {
      const run = runScript(address, {
        frame: true,
        answers: { [leiUrl]: lei, [providerUrl]: { uuid: FACILITATOR, name: 'Outro nome', description: '  Organização cultural.  ' } },
        slots,
      });
      await run.framePicture;
      expect(run.sent.map((call) => call.url)).toEqual(expect.arrayContaining([leiUrl, providerUrl]));
      const [title, name, tags, subtitle, phone, description] = run.slots;
      expect([title, name, phone, description].map((slot) => slot?.textContent)).toEqual([
        'Lei Rouanet — Orquestra',
        // The lei's name for its facilitator, not the provider's.
        'Instituto Cultura Viva',
        '(71) 3328-9010',
        'Organização cultural.',
      ]);
      expect(tags?.texts).toEqual(['Cultura', 'Educação']);
      expect(tags?.attributes['data-frame-items']).toBe('Cultura\nEducação');
      expect(subtitle?.attributes).toMatchObject({ hidden: '', 'data-frame-filled': '' });
      expect(subtitle?.textContent, 'taken away, not written').toBe('placeholder');
      expect(run.region).toEqual({ 'data-frame-filled': '' });
    });

    it('waits for the facilitator’s answer: nothing is written before it is in', async () => {
      let answer: (body: unknown) => void = () => {};
      const later = new Promise<unknown>((resolve) => (answer = resolve));
      const run = runScript(address, { frame: true, answers: { [leiUrl]: lei, [providerUrl]: later }, slots });
      await vi.waitFor(() => expect(run.sent.map((call) => call.url)).toContain(providerUrl));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(run.slots.filter((slot) => 'data-frame-filled' in slot.attributes)).toEqual([]);
      expect(run.region).toEqual({});
      answer({ uuid: FACILITATOR, name: 'x', description: 'Organização cultural.' });
      await run.framePicture;
      expect(run.slots[5]?.textContent).toBe('Organização cultural.');
      expect(run.slots[1]?.textContent).toBe('Instituto Cultura Viva');
      expect(run.region).toEqual({ 'data-frame-filled': '' });
    });

    it('shows the lei’s texts alone when the facilitator’s answer fails', async () => {
      const frames: (() => void)[] = [];
      const run = runScript(address, { frame: true, answers: { [leiUrl]: lei }, slots, frames });
      await vi.waitFor(() => expect(run.sent.map((call) => call.url)).toContain(providerUrl));
      // The facilitator's answer was a 404: the lei's texts are written, the description keeps its placeholder.
      await vi.waitFor(() => expect(run.slots[1]?.textContent).toBe('Instituto Cultura Viva'));
      expect(run.slots[5]?.textContent).toBe('placeholder');
      while (frames.length) frames.shift()?.();
      await run.framePicture;
      expect(run.region).toEqual({ 'data-frame-filled': '' });
    });

    it('writes nothing for a lei without a facilitator, whose page says so', async () => {
      const run = runScript(address, { frame: true, answers: { [leiUrl]: { ...lei, facilitador: none } }, slots });
      await run.framePicture;
      expect(run.sent.map((call) => call.url)).not.toContain(providerUrl);
      expect(run.slots.filter((slot) => 'data-frame-filled' in slot.attributes)).toEqual([]);
      expect(run.region).toEqual({});
    });
  });

  it('is not asked for without a frame, without a record or for a malformed id', () => {
    expect(runScript(`/fornecedor/view?id=${ID}`, { answer: provider, slots: ['name'] }).framePicture).toBeUndefined();
    expect(runScript('/fornecedor/view', { frame: true, answer: provider, slots: ['name'] }).framePicture).toBeUndefined();
    expect(runScript('/fornecedor/view?id=<x>', { frame: true, answer: provider, slots: ['name'] }).framePicture).toBeUndefined();
  });
});

describe('the demo’s frame pictures (build/demoFramePictures.ts)', () => {
  const DATA_KEY = 'portal-fiscal:mock-db';
  const script = demoFramePicturesScript({
    pictures: {
      '/apps/list': { src: '/assets/frame-a.svg', logoMaxRatio: 1.2 },
      '/leis/incentivo': { src: '/assets/frame-b.svg', logoMaxRatio: null },
      '/app/view': { param: 'id', byId: { 'app-1': '/assets/frame-c.svg' }, logoMaxRatio: null },
      '/leis/incentivo/view': { param: 'lei', byId: { 'lei-1': '/assets/frame-d.svg' }, logoMaxRatio: null },
    },
    texts: {
      '/fornecedor/view': { param: 'id', byId: { 'prov-1': { name: 'Norte', description: '</script><script>alert(1)</script>' } } },
    },
    dataKey: DATA_KEY,
  });

  it('shows the seed’s first picture behind a list’s frame while the demo’s data are the seed’s, and asks for nothing', async () => {
    for (const [address, src] of [
      ['/apps/list', '/assets/frame-a.svg'],
      ['/leis/incentivo', '/assets/frame-b.svg'],
    ] as const) {
      const { framePicture, box, sent, early } = runScript(address, { script, frame: true });
      await framePicture;
      expect(box.map((image) => image.src)).toEqual([src]);
      expect(sent).toEqual([]);
      expect(early).toBeUndefined();
    }
  });

  it('shows none once the demo keeps data of its own, without a frame, for a filtered list or another screen', () => {
    expect(runScript('/apps/list', { script, frame: true, stored: { [DATA_KEY]: '{}' } }).framePicture).toBeUndefined();
    expect(runScript('/apps/list', { script }).framePicture).toBeUndefined();
    expect(runScript('/apps/list?q=nfe', { script, frame: true }).framePicture).toBeUndefined();
    expect(runScript('/dashboard', { script, frame: true }).framePicture).toBeUndefined();
  });

  it('shows a seed record’s picture behind its screen’s frame, by the id its address names, whatever else the address says', async () => {
    for (const [address, src] of [
      ['/app/view?id=app-1', '/assets/frame-c.svg'],
      ['/app/view?id=app-1&tab=avaliacoes', '/assets/frame-c.svg'],
      ['/leis/incentivo/view?lei=lei-1', '/assets/frame-d.svg'],
    ] as const) {
      const { framePicture, box, sent } = runScript(address, { script, frame: true });
      await framePicture;
      expect(
        box.map((image) => image.src),
        address,
      ).toEqual([src]);
      expect(sent).toEqual([]);
    }
  });

  it('shows no record picture for a record the seed does not have, another parameter, saved data or no frame', () => {
    for (const address of ['/app/view?id=app-2', '/app/view?lei=app-1', '/app/view', '/app/view?id=toString', '/app/view?id=__proto__'])
      expect(runScript(address, { script, frame: true }).framePicture, address).toBeUndefined();
    expect(runScript('/app/view?id=app-1', { script, frame: true, stored: { [DATA_KEY]: '{}' } }).framePicture).toBeUndefined();
    expect(runScript('/app/view?id=app-1', { script }).framePicture).toBeUndefined();
  });

  it('writes a seed record’s texts into its screen’s frame, by the id its address names; none for another record, saved data or no frame', async () => {
    const { framePicture, slots, sent } = runScript('/fornecedor/view?id=prov-1&page=2', {
      script,
      frame: true,
      slots: ['name', 'description'],
    });
    await framePicture;
    expect(slots.map((slot) => [slot.textContent, 'data-frame-filled' in slot.attributes])).toEqual([
      ['Norte', true],
      // Text, as it came: the inlined data could not close the script element (`<` is escaped in it).
      ['</script><script>alert(1)</script>', true],
    ]);
    expect(script).not.toContain('</script>');
    expect(sent).toEqual([]);
    for (const address of ['/fornecedor/view?id=prov-2', '/fornecedor/view', '/fornecedor/view?id=__proto__'])
      expect(runScript(address, { script, frame: true, slots: ['name'] }).framePicture, address).toBeUndefined();
    expect(
      runScript('/fornecedor/view?id=prov-1', { script, frame: true, slots: ['name'], stored: { [DATA_KEY]: '{}' } }).framePicture,
    ).toBeUndefined();
    expect(runScript('/fornecedor/view?id=prov-1', { script, slots: ['name'] }).framePicture).toBeUndefined();
  });

  it('names each picture’s file by its content and type', () => {
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(pictureFileName(bytes, 'image/svg+xml')).toMatch(/^assets\/frame-[\w-]{10}\.svg$/);
    expect(pictureFileName(bytes, 'image/png')).toMatch(/\.png$/);
    expect(pictureFileName(bytes, 'image/svg+xml')).not.toBe(pictureFileName(new Uint8Array([1]), 'image/svg+xml'));
    expect(() => pictureFileName(bytes, 'text/html')).toThrow();
  });
});
