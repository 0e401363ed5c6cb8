/**
 * The demo's frame pictures and record texts, as its seed has them (build/demoFramePictures.ts writes them
 * into the demo's build): for each screen of src/framePictures.ts, its early call is asked of the mock
 * backend's own handlers, on the default seed, signed in as a demo account, and the screen's own `pick`
 * takes the picture from that answer; the backend answers its bytes. A card list's is its first card's; a
 * record screen's is asked for every record of the seed (the call for each one, `SEED_RECORDS`), keyed by
 * the record's id. Each screen of src/frameTexts.ts gets its records' texts so, by its own `pick` (and those of
 * the call that follows the record's answer, `and`, asked with the id that answer holds).
 * Nothing is copied from the backend: its order and its pictures are its own. (No answer depends on who
 * asks.)
 *
 * Runs at build time in Vite's module runner (build/appModules.ts), one module graph with the mocks, so that
 * the handlers and the data they read are the same.
 */
import { getResponse } from 'msw';
import { DEMO_ACCOUNTS, DEMO_BASE_URLS, SNAPSHOT_KEY, db, handlerList, issueToken, resetMockData } from '@portal-fiscal/mocks';
import { EARLY_CALLS, type EarlyCallDef } from '../src/earlyCallTable';
import { FRAME_PICTURES, type FramePictureDef } from '../src/framePictures';
import { FRAME_TEXTS, type FrameTextDef, type FrameTexts } from '../src/frameTexts';
import { EARLY_FOLLOW_UPS } from '../src/earlyFollowUps';
import { paths } from '../src/paths';

export interface SeedPicture {
  /** The screen's path (`/apps/list`, `/app/view`). */
  path: string;
  /** A record screen's: the record's id (the address's parameter that the early call names), else null. */
  record: { param: string; id: string } | null;
  /** The backend's address of the picture, which the screen's first card shows. */
  address: string;
  contentType: string;
  bytes: Uint8Array;
  logoMaxRatio: number | null;
}

/** A seed record's texts on its screen (src/frameTexts.ts). */
export interface SeedTexts {
  /** The screen's path (`/fornecedor/view`). */
  path: string;
  /** The record's id, and the address's parameter that the early call names. */
  record: { param: string; id: string };
  texts: FrameTexts;
}

export interface SeedPictures {
  /** Where the demo keeps its data once they differ from the seed (packages/mocks persistence.ts). */
  dataKey: string;
  pictures: SeedPicture[];
  texts: SeedTexts[];
}

/** The ids of the seed's records for each record screen of src/framePictures.ts, from the seed's own tables. */
const SEED_RECORDS: Readonly<Record<string, () => string[]>> = {
  [paths.appView]: () => db.apps.findMany().map((app) => app.appUuid),
  [paths.leiView]: () => db.leis.findMany().map((lei) => lei.lei_uuid),
  [paths.leiFacilitator]: () => db.leis.findMany().map((lei) => lei.lei_uuid),
  [paths.providerView]: () => db.providers.findMany().map((provider) => provider.uuid),
  [paths.adminProviderView]: () => db.providers.findMany().map((provider) => provider.uuid),
  [paths.adminProviderEdit]: () => db.providers.findMany().map((provider) => provider.uuid),
  [paths.productEdit]: () => db.apps.findMany().map((app) => app.appUuid),
};

/** The call for one record of the seed: its address, and the address's parameter it fills. */
function recordCalls(path: string, call: EarlyCallDef): { param: string; id: string; url: string }[] {
  const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const [param, ...more] = placeholders;
  const ids = SEED_RECORDS[path];
  if (call.query || !param || more.length || !ids)
    throw new Error(`${path}: a record's frame needs one record in its call and the seed's ids`);
  return ids().map((id) => ({ param, id, url: `${DEMO_BASE_URLS[call.base]}${call.path.replace(`{${param}}`, encodeURIComponent(id))}` }));
}

/** The texts of a call that follows a record's answer (src/frameTexts.ts `and`), asked with the id that answer holds. */
async function followingTexts(
  path: string,
  and: NonNullable<FrameTextDef['and']>,
  record: unknown,
  answer: (url: string) => Promise<Response>,
): Promise<FrameTexts | null> {
  const call: EarlyCallDef = EARLY_CALLS[and.call];
  const holders = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const [holder] = holders;
  if (call.query || holders.length !== 1 || !holder || !Object.hasOwn(EARLY_FOLLOW_UPS, holder))
    throw new Error(`${path}: the early call '${and.call}' does not follow another's answer`);
  const id = EARLY_FOLLOW_UPS[holder]!.pick(record);
  if (id === null) return null;
  return and.pick(await (await answer(`${DEMO_BASE_URLS[call.base]}${call.path.replace(`{${holder}}`, encodeURIComponent(id))}`)).json());
}

export async function seedPictures(): Promise<SeedPictures> {
  await resetMockData('default');
  const handlers = handlerList(DEMO_BASE_URLS, { portalOrigins: [] });
  const [first] = DEMO_ACCOUNTS;
  const account = first ? db.accounts.findFirst((q) => q.where({ email: first.email })) : undefined;
  if (!account) throw new Error('the demo seed has no demo account');
  const token = await issueToken(account);
  const answer = async (url: string) => {
    const response = await getResponse(handlers, new Request(url, { headers: { Authorization: `Bearer ${token}` } }));
    if (!response?.ok) throw new Error(`the demo's backend answered ${url} with ${response?.status ?? 'nothing'}`);
    return response;
  };
  const pictures: SeedPicture[] = [];
  const add = async (path: string, url: string, def: FramePictureDef, record: SeedPicture['record']) => {
    const address = def.pick(await (await answer(url)).json());
    // No picture in the seed's first card or record: the frame shows none either.
    if (address === null) return;
    const image = await answer(address);
    const contentType = image.headers.get('Content-Type') ?? '';
    if (!contentType.startsWith('image/')) throw new Error(`${path}: the picture (${address}) is not an image (${contentType})`);
    pictures.push({ path, record, address, contentType, bytes: new Uint8Array(await image.arrayBuffer()), logoMaxRatio: def.logoMaxRatio });
  };
  for (const [path, def] of Object.entries(FRAME_PICTURES)) {
    const call: EarlyCallDef = EARLY_CALLS[def.call];
    if (call.query) throw new Error(`${path}: the early call '${def.call}' has a query the build does not fill`);
    const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (!def.record) {
      if (placeholders.length) throw new Error(`${path}: the early call '${def.call}' needs values the build does not have`);
      await add(path, `${DEMO_BASE_URLS[call.base]}${call.path}`, def, null);
      continue;
    }
    for (const { param, id, url } of recordCalls(path, call)) await add(path, url, def, { param, id });
  }
  const texts: SeedTexts[] = [];
  for (const [path, def] of Object.entries(FRAME_TEXTS)) {
    for (const { param, id, url } of recordCalls(path, EARLY_CALLS[def.call])) {
      const record = await (await answer(url)).json();
      const picked = def.pick(record);
      if (!picked || !Object.keys(picked).length) continue;
      // The record's other texts, from the call that follows its answer, as the production script asks it.
      const more = def.and ? await followingTexts(path, def.and, record, answer) : null;
      texts.push({ path, record: { param, id }, texts: { ...picked, ...more } });
    }
  }
  return { dataKey: SNAPSHOT_KEY, pictures, texts };
}
