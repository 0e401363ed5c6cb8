import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AppOneWireSchema, AppPageWireSchema, LeiListWireSchema, LeiWireSchema, appFromWire, leiFromWire } from '@portal-fiscal/api-client';
import { DEMO_BASE_URLS, SNAPSHOT_KEY, db, issueToken, setScenario, type ScenarioName } from '@portal-fiscal/mocks';
import { createMockServer } from '@portal-fiscal/mocks/node';
import { EARLY_CALLS } from './earlyCallTable';
import { FRAME_PICTURES, appGalleryPicture, firstAppPicture, leiPicture } from './framePictures';
import { appCardPicture, appGalleryOrder } from './lib/appPicture';
import { routeForPath, routeEarlyCalls } from './routes';
import { seedPictures } from '../build/seedPictures';

/**
 * The frame's first picture never lies: each `pick` answers what the screen's first card shows (the
 * contract's parse, then the card's rule), over the mock backend's own answers in every data scenario and
 * over crafted answers; and it still does so as the source the build inlines (self-contained).
 */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** The screens' own rules: the contract's parse, then the card's choice (null: the card shows its placeholder). */
const screenAppPicture = (answer: unknown) => {
  const first = v.parse(AppPageWireSchema, answer).apps[0];
  return (first ? appCardPicture(appFromWire(first)) : null) || null;
};
const screenLeiPicture = (answer: unknown) => {
  const first = v.parse(LeiListWireSchema, answer)[0];
  return (first ? leiFromWire(first).leiPhoto : null) || null;
};
/** The frame shows only an absolute http(s) address; the page may show another (the browser then shows none). */
const httpOnly = (src: string | null | undefined) => (src && /^https?:\/\/\S/i.test(src.trim()) ? src : null);
/** The app page's gallery's main photo: the contract's parse, then the gallery's order. */
const screenGalleryPicture = (answer: unknown) => {
  const app = appFromWire(v.parse(AppOneWireSchema, answer).app);
  return httpOnly(appGalleryOrder(app.medias, (media) => media.appMediaUuid === app.appPhoto)[0]?.imageUrl);
};
/** The lei page's photo. */
const screenLeiRecordPicture = (answer: unknown) => leiFromWire(v.parse(LeiWireSchema, answer)).leiPhoto || null;

/** The early call's answer, as the page's script receives it. */
async function earlyAnswer(path: string): Promise<unknown> {
  const admin = db.accounts.findFirst((q) => q.where({ email: 'admin@portalfiscal.demo' }));
  if (!admin) throw new Error('seed has no admin@portalfiscal.demo');
  const response = await fetch(`${DEMO_BASE_URLS.server}${path}`, { headers: { Authorization: `Bearer ${await issueToken(admin)}` } });
  expect(response.status).toBe(200);
  return response.json();
}

/** The source the build inlines, made into a function again with nothing around it. */
const inlined = (pick: (answer: unknown) => string | null) => new Function(`return (${String(pick)})`)() as typeof pick;

describe('the frame’s first picture', () => {
  it('is made only from one of its route’s own early calls: a record’s from the record its address names', () => {
    for (const [path, def] of Object.entries(FRAME_PICTURES)) {
      const route = routeForPath(path);
      expect(route, path).toBeDefined();
      expect(routeEarlyCalls(route!)).toContain(def.call);
      // A record's picture comes from the call for the record the route opens (`{id}`, `{lei}`), a list's
      // from a call the address does not change.
      const { path: callPath } = EARLY_CALLS[def.call];
      expect(callPath.includes('{'), path).toBe(def.record === true);
      if (def.record) expect(callPath, path).toContain(`{${route!.record}}`);
    }
    expect(EARLY_CALLS[FRAME_PICTURES['/apps/list']!.call].path).toBe('/apps/1/20');
    expect(EARLY_CALLS[FRAME_PICTURES['/leis/incentivo']!.call].path).toBe('/leis');
    expect(EARLY_CALLS[FRAME_PICTURES['/app/view']!.call].path).toBe('/app/{id}');
    expect(EARLY_CALLS[FRAME_PICTURES['/leis/incentivo/view']!.call].path).toBe('/lei/{lei}');
  });

  it.for(['default', 'large', 'empty'] satisfies ScenarioName[])('is the screen’s first card’s, in the %s data', async (scenario) => {
    await setScenario(scenario);
    const apps = await earlyAnswer(EARLY_CALLS.appsFirstPage.path);
    const leis = await earlyAnswer(EARLY_CALLS.leis.path);
    for (const pick of [firstAppPicture, inlined(firstAppPicture)]) expect(pick(apps)).toBe(screenAppPicture(apps));
    for (const pick of [leiPicture, inlined(leiPicture)]) expect(pick(leis)).toBe(screenLeiPicture(leis));
    if (scenario !== 'empty') {
      expect(firstAppPicture(apps)).toMatch(/^https:\/\//);
      expect(leiPicture(leis)).toMatch(/^https:\/\//);
    }
    await setScenario('default');
  });

  it.for(['default', 'large'] satisfies ScenarioName[])(
    'is the record’s own on an app’s and a lei’s page, in the %s data',
    async (scenario) => {
      await setScenario(scenario);
      const { apps } = (await earlyAnswer(EARLY_CALLS.appsFirstPage.path)) as { apps: { appUuid: string }[] };
      const leis = (await earlyAnswer(EARLY_CALLS.leis.path)) as { lei_uuid: string }[];
      expect(apps.length).toBeGreaterThan(3);
      expect(leis.length).toBeGreaterThan(3);
      let shown = 0;
      for (const { appUuid } of apps) {
        const answer = await earlyAnswer(EARLY_CALLS.app.path.replace('{id}', encodeURIComponent(appUuid)));
        for (const pick of [appGalleryPicture, inlined(appGalleryPicture)])
          expect(pick(answer), appUuid).toBe(screenGalleryPicture(answer));
        if (appGalleryPicture(answer)) shown++;
      }
      for (const { lei_uuid: leiUuid } of leis.slice(0, 20)) {
        const answer = await earlyAnswer(EARLY_CALLS.lei.path.replace('{lei}', encodeURIComponent(leiUuid)));
        for (const pick of [leiPicture, inlined(leiPicture)]) expect(pick(answer), leiUuid).toBe(screenLeiRecordPicture(answer));
        if (leiPicture(answer)) shown++;
      }
      // The seeds' records do have pictures: the comparison above is not one of nulls.
      expect(shown).toBeGreaterThan(10);
      await setScenario('default');
    },
  );

  it.for([
    [
      'the appPhoto media',
      'm2',
      [
        ['m1', 'https://img.test/1.png'],
        ['m2', 'https://img.test/2.png'],
      ],
      'https://img.test/2.png',
    ],
    [
      'an unknown appPhoto: the first media',
      'mx',
      [
        ['m1', 'https://img.test/1.png'],
        ['m2', 'https://img.test/2.png'],
      ],
      'https://img.test/1.png',
    ],
    ['a blank appPhoto: the first media', '  ', [['m1', 'https://img.test/1.png']], 'https://img.test/1.png'],
    ['no medias', 'm1', [], null],
    [
      'a main media that is not an http(s) address',
      'm1',
      [
        ['m1', 'javascript:alert(1)'],
        ['m2', 'https://img.test/2.png'],
      ],
      null,
    ],
  ] satisfies [string, string, [string, string][], string | null][])('an app’s gallery: %s', async ([, appPhoto, assets, expected]) => {
    const answer = (await earlyAnswer(EARLY_CALLS.app.path.replace('{id}', 'app-0001-norte-icms'))) as { app: Wire };
    const [media] = answer.app.appsMedias as Wire[];
    const crafted = {
      ...answer,
      app: { ...answer.app, appPhoto, appsMedias: assets.map(([appMediaUuid, assetId]) => ({ ...media, appMediaUuid, assetId })) },
    };
    expect(appGalleryPicture(crafted)).toBe(expected);
    expect(inlined(appGalleryPicture)(crafted)).toBe(expected);
    expect(appGalleryPicture(crafted)).toBe(screenGalleryPicture(crafted));
  });

  type Wire = Record<string, unknown>;
  /** Media records like the seed's, with these ids and addresses. */
  type Medias = (...assets: [string, string][]) => Wire[];
  /** An answer of one app: the seed's first app on the first page, changed by `change`. */
  const oneApp = async (change: (app: Wire, medias: Medias) => Wire) => {
    const answer = (await earlyAnswer(EARLY_CALLS.appsFirstPage.path)) as { apps: Wire[] };
    const first = answer.apps[0]!;
    const [media] = first.appsMedias as Wire[];
    const medias: Medias = (...assets) => assets.map(([appMediaUuid, assetId]) => ({ ...media, appMediaUuid, assetId }));
    return { ...answer, apps: [change(first, medias)] };
  };
  const photo = (app: Wire, value: unknown) => ({ ...(app.appProviderUuid as Wire), photo: value });

  it.for([
    [
      'the provider’s photo first',
      (a) => ({ ...a, appProviderUuid: photo(a, 'https://img.test/p.png'), appPhotoUrl: 'https://img.test/a.png' }),
    ],
    ['a blank provider photo: the app’s', (a) => ({ ...a, appProviderUuid: photo(a, '  '), appPhotoUrl: 'https://img.test/a.png' })],
    ['no provider: the main image', (a) => ({ ...a, appProviderUuid: null, appPhotoUrl: 'https://img.test/a.png' })],
    [
      'no main image: the appPhoto media',
      (a, medias) => ({
        ...a,
        appProviderUuid: null,
        appPhotoUrl: null,
        appPhoto: 'm2',
        appsMedias: medias(['m1', 'https://img.test/1.png'], ['m2', 'https://img.test/2.png']),
      }),
    ],
    [
      'a blank main image and an unknown appPhoto: the first media',
      (a, medias) => ({
        ...a,
        appProviderUuid: null,
        appPhotoUrl: ' ',
        appPhoto: 'mx',
        appsMedias: medias(['m1', 'https://img.test/1.png']),
      }),
    ],
    ['nothing at all', (a) => ({ ...a, appProviderUuid: null, appPhotoUrl: null, appsMedias: [] })],
    ['a media without an address', (a, medias) => ({ ...a, appProviderUuid: null, appPhotoUrl: null, appsMedias: medias(['m1', '']) })],
  ] satisfies [string, (app: Wire, medias: Medias) => Wire][])('apps: %s', async ([, change]) => {
    const answer = await oneApp(change);
    expect(firstAppPicture(answer)).toBe(screenAppPicture(answer));
    expect(inlined(firstAppPicture)(answer)).toBe(screenAppPicture(answer));
  });

  it('never answers an address that is not an absolute http(s) URL, nor for an answer that is not a list', () => {
    for (const photo of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.test/x.png', 'asset-123', ' ']) {
      expect(firstAppPicture({ apps: [{ appProviderUuid: { photo }, appPhotoUrl: photo }] })).toBeNull();
      expect(leiPicture([{ lei_photo: { String: photo, Valid: true } }])).toBeNull();
      expect(leiPicture({ lei_photo: { String: photo, Valid: true } })).toBeNull();
      expect(appGalleryPicture({ app: { appPhoto: 'm1', appsMedias: [{ appMediaUuid: 'm1', assetId: photo }] } })).toBeNull();
    }
    for (const answer of [
      null,
      undefined,
      42,
      'text',
      [],
      {},
      { apps: 'x' },
      { apps: [null] },
      [null],
      [{ lei_photo: null }],
      { app: 'x' },
    ]) {
      expect(firstAppPicture(answer)).toBeNull();
      expect(leiPicture(answer)).toBeNull();
      expect(appGalleryPicture(answer)).toBeNull();
    }
    expect(leiPicture([{ lei_photo: { String: 'https://img.test/l.png', Valid: false } }])).toBeNull();
  });

  it('in the demo, from its seed: the screen’s first card’s picture, and each seed record’s, in the default data, byte for byte (build/seedPictures.ts)', async () => {
    const seed = await seedPictures();
    // Every screen of FRAME_PICTURES has its pictures: a list's one, a record screen's one per seed record.
    expect(new Set(seed.pictures.map((picture) => picture.path))).toEqual(new Set(Object.keys(FRAME_PICTURES)));
    const lists = seed.pictures.filter((picture) => !picture.record);
    expect(lists.map((picture) => picture.path)).toEqual(['/apps/list', '/leis/incentivo']);
    expect(seed.pictures.filter((picture) => picture.path === '/app/view').length).toBeGreaterThan(3);
    expect(seed.pictures.filter((picture) => picture.path === '/leis/incentivo/view').length).toBeGreaterThan(3);
    const screens: Record<string, (answer: unknown) => string | null> = {
      '/apps/list': screenAppPicture,
      '/leis/incentivo': screenLeiPicture,
      '/app/view': screenGalleryPicture,
      '/leis/incentivo/view': screenLeiRecordPicture,
    };
    for (const picture of seed.pictures) {
      const call = EARLY_CALLS[FRAME_PICTURES[picture.path]!.call];
      const path = picture.record ? call.path.replace(`{${picture.record.param}}`, encodeURIComponent(picture.record.id)) : call.path;
      expect(picture.address, `${picture.path} ${picture.record?.id ?? ''}`).toBe(screens[picture.path]!(await earlyAnswer(path)));
      const served = await fetch(picture.address);
      expect(picture.contentType).toBe(served.headers.get('Content-Type'));
      expect(picture.bytes).toEqual(new Uint8Array(await served.arrayBuffer()));
    }
    // What the demo writes once its data are no longer the seed's, and the frame then shows no picture.
    expect(seed.dataKey).toBe(SNAPSHOT_KEY);
  });
});
