/**
 * The demo's card lists' first pictures, as its seed has them (build/demoFramePictures.ts writes them into
 * the demo's build): for each list of src/framePictures.ts, the list's early call is asked of the mock
 * backend's own handlers, on the default seed, signed in as a demo account; the list's own `pick` takes the
 * first card's picture from that answer, and the backend answers its bytes. Nothing is copied from the
 * backend: its order and its pictures are its own. (Neither list depends on who asks.)
 *
 * Runs at build time in Vite's module runner (build/appModules.ts), one module graph with the mocks, so that
 * the handlers and the data they read are the same.
 */
import { getResponse } from 'msw';
import { DEMO_ACCOUNTS, DEMO_BASE_URLS, SNAPSHOT_KEY, db, handlerList, issueToken, resetMockData } from '@portal-fiscal/mocks';
import { EARLY_CALLS, type EarlyCallDef } from '../src/earlyCallTable';
import { FRAME_PICTURES } from '../src/framePictures';

export interface SeedPicture {
  /** The list's path (`/apps/list`). */
  path: string;
  /** The backend's address of the picture, which the screen's first card shows. */
  address: string;
  contentType: string;
  bytes: Uint8Array;
  logoMaxRatio: number | null;
}

export interface SeedPictures {
  /** Where the demo keeps its data once they differ from the seed (packages/mocks persistence.ts). */
  dataKey: string;
  pictures: SeedPicture[];
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
  for (const [path, { call, pick, logoMaxRatio, record }] of Object.entries(FRAME_PICTURES)) {
    // A record's picture depends on the record the address names, which the build does not know.
    if (record) continue;
    const def: EarlyCallDef = EARLY_CALLS[call];
    if (def.query || def.path.includes('{')) throw new Error(`${path}: the early call '${call}' needs values the build does not have`);
    const address = pick(await (await answer(`${DEMO_BASE_URLS[def.base]}${def.path}`)).json());
    // No picture in the seed's first card: the frame shows none either.
    if (address === null) continue;
    const image = await answer(address);
    const contentType = image.headers.get('Content-Type') ?? '';
    if (!contentType.startsWith('image/')) throw new Error(`${path}: the first picture (${address}) is not an image (${contentType})`);
    pictures.push({ path, address, contentType, bytes: new Uint8Array(await image.arrayBuffer()), logoMaxRatio });
  }
  return { dataKey: SNAPSHOT_KEY, pictures };
}
