import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AppOneWireSchema, LeiWireSchema, ProviderWireSchema, appFromWire, leiFromWire, providerFromWire } from '@portal-fiscal/api-client';
import { DEMO_BASE_URLS, db, issueToken, setScenario, type ScenarioName } from '@portal-fiscal/mocks';
import { createMockServer } from '@portal-fiscal/mocks/node';
import { EARLY_CALLS } from './earlyCallTable';
import { FRAME_TEXTS, facilitatorAboutTexts, leiFacilitatorTexts, productTexts, providerTexts, type FrameTexts } from './frameTexts';
import { EARLY_FOLLOW_UPS } from './earlyFollowUps';
import { splitValues } from './features/leis/leiFilters';
import { routeEarlyCalls, routeForPath } from './routes';

/**
 * The frame's texts never lie: each `pick` answers what the screen shows of the record (the contract's
 * parse, then the page's choice), over the mock backend's own answers in every data scenario and over
 * crafted answers; and it still does so as the source the build inlines (self-contained).
 */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** The early call's answer, as the page's script receives it. */
async function earlyAnswer(base: keyof typeof DEMO_BASE_URLS, path: string): Promise<unknown> {
  const admin = db.accounts.findFirst((q) => q.where({ email: 'admin@portalfiscal.demo' }));
  if (!admin) throw new Error('seed has no admin@portalfiscal.demo');
  const response = await fetch(`${DEMO_BASE_URLS[base]}${path}`, { headers: { Authorization: `Bearer ${await issueToken(admin)}` } });
  expect(response.status).toBe(200);
  return response.json();
}

/** The provider's pages: its name, and its description unless blank (the page then says 'Sem descrição'). */
const screenProviderTexts = (answer: unknown): FrameTexts => {
  const provider = providerFromWire(v.parse(ProviderWireSchema, answer));
  const texts: FrameTexts = {};
  if (provider.name.trim()) texts.name = provider.name;
  if (provider.description?.trim()) texts.description = provider.description;
  // The administration's view shows the type's name too.
  if (provider.providerTypeName?.trim()) texts.type = provider.providerTypeName;
  return texts;
};

/** The product edit form: the app's name, and its description unless blank (the form then starts empty). */
const screenProductTexts = (answer: unknown): FrameTexts => {
  const app = appFromWire(v.parse(AppOneWireSchema, answer).app);
  const texts: FrameTexts = {};
  if (app.name.trim()) texts.name = app.name;
  if (app.description?.trim()) texts.description = app.description;
  return texts;
};

/**
 * The facilitator page's header (FacilitatorPage.tsx): nothing for a lei without a facilitator; the trail's
 * lei title, the facilitator's name, the tags, the subtitle (none: an empty text, as the page then shows
 * none) and the phone, each as the page shows it.
 */
const screenLeiFacilitatorTexts = (answer: unknown): FrameTexts | null => {
  const lei = leiFromWire(v.parse(LeiWireSchema, answer));
  if (!lei.facilitador) return null;
  const texts: FrameTexts = {};
  const title = lei.title ?? lei.titleSmall;
  if (title?.trim()) texts.title = title;
  if (lei.facilitadorName?.trim()) texts.name = lei.facilitadorName;
  const tags = splitValues(lei.tag);
  // The frame writes one tag a line: a tag with a line break in it is left to the screen.
  if (!tags.some((tag) => tag.includes('\n'))) texts.tags = tags.join('\n');
  if (!lei.subtitle) texts.subtitle = '';
  else if (lei.subtitle.trim()) texts.subtitle = lei.subtitle;
  if (lei.phone?.trim()) texts.phone = lei.phone;
  return texts;
};

/** Its 'Informações sobre o Facilitador': the provider's description, trimmed, unless it has none. */
const screenFacilitatorAboutTexts = (answer: unknown): FrameTexts => {
  const description = providerFromWire(v.parse(ProviderWireSchema, answer)).description?.trim();
  return description ? { description } : {};
};

/** The source the build inlines, made into a function again with nothing around it. */
const inlined = (pick: (answer: unknown) => FrameTexts | null) => new Function(`return (${String(pick)})`)() as typeof pick;

/**
 * Each kind of record whose texts a frame shows: the seed's ids, its early call, its pick, the screen's own
 * rule, and how many records of a table are asked for at most.
 */
const RECORDS = {
  provider: {
    ids: () => db.providers.findMany(undefined, { orderBy: { name: 'asc' } }).map((provider) => provider.uuid),
    call: EARLY_CALLS.provider,
    pick: providerTexts,
    screen: screenProviderTexts,
    // Each answer carries the provider's apps in full: 200-270 ms in the large data.
    sample: 8,
  },
  product: {
    ids: () => db.apps.findMany(undefined, { orderBy: { name: 'asc' } }).map((app) => app.appUuid),
    call: EARLY_CALLS.product,
    pick: productTexts,
    screen: screenProductTexts,
    sample: 20,
  },
};
type RecordKind = keyof typeof RECORDS;

describe('the frame’s texts of a record', () => {
  it('come only from the call for the record the route opens, one of its own early calls', () => {
    expect(Object.keys(FRAME_TEXTS).length).toBeGreaterThan(0);
    for (const [path, def] of Object.entries(FRAME_TEXTS)) {
      const route = routeForPath(path);
      expect(route?.record, path).toBeDefined();
      expect(routeEarlyCalls(route!), path).toContain(def.call);
      expect(EARLY_CALLS[def.call].path, path).toContain(`{${route!.record}}`);
    }
  });

  it.for(
    (['default', 'large'] satisfies ScenarioName[]).flatMap((scenario) =>
      (Object.keys(RECORDS) as RecordKind[]).map((kind): [RecordKind, ScenarioName] => [kind, scenario]),
    ),
  )(
    'are what the %s’s screen shows, for records across the %s data',
    // The large data's providers take about 2.5 s here, twice that when the machine is busy.
    { timeout: 15_000 },
    async ([kind, scenario]) => {
      await setScenario(scenario);
      const { ids, call, pick, screen, sample } = RECORDS[kind];
      // The records from the data itself (a list's answer would carry too much in the large data): every
      // one, or one in every few across the whole table.
      const all = ids();
      expect(all.length).toBeGreaterThan(3);
      const step = Math.ceil(all.length / sample);
      let described = 0;
      for (const id of all.filter((_, i) => i % step === 0)) {
        const answer = await earlyAnswer('apiNode', call.path.replace('{id}', encodeURIComponent(id)));
        for (const picked of [pick, inlined(pick)]) expect(picked(answer), id).toEqual(screen(answer));
        if (pick(answer)?.description) described++;
      }
      // The seeds' records do have descriptions: the comparison above is not one of empty records.
      expect(described).toBeGreaterThan(3);
      await setScenario('default');
    },
  );

  it.for([
    ['a description with line breaks and spaces around, as it came', { description: '  Linha 1\nLinha 2  ' }],
    ['a blank description', { description: '   ' }],
    ['the create form’s dash', { description: '-' }],
    ['a dash with spaces (a text the page shows)', { description: ' - ' }],
    ['no description', { description: null }],
    ['a blank name', { name: '  ' }],
    ['markup, which is text', { name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }],
    ['no type', { providerTypeUuid: null }],
    ['a type without a name', { providerTypeUuid: { providerTypeUuid: 't1', name: ' ' } }],
  ] satisfies [string, Record<string, unknown>][])('a provider: %s', async ([, change]) => {
    const answer = { ...((await earlyAnswer('apiNode', '/app-providers/prov-0001-contabil-norte')) as object), ...change };
    expect(providerTexts(answer)).toEqual(screenProviderTexts(answer));
    expect(inlined(providerTexts)(answer)).toEqual(screenProviderTexts(answer));
  });

  it.for([
    ['a description with line breaks and spaces around, as it came', { description: '  Linha 1\nLinha 2  ' }],
    ['a blank description', { description: '   ' }],
    ['a dash (a text the form starts from)', { description: '-' }],
    ['no description', { description: null }],
    ['a blank name', { name: '  ' }],
    ['markup, which is text', { name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' }],
  ] satisfies [string, Record<string, unknown>][])('an app: %s', async ([, change]) => {
    const [id] = RECORDS.product.ids();
    const stored = (await earlyAnswer('apiNode', EARLY_CALLS.product.path.replace('{id}', encodeURIComponent(id!)))) as { app: object };
    const answer = { ...stored, app: { ...stored.app, ...change } };
    expect(productTexts(answer)).toEqual(screenProductTexts(answer));
    expect(inlined(productTexts)(answer)).toEqual(screenProductTexts(answer));
  });

  it('on the facilitator page, are what the page shows of each lei of the seed and of its facilitator', async () => {
    let facilitated = 0;
    let described = 0;
    const def = FRAME_TEXTS['/leis/incentivo/facilitador'];
    expect(def?.call).toBe('leiById');
    expect(def?.and?.call).toBe('facilitatorProvider');
    for (const lei of db.leis.findMany()) {
      const answer = await earlyAnswer('server', EARLY_CALLS.leiById.path.replace('{id}', encodeURIComponent(lei.lei_uuid)));
      for (const picked of [leiFacilitatorTexts, inlined(leiFacilitatorTexts)])
        expect(picked(answer), lei.lei_uuid).toEqual(screenLeiFacilitatorTexts(answer));
      // The provider the script asks for next: the one the lei names (src/earlyFollowUps.ts).
      const id = EARLY_FOLLOW_UPS.facilitador!.pick(answer);
      if (id === null) continue;
      facilitated++;
      const provider = await earlyAnswer('apiNode', EARLY_CALLS.facilitatorProvider.path.replace('{facilitador}', encodeURIComponent(id)));
      for (const picked of [facilitatorAboutTexts, inlined(facilitatorAboutTexts)])
        expect(picked(provider), id).toEqual(screenFacilitatorAboutTexts(provider));
      if (facilitatorAboutTexts(provider)?.description) described++;
    }
    // Not a comparison of empty records: the seed's leis have facilitators, and they have descriptions.
    expect(facilitated).toBeGreaterThan(3);
    expect(described).toBeGreaterThan(3);
  });

  it.for([
    ['no title: the short title', { title: { String: '', Valid: false }, title_small: { String: 'Rouanet', Valid: true } }],
    ['a blank title', { title: { String: '  ', Valid: true } }],
    ['no subtitle', { subtitle: { String: '', Valid: false } }],
    ['an empty subtitle', { subtitle: { String: '', Valid: true } }],
    ['a blank subtitle (a text the page shows)', { subtitle: { String: '  ', Valid: true } }],
    ['tags with repeats, spaces and empties', { tag: { String: ' Cultura, ,Educação,Cultura ', Valid: true } }],
    ['no tags', { tag: { String: '', Valid: false } }],
    ['a tag with a line break in it (no tags in the frame)', { tag: { String: 'Cul\ntura, Educação', Valid: true } }],
    ['no name', { facilitador_name: { String: '', Valid: false } }],
    ['no phone', { phone: { String: '', Valid: false } }],
    ['no facilitator', { facilitador: { String: '', Valid: false } }],
    ['an empty facilitator', { facilitador: { String: '', Valid: true } }],
    [
      'markup, which is text',
      { facilitador_name: { String: '<img src=x onerror=alert(1)>', Valid: true }, tag: { String: '<b>x</b>', Valid: true } },
    ],
  ] satisfies [string, Record<string, unknown>][])('a facilitator’s lei: %s', async ([, change]) => {
    const answer = { ...((await earlyAnswer('server', '/lei/lei-0001-orquestra-reconcavo')) as object), ...change };
    expect(leiFacilitatorTexts(answer)).toEqual(screenLeiFacilitatorTexts(answer));
    expect(inlined(leiFacilitatorTexts)(answer)).toEqual(screenLeiFacilitatorTexts(answer));
  });

  it.for([
    ['a description with spaces around', { description: '  Linha 1\nLinha 2  ' }],
    ['a blank description', { description: '   ' }],
    ['the create form’s dash', { description: '-' }],
    ['a dash with spaces (a text the page shows, trimmed)', { description: ' - ' }],
    ['no description', { description: null }],
  ] satisfies [string, Record<string, unknown>][])('a facilitator’s provider: %s', async ([, change]) => {
    const answer = { ...((await earlyAnswer('apiNode', '/app-providers/prov-0001-contabil-norte')) as object), ...change };
    expect(facilitatorAboutTexts(answer)).toEqual(screenFacilitatorAboutTexts(answer));
    expect(inlined(facilitatorAboutTexts)(answer)).toEqual(screenFacilitatorAboutTexts(answer));
  });

  it('answers nothing for an answer that is not a record', () => {
    for (const answer of [null, undefined, 'texto', 42, [], [{ name: 'x' }]]) {
      expect(leiFacilitatorTexts(answer), String(answer)).toBeNull();
      expect(facilitatorAboutTexts(answer), String(answer)).toBeNull();
    }
    expect(leiFacilitatorTexts({ facilitador: 'prov-1', facilitador_name: 'x' })).toBeNull();
    expect(
      leiFacilitatorTexts({ facilitador: { String: 'p', Valid: true }, title: 'x', facilitador_name: { String: 42, Valid: true } }),
    ).toEqual({
      tags: '',
      subtitle: '',
    });
    for (const answer of [null, undefined, 'texto', 42, [], [{ name: 'x' }]]) {
      expect(providerTexts(answer), String(answer)).toBeNull();
      expect(productTexts(answer), String(answer)).toBeNull();
      expect(productTexts({ message: 'ok', app: answer }), String(answer)).toBeNull();
    }
    expect(providerTexts({ name: 42, description: { length: 3 } })).toEqual({});
    expect(productTexts({ app: { name: 42, description: { length: 3 } } })).toEqual({});
  });
});
