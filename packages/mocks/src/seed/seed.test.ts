import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ROLE_NAMES } from '@portal-fiscal/api-client';
import { clearDb, db } from '../db';
import * as schemas from '../db/schemas';
import { SEED_NOW_ISO } from '../config';
import { SeedImage } from '../images';
import { resetMockData } from '../data';
import { seedAccounts } from './accounts';
import { LARGE_SEED } from './variants';
import { PEOPLE } from './content/people';
import { DEMO_PASSWORD } from '../accounts';
import { verifyPassword } from '../lib/passwords';
import { createSeed, loadSeed, TABLE_ORDER, type SeedData } from './index';

const seed = createSeed();
const large = createSeed(LARGE_SEED);
const TABLE_SCHEMAS = {
  accounts: schemas.AccountRecordSchema,
  providerTypes: schemas.ProviderTypeRecordSchema,
  providers: schemas.ProviderRecordSchema,
  categories: schemas.CategoryRecordSchema,
  subcategories: schemas.SubcategoryRecordSchema,
  tags: schemas.TagRecordSchema,
  apps: schemas.AppRecordSchema,
  appMedias: schemas.AppMediaRecordSchema,
  categoryRelationships: schemas.CategoryRelationshipRecordSchema,
  mainFunctionalities: schemas.MainFunctionalityRecordSchema,
  ratings: schemas.RatingRecordSchema,
  leis: schemas.LeiRecordSchema,
  shortcuts: schemas.ShortcutRecordSchema,
  assets: schemas.AssetRecordSchema,
  newsPosts: schemas.NewsPostRecordSchema,
  indicators: schemas.IndicatorRecordSchema,
  taxCounter: schemas.TaxCounterRecordSchema,
  weather: schemas.WeatherRecordSchema,
  passwordResetTokens: schemas.PasswordResetTokenRecordSchema,
  outbox: schemas.OutboxRecordSchema,
} as const;
const blobTexts = (data: SeedData) =>
  Promise.all(
    data.assets.map((a) =>
      a.blob instanceof Blob ? a.blob.text() : new TextDecoder().decode(a.blob instanceof SeedImage ? a.blob.bytes : a.blob),
    ),
  );
/** A hash of the seed as JSON and of its images' bytes: any change to what the seed holds changes it. */
const fingerprint = (data: SeedData) => {
  const hash = createHash('sha256').update(JSON.stringify(data));
  for (const a of data.assets) hash.update(a.blob instanceof SeedImage ? a.blob.bytes : String(a.blob));
  return hash.digest('hex');
};
const uniq = <T>(list: readonly T[]) => new Set(list).size === list.length;

describe('createSeed', () => {
  afterAll(() => clearDb());

  // Pinned: a change to the seeded data changes these (then bump SEED_VERSION and pin the new ones);
  // a change to how createSeed is written must not.
  it('seeds the very same data, to the byte: the default, empty and large variants', () => {
    expect(fingerprint(seed)).toBe('bf978831f63632ba4831c82c2060c7a51f631612a8ce8472288fe69f7d8f7489');
    expect(fingerprint(createSeed({ variant: 'empty' }))).toBe('71af6350413e25ff45aa3937275e19826effe949967ff520e9cdfc11f01638a7');
    expect(fingerprint(large)).toBe('563ec7cfee7c50c73c5d7abee626faa5a66a41ff26a0b0e8974da892880050e4');
  });

  it('is deterministic: two calls are deep-equal, images included', async () => {
    const again = createSeed();
    expect(again).toEqual(seed);
    expect(await blobTexts(again)).toEqual(await blobTexts(seed));
  });

  it("stores each seeded account's password as a precomputed hash of the demo password, one salt each (the large scenario's copies share their original's)", async () => {
    expect(large.accounts.length).toBeGreaterThan(seed.accounts.length);
    for (const account of large.accounts) expect(Object.keys(account)).not.toContain('password');
    const hashes = seed.accounts.map((a) => a.passwordHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) await expect(verifyPassword(DEMO_PASSWORD, hash)).resolves.toBe(true);
    await expect(verifyPassword('demo12345', hashes[0] ?? '')).resolves.toBe(false);
    expect(new Set(large.accounts.map((a) => a.passwordHash))).toEqual(new Set(hashes));
  }, 60_000);

  it('meets the minimum counts', () => {
    expect(seed.providers.length).toBeGreaterThanOrEqual(12);
    expect(seed.providers.some((p) => p.providerStatus === 'INATIVO')).toBe(true);
    expect(new Set(seed.providers.map((p) => p.provider_type_uuid)).size).toBeGreaterThanOrEqual(5);
    expect(seed.apps.length).toBeGreaterThanOrEqual(40);
    expect(seed.leis.length).toBeGreaterThanOrEqual(24);
    expect(seed.accounts.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seed.accounts.map((a) => a.role))).toEqual(new Set(ROLE_NAMES));
    expect(seed.newsPosts.length).toBeGreaterThanOrEqual(10);
    expect(seed.newsPosts.some((p) => p.title.length > 50)).toBe(true);
    expect(seed.categories.length).toBeGreaterThanOrEqual(6);
    expect(seed.shortcuts.length).toBeGreaterThan(0);
    expect(seed.indicators.map((i) => i.name).sort()).toEqual(['eur', 'selic', 'usd']);
    expect(seed.taxCounter).toHaveLength(1);
    expect(seed.weather[0]?.name).toBe('São Paulo');
  });

  it('every row fits its table schema, and IS its schema output (the tables store the rows as they are)', () => {
    // loadSeed stores the seed's own objects (db/index.ts, insertRecords): a schema that transformed a
    // row (a default, a trim, a key left out) would store something else than `create` does.
    // The large seed's copies come out of the same code as the default's rows: one row in 7 of them.
    for (const [data, stride] of [
      [seed, 1],
      [createSeed({ variant: 'empty' }), 1],
      [large, 7],
    ] as const) {
      for (const table of TABLE_ORDER) {
        for (const row of data[table].filter((_row, i) => i % stride === 0)) {
          const result = v.safeParse(TABLE_SCHEMAS[table], row);
          expect(result.issues, `${table}: ${JSON.stringify(result.issues?.[0]?.message)}`).toBeUndefined();
          if (!result.success || JSON.stringify(result.output) === JSON.stringify(row)) continue;
          expect(result.output, table).toEqual(row);
        }
      }
    }
  });

  it('keeps the four demo accounts exactly and the other rules of accounts', () => {
    expect(seed.accounts.slice(0, 4)).toEqual(seedAccounts());
    expect(uniq(seed.accounts.map((a) => a.id))).toBe(true);
    expect(uniq(seed.accounts.map((a) => a.uuid))).toBe(true);
    expect(uniq(seed.accounts.map((a) => a.email))).toBe(true);
    expect(seed.accounts.filter((a) => a.id < 100).length).toBeLessThan(10);
    expect(seed.accounts.find((a) => a.name === 'Helena Prado')?.creationSource).toBe('google');
    expect(seed.accounts.find((a) => a.name === 'Igor Fernandes')?.creationSource).toBe('linkedin');
    const providerUuids = new Set(seed.providers.map((p) => p.uuid));
    for (const account of seed.accounts) if (account.appProviderUuid) expect(providerUuids.has(account.appProviderUuid)).toBe(true);
  });

  it('links apps to existing providers, categories, tags, media and assets', () => {
    const ids = (list: readonly { [k: string]: unknown }[], key: string) => new Set(list.map((r) => r[key]));
    const providers = ids(seed.providers, 'uuid');
    const categories = ids(seed.categories, 'appCategoriesUuid');
    const subcategories = ids(seed.subcategories, 'appSubCategoryUuid');
    const tags = ids(seed.tags, 'tagUuid');
    const assets = ids(seed.assets, 'assetId');
    const apps = ids(seed.apps, 'appUuid');
    expect(uniq(seed.apps.map((a) => a.appUuid))).toBe(true);
    expect(uniq(seed.assets.map((a) => a.assetId))).toBe(true);
    expect(uniq(seed.mainFunctionalities.map((m) => m.id))).toBe(true);
    for (const app of seed.apps) {
      expect(providers.has(app.appProviderUuid)).toBe(true);
      expect(categories.has(app.appCategoryUuid)).toBe(true);
      expect(subcategories.has(app.subCategoryUuid)).toBe(true);
      for (const tag of app.tagUuids) expect(tags.has(tag)).toBe(true);
      const medias = seed.appMedias.filter((m) => m.appUuid === app.appUuid);
      expect(medias.length).toBeGreaterThanOrEqual(1);
      expect(medias.length).toBeLessThanOrEqual(5);
      expect(medias.map((m) => m.appMediaUuid)).toContain(app.appPhoto);
      expect(seed.mainFunctionalities.filter((m) => m.appUuid === app.appUuid).length).toBeGreaterThanOrEqual(3);
      expect((JSON.parse(app.integrations) as string[]).length).toBeGreaterThanOrEqual(1);
      expect(app.website).toMatch(/^https:\/\//);
      const relationship = seed.categoryRelationships.find((r) => r.appUuid === app.appUuid);
      expect(relationship?.appCategoriesUuid).toBe(app.appCategoryUuid);
      const stars = seed.ratings.filter((r) => r.appUuid === app.appUuid).map((r) => r.stars ?? 0);
      expect(app.rating).toBe(stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 100) / 100 : null);
    }
    for (const media of seed.appMedias) expect(assets.has(media.assetId)).toBe(true);
    for (const rating of seed.ratings) {
      expect(apps.has(rating.appUuid)).toBe(true);
      expect(seed.accounts.some((a) => a.uuid === rating.accountUuid)).toBe(true);
      expect(rating.comment).toBeTruthy();
      expect(rating.createdAt <= SEED_NOW_ISO).toBe(true);
    }
    expect(seed.apps.filter((a) => a.appProviderUuid === 'prov-0001-contabil-norte').length).toBeGreaterThanOrEqual(3);
    expect(seed.apps.some((a) => a.rating === null)).toBe(true);
  });

  it('every image reference is a seeded asset (no network)', () => {
    const assets = new Set(seed.assets.map((a) => a.assetId));
    const refs = [
      ...seed.providers.map((p) => p.photo),
      ...seed.accounts.map((a) => a.profilePicture),
      ...seed.leis.flatMap((l) => [l.lei_photo, l.facilitador_photo]),
      ...seed.shortcuts.map((s) => s.asset_id),
      ...seed.newsPosts.map((n) => n.feature_image),
    ].filter((r): r is string => !!r);
    for (const ref of refs) expect(assets.has(ref), ref).toBe(true);
    for (const a of seed.assets) expect(a.contentType).toBe('image/svg+xml');
  });

  it('leis carry HTML objectives (one with a script to sanitise) and a facilitator with phone', () => {
    expect(seed.leis.filter((l) => /<p>/.test(l.objetivo ?? '')).length).toBe(seed.leis.length);
    expect(seed.leis.some((l) => /<ul>/.test(l.objetivo ?? ''))).toBe(true);
    expect(seed.leis.some((l) => /<script>/.test(l.objetivo ?? '') && /onerror=/.test(l.objetivo ?? ''))).toBe(true);
    const providers = new Map(seed.providers.map((p) => [p.uuid, p]));
    for (const lei of seed.leis) {
      expect(providers.has(lei.app_provider ?? '')).toBe(true);
      expect(lei.facilitador_name).toBe(providers.get(lei.facilitador ?? '')?.name);
      expect(lei.phone).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
      expect(lei.investimento).toBeGreaterThan(0);
      expect(lei.imposto).toMatch(/IR|ICMS|ISS/);
    }
    const impostos = new Set(seed.leis.flatMap((l) => (l.imposto ?? '').split(', ')));
    expect([...impostos]).toEqual(expect.arrayContaining(['IR', 'ICMS', 'ISS']));
  });

  it('keeps shortcuts within five per account and news before "now"', () => {
    const perAccount = new Map<string, number>();
    for (const s of seed.shortcuts) perAccount.set(s.accountUuid, (perAccount.get(s.accountUuid) ?? 0) + 1);
    for (const [account, count] of perAccount) {
      expect(count, account).toBeLessThanOrEqual(2);
      expect(seed.accounts.some((a) => a.uuid === account)).toBe(true);
    }
    for (const post of seed.newsPosts) expect(post.published_at < SEED_NOW_ISO).toBe(true);
    const dates = seed.newsPosts.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the empty variant has only the demo accounts and the dashboard values', () => {
    const empty = createSeed({ variant: 'empty' });
    expect(empty.accounts).toEqual(seedAccounts());
    for (const table of ['apps', 'providers', 'leis', 'newsPosts', 'shortcuts', 'ratings', 'categories', 'assets'] as const) {
      expect(empty[table], table).toHaveLength(0);
    }
    expect(empty.taxCounter).toHaveLength(1);
  });

  it('scales to a large catalogue with unique ids', () => {
    const big = createSeed({ appCount: 500 });
    expect(big.apps).toHaveLength(500);
    expect(uniq(big.apps.map((a) => a.appUuid))).toBe(true);
    expect(uniq(big.appMedias.map((m) => m.appMediaUuid))).toBe(true);
    expect(big.assets.length).toBe(seed.assets.length);
  });

  it('repeats the curated people up to accountCount, numbered, sharing their avatars; the demo accounts stay', () => {
    const many = createSeed({ accountCount: 1_000 });
    expect(many.accounts).toHaveLength(1_000);
    expect(many.accounts.slice(0, 4)).toEqual(seedAccounts());
    expect(many.accounts.slice(0, seed.accounts.length)).toEqual(seed.accounts);
    expect(uniq(many.accounts.map((a) => a.id))).toBe(true);
    expect(uniq(many.accounts.map((a) => a.uuid))).toBe(true);
    expect(uniq(many.accounts.map((a) => a.email))).toBe(true);
    const copies = many.accounts.slice(seed.accounts.length);
    expect(copies.every((a) => a.id > 1000)).toBe(true);
    const first = PEOPLE[0]!;
    expect(copies[0]).toMatchObject({ id: 1001, uuid: `acc-1001-${first.slug}-2`, name: `${first.name} 2`, role: first.role });
    expect(copies[0]!.email).toBe(first.email.replace('@', '.2@'));
    const last = many.accounts.at(-1)!;
    expect(last.name).toMatch(/ \d+$/);
    // Every picture is a seeded asset, the curated person's: no image per copy.
    const assets = new Set(many.assets.map((a) => a.assetId));
    for (const account of copies) expect(assets.has(account.profilePicture), account.uuid).toBe(true);
    expect(copies[0]!.profilePicture).toBe(many.accounts.find((a) => a.name === first.name)?.profilePicture);
    expect(many.assets.length).toBe(seed.assets.length);
    // Deterministic, and the rest of the data is the default's apps with more raters.
    expect(createSeed({ accountCount: 1_000 })).toEqual(many);
    expect(many.apps.map((a) => a.appUuid)).toEqual(seed.apps.map((a) => a.appUuid));
    expect(many.ratings.some((r) => copies.some((a) => a.uuid === r.accountUuid))).toBe(true);
    for (const rating of many.ratings) expect(many.accounts.find((a) => a.uuid === rating.accountUuid)?.accountsStatus).toBe('ATIVO');
    // Fewer than the curated ones adds nothing and removes nothing.
    expect(createSeed({ accountCount: 3 })).toEqual(seed);
  });

  it('the large seed: 10,000 apps, 1,000 accounts, 1,000 leis, distinct raters per app', () => {
    expect(large.apps).toHaveLength(10_000);
    expect(large.accounts).toHaveLength(1_000);
    expect(large.leis).toHaveLength(1_000);
    expect(uniq(large.leis.map((l) => l.lei_uuid))).toBe(true);
    // The curated leis come first, unchanged; the copies are numbered and share their photo.
    expect(large.leis.slice(0, seed.leis.length)).toEqual(seed.leis);
    expect(large.leis[seed.leis.length]!.title).toBe(`${seed.leis[0]!.title} 2`);
    expect(large.leis[seed.leis.length]!.lei_photo).toBe(seed.leis[0]!.lei_photo);
    expect(uniq(large.mainFunctionalities.map((m) => m.id))).toBe(true);
    expect(uniq(large.ratings.map((r) => r.appRatingUuid))).toBe(true);
    const raters = new Map<string, Set<string>>();
    for (const r of large.ratings) {
      const set = raters.get(r.appUuid) ?? new Set();
      expect(set.has(r.accountUuid ?? ''), r.appRatingUuid).toBe(false);
      set.add(r.accountUuid ?? '');
      raters.set(r.appUuid, set);
    }
  });

  it('loaded rows are frozen under Node: a change in place throws instead of leaking into the next reset', async () => {
    clearDb();
    await resetMockData('default');
    const app = db.apps.all()[0]!;
    expect(Object.isFrozen(app)).toBe(true);
    expect(Object.isFrozen(app.tagUuids)).toBe(true);
    expect(() => {
      (app as { name: string }).name = 'Mudado';
    }).toThrow(TypeError);
    await db.apps.update((q) => q.where({ appUuid: app.appUuid }), { data: (a) => void (a.name = 'Mudado') });
    expect(db.apps.all()[0]?.name).toBe('Mudado');
    expect(app.name).not.toBe('Mudado');
  });

  it('loads into the database, and resetMockData awaits every create', async () => {
    clearDb();
    await loadSeed(db, seed);
    for (const table of TABLE_ORDER) expect(db[table].count(), table).toBe(seed[table].length);
    await resetMockData('empty');
    expect(db.accounts.count()).toBe(4);
    expect(db.apps.count()).toBe(0);
    const began = performance.now();
    await resetMockData('default');
    const ms = performance.now() - began;
    expect(db.apps.count()).toBe(seed.apps.length);
    expect(db.assets.count()).toBe(seed.assets.length);
    // The browser budget is 300 ms; node on a shared machine gets some slack.
    expect(ms).toBeLessThan(600);
  });
});
