import * as v from 'valibot';
import {
  canAdoptRecords,
  insertRecords,
  recordKey,
  setRecordKeys,
  settleKeys,
  TABLE_SCHEMAS,
  type MockDb,
  type TableName,
  type TableRow,
} from '../db';
import { SEED_NOW_ISO } from '../config';
import { seededRandom } from '../lib/random';
import { appScreenshotSvg, avatarSvg, leiPhotoSvg, newsImageSvg, providerLogoSvg, shortcutIconSvg, SeedImage, SVG_MIME } from '../images';
import { seedAccounts, seedPasswordHash } from './accounts';
import { APPS, type AppContent } from './content/apps';
import { CATEGORIES, PROVIDERS, PROVIDER_TYPES } from './content/catalog';
import { INDICATORS, NEWS, SHORTCUTS, TAX_COUNTER, WEATHER } from './content/dashboard';
import { LEIS } from './content/leis';
import { PEOPLE, RATING_COMMENTS } from './content/people';
import { timeSlices, whenIdle } from '../lib/slices';

/** The values `db[table].create()` accepts, per table. */
export type SeedRow<K extends TableName> = TableRow<K>;
/** Every table's rows: what `createSeed()` returns and `loadSeed()` inserts. */
export type SeedData = { [K in TableName]: Array<SeedRow<K>> };

export interface SeedOptions {
  /**
   * Total number of apps (default: the 45 curated ones). Above that, the curated apps are repeated
   * with a numbered suffix, sharing their images: the benchmark's 10,000-app catalogue.
   */
  appCount?: number;
  /**
   * Total number of accounts, the four demo ones included (default, and minimum: the demo accounts and
   * the curated people). Above that, the curated people are repeated with a numbered name, e-mail and
   * uuid (`Eduardo Nascimento 2`, `eduardo.nascimento.2@portalfiscal.demo`), sharing their avatar: the
   * `large` scenario's 1,000 accounts. The four demo accounts stay exactly as they are.
   */
  accountCount?: number;
  /**
   * Total number of leis (default: the curated ones). Above that, the curated leis are repeated with a
   * numbered title and uuid (`Orquestra Jovem do Recôncavo 2`, `lei-0027-orquestra-reconcavo-2`), sharing
   * their photo: the `large` scenario's catalogue of incentive laws.
   */
  leiCount?: number;
  /** `empty` keeps only the four demo accounts and the dashboard's single values. */
  variant?: 'default' | 'empty';
}

const NOW = Date.parse(SEED_NOW_ISO);
const DAY = 24 * 60 * 60 * 1000;
/** ISO text of a time; dates are cached per day (the 10,000-app catalogue formats ~100k times). */
const isoDays = new Map<number, string>();
const two = (n: number) => (n < 10 ? `0${n}` : String(n));
function iso(ms: number): string {
  const day = Math.floor(ms / DAY);
  let date = isoDays.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    isoDays.set(day, date);
  }
  const rest = ms - day * DAY;
  const h = Math.floor(rest / 3_600_000);
  const m = Math.floor((rest % 3_600_000) / 60_000);
  const sec = Math.floor((rest % 60_000) / 1000);
  const milli = rest % 1000;
  return `${date}T${two(h)}:${two(m)}:${two(sec)}.${String(milli).padStart(3, '0')}Z`;
}
const pad = (n: number, width = 4): string => String(n).padStart(width, '0');
const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Hostname recorded as the `provider` of seeded media (informative only). */
const MEDIA_HOST = 'assets.portalfiscal.demo';

/** Asset ids of the generated images (bare ids: the handlers expand them to asset URLs). */
export const seedAssetIds = {
  providerLogo: (providerUuid: string) => `img-${providerUuid}`,
  avatar: (accountUuid: string) => `img-avatar-${accountUuid}`,
  appScreenshot: (slug: string, index: number) => `img-app-${slug}-${index + 1}`,
  leiPhoto: (slug: string) => `img-lei-${slug}`,
  newsImage: (slug: string) => `img-news-${slug}`,
  shortcutIcon: (slug: string) => `img-atalho-${slug}`,
};

const accountUuidOf = (id: number, slug: string) => `acc-${pad(id)}-${slug}`;
const appUuidOf = (n: number, slug: string) => `app-${pad(n)}-${slug}`;

function emptyTables(): SeedData {
  return {
    accounts: [],
    providerTypes: [],
    providers: [],
    categories: [],
    subcategories: [],
    tags: [],
    apps: [],
    appMedias: [],
    categoryRelationships: [],
    mainFunctionalities: [],
    ratings: [],
    leis: [],
    shortcuts: [],
    assets: [],
    newsPosts: [],
    indicators: [],
    taxCounter: [],
    weather: [],
    passwordResetTokens: [],
    outbox: [],
  };
}

/** Single values the dashboard always has (also in the `empty` scenario: they are not lists). */
function dashboardSingletons(t: SeedData, full: boolean): void {
  const [day, month, year] = INDICATORS.selic.data.split('/');
  t.indicators.push(
    { name: 'selic', value: Number(INDICATORS.selic.valor.replace(',', '.')), date: `${year}-${month}-${day}` },
    { name: 'usd', value: INDICATORS.usd, date: SEED_NOW_ISO.slice(0, 10) },
    { name: 'eur', value: INDICATORS.eur, date: SEED_NOW_ISO.slice(0, 10) },
  );
  t.taxCounter.push({ Valor: TAX_COUNTER.Valor, Incremento: TAX_COUNTER.Incremento });
  t.weather.push({ name: WEATHER.name, lat: WEATHER.lat, lng: WEATHER.lon, temp: WEATHER.temp });
  if (!full) return;
  t.weather.push(
    { name: 'Rio de Janeiro', lat: -22.9068, lng: -43.1729, temp: 29.1 },
    { name: 'Belo Horizonte', lat: -19.9167, lng: -43.9345, temp: 25.2 },
    { name: 'Brasília', lat: -15.7939, lng: -47.8828, temp: 27.3 },
    { name: 'Manaus', lat: -3.119, lng: -60.0217, temp: 31.6 },
    { name: 'Salvador', lat: -12.9777, lng: -38.5016, temp: 28.4 },
    { name: 'Recife', lat: -8.0476, lng: -34.877, temp: 28.9 },
    { name: 'Fortaleza', lat: -3.7319, lng: -38.5267, temp: 29.5 },
    { name: 'Curitiba', lat: -25.4284, lng: -49.2733, temp: 17.8 },
    { name: 'Porto Alegre', lat: -30.0346, lng: -51.2177, temp: 20.6 },
  );
}

/** A seeded image: drawn by `draw` the first time it is served (SeedImage), so its size is not known yet. */
function asset(t: SeedData, assetId: string, draw: () => string, name: string, createdAt: string, owner: string | null = null): void {
  t.assets.push({
    assetId,
    blob: new SeedImage(draw),
    contentType: SVG_MIME,
    name,
    size: 0,
    ownerAccountUuid: owner,
    createdAt,
  });
}

/**
 * The seed of the simulated backend: a pure, deterministic function (fixed "now", seeded PRNG, no
 * clock, no network). Two calls return equal data; only the image objects of the assets are new.
 */
export function createSeed(options: SeedOptions = {}): SeedData {
  const t = emptyTables();
  const demo = seedAccounts();
  if (options.variant === 'empty') {
    t.accounts.push(...demo);
    dashboardSingletons(t, false);
    return t;
  }
  const rnd = seededRandom(20261116);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const seedCreatedAt = '2025-01-02T12:00:00.000Z';

  // Provider types and providers.
  for (const type of PROVIDER_TYPES) {
    t.providerTypes.push({ providerTypeUuid: type.uuid, name: type.name, createdAt: seedCreatedAt, updatedAt: seedCreatedAt });
  }
  /** Providers without a logo (the UI shows its placeholder). */
  const withoutLogo = new Set(['prov-0009-bpo-sul', 'prov-0017-centro-oeste-contabil']);
  const providerByUuid = new Map(PROVIDERS.map((p) => [p.uuid, p]));
  for (const provider of PROVIDERS) {
    const updatedAt = iso(Math.min(NOW - DAY, Date.parse(provider.createdAt) + 90 * DAY));
    let photo = '';
    if (!withoutLogo.has(provider.uuid)) {
      photo = seedAssetIds.providerLogo(provider.uuid);
      asset(t, photo, () => providerLogoSvg(provider.name), `logo-${provider.uuid}.svg`, provider.createdAt);
    }
    t.providers.push({
      uuid: provider.uuid,
      name: provider.name,
      description: provider.description,
      photo,
      provider_type_uuid: provider.typeUuid,
      providerStatus: provider.status,
      createdAt: provider.createdAt,
      updatedAt,
    });
  }

  // Categories and subcategories.
  const categoryOfSub = new Map<string, string>();
  for (const category of CATEGORIES) {
    t.categories.push({ appCategoriesUuid: category.uuid, name: category.name, description: category.description });
    for (const sub of category.subcategories) {
      t.subcategories.push({ appSubCategoryUuid: sub.uuid, name: sub.name, appCategoriesUuid: category.uuid });
      categoryOfSub.set(sub.uuid, category.uuid);
    }
  }

  // Accounts: the four demo ones exactly as they are, then everyone else with an avatar, then the
  // numbered copies of everyone else (ids from 1001, so none sees the welcome modal), sharing avatars.
  t.accounts.push(...demo);
  const copies = Math.max((options.accountCount ?? 0) - demo.length - PEOPLE.length, 0);
  for (let n = 0; n < PEOPLE.length + copies; n++) {
    const person = PEOPLE[n % PEOPLE.length]!;
    const round = Math.floor(n / PEOPLE.length);
    const original = accountUuidOf(person.id, person.slug);
    const picture = seedAssetIds.avatar(original);
    if (round === 0) asset(t, picture, () => avatarSvg(person.name), `avatar-${person.slug}.svg`, person.createdAt, original);
    const id = round === 0 ? person.id : 1000 + n - PEOPLE.length + 1;
    const [local, domain] = person.email.split('@');
    t.accounts.push({
      id,
      uuid: round === 0 ? original : accountUuidOf(id, `${person.slug}-${round + 1}`),
      name: round === 0 ? person.name : `${person.name} ${round + 1}`,
      email: round === 0 ? person.email : `${local}.${round + 1}@${domain}`,
      // Precomputed (seed/passwordHashes.ts); a numbered copy shares the hash of the account it copies.
      passwordHash: seedPasswordHash(person.email),
      role: person.role,
      phone: person.phone,
      cargo: person.cargo,
      occupation: person.occupation,
      company: person.company,
      website: person.website ?? '',
      birth: person.birth,
      cep: person.cep,
      city: person.city,
      state: person.state,
      country: 'Brasil',
      recoveryEmail: '',
      creationSource: person.creationSource ?? 'seed',
      profilePicture: picture,
      accountsStatus: person.status ?? 'ATIVO',
      appProviderUuid: person.provider ?? null,
      createdAt: person.createdAt,
      updatedAt: iso(Math.max(Date.parse(person.createdAt), NOW - 20 * DAY)),
      lastLoggedAt: person.lastLoggedAt,
    });
  }
  const raters = t.accounts.filter((a) => a.accountsStatus === 'ATIVO');

  // Tags (unique by name, in order of first use).
  const tagUuidByName = new Map<string, string>();
  const tagUuid = (name: string): string => {
    let uuid = tagUuidByName.get(name);
    if (!uuid) {
      uuid = `tag-${pad(tagUuidByName.size + 1, 3)}-${slugify(name)}`;
      tagUuidByName.set(name, uuid);
      t.tags.push({ tagUuid: uuid, name });
    }
    return uuid;
  };

  // Apps with their medias, relationships, main functionalities and ratings.
  const total = Math.max(options.appCount ?? APPS.length, 0);
  let mainFunctionalityId = 0;
  let functionalityId = 0;
  const first = new Map<string, string[]>();
  const derived = new Map<string, { website: string; tagUuids: string[]; functionalities: string[] }>();
  /** The raters already drawn for the current app, as indexes of `raters`, ascending. */
  const drawn: number[] = [];
  for (let n = 1; n <= total; n++) {
    const content: AppContent = APPS[(n - 1) % APPS.length]!;
    const round = Math.floor((n - 1) / APPS.length);
    const name = round === 0 ? content.name : `${content.name} ${round + 1}`;
    const slug = round === 0 ? content.slug : `${content.slug}-${round + 1}`;
    const appUuid = appUuidOf(n, slug);
    const provider = providerByUuid.get(content.provider);
    const createdMs = Date.parse('2025-03-01T12:00:00.000Z') + Math.floor(rnd() * 560) * DAY + Math.floor(rnd() * 9) * 60 * 60 * 1000;
    const createdAt = iso(createdMs);
    const updatedAt = iso(Math.min(NOW - 2 * 60 * 60 * 1000, createdMs + Math.floor(rnd() * 120) * DAY));

    // Images: generated once per curated app, shared by its numbered copies.
    let assetIds = first.get(content.slug);
    if (!assetIds) {
      assetIds = [];
      for (let i = 0; i < content.images; i++) {
        const id = seedAssetIds.appScreenshot(content.slug, i);
        asset(t, id, () => appScreenshotSvg(content.name, i), `${content.slug}-${i + 1}.svg`, createdAt);
        assetIds.push(id);
      }
      first.set(content.slug, assetIds);
    }
    const mediaUuids = assetIds.map((assetId, i) => {
      const appMediaUuid = `media-${pad(n, 5)}-${i + 1}`;
      t.appMedias.push({
        appMediaUuid,
        name: `${slug}-${i + 1}.svg`,
        assetId,
        provider: MEDIA_HOST,
        appUuid,
        created_at: createdAt,
        updated_at: createdAt,
      });
      return appMediaUuid;
    });

    const categoryUuid = categoryOfSub.get(content.subcategory) ?? null;
    if (categoryUuid) {
      t.categoryRelationships.push({
        appCategoryRelationshipUuid: `rel-${pad(n, 5)}-${slug}`,
        appUuid,
        appCategoriesUuid: categoryUuid,
        appSubCategoryUuid: content.subcategory,
      });
    }
    for (const description of content.mainFunctionalities) t.mainFunctionalities.push({ id: ++mainFunctionalityId, description, appUuid });

    // Ratings: 0 to 6 distinct raters; comments carry their own stars. Each rater is the i-th of those
    // not drawn yet, as if drawn from a shrinking copy of the list, without copying it per app (the
    // large scenario has 1,000 raters and 10,000 apps).
    const ratingCount = n % 9 === 0 ? 0 : Math.floor(rnd() * 7);
    drawn.length = 0;
    const stars: number[] = [];
    for (let r = 0; r < ratingCount && drawn.length < raters.length; r++) {
      let index = Math.floor(rnd() * (raters.length - drawn.length));
      let at = 0;
      for (; at < drawn.length && drawn[at]! <= index; at++) index++;
      drawn.splice(at, 0, index);
      const rater = raters[index]!;
      const { stars: s, comment } = pick(RATING_COMMENTS);
      stars.push(s);
      t.ratings.push({
        appRatingUuid: `rating-${pad(n, 5)}-${r + 1}`,
        appUuid,
        accountUuid: rater.uuid,
        stars: s,
        comment,
        createdAt: iso(createdMs + Math.floor(rnd() * Math.max(1, (NOW - createdMs) / DAY - 1)) * DAY),
      });
    }

    let d = derived.get(content.slug);
    if (!d) {
      d = {
        website: `https://${slugify(content.name)}.exemplo.com.br`,
        tagUuids: content.tags.map(tagUuid),
        functionalities: content.functionalities.split(',').map((f) => f.trim()),
      };
      derived.set(content.slug, d);
    }
    t.apps.push({
      appUuid,
      name,
      description: content.description,
      appPhoto: mediaUuids[0] ?? '',
      rating: stars.length ? round2(stars.reduce((a, b) => a + b, 0) / stars.length) : null,
      functionalities: content.functionalities,
      mainFunctionalities: content.mainFunctionalities.join('; '),
      integrations: JSON.stringify(content.integrations),
      tags: content.tags.join(', '),
      comments: '',
      website: d.website,
      appStatus: provider?.status === 'INATIVO' ? 'INATIVO' : 'ATIVO',
      appProviderUuid: content.provider,
      appCategoryUuid: categoryUuid,
      subCategoryUuid: content.subcategory,
      tagUuids: [...d.tagUuids],
      appFunctionalities: d.functionalities.map((description) => ({ id: ++functionalityId, description })),
      createdAt,
      updatedAt,
    });
  }

  // Leis de incentivo.
  /** A lei without a photo (the UI shows 'Sem foto'). */
  const withoutPhoto = new Set(['iss-bh-sarau']);
  const leiTotal = Math.max(options.leiCount ?? LEIS.length, 0);
  for (let i = 0; i < leiTotal; i++) {
    const lei = LEIS[i % LEIS.length]!;
    const round = Math.floor(i / LEIS.length);
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const facilitator = providerByUuid.get(lei.facilitador);
    let photo: string | null = null;
    if (!withoutPhoto.has(lei.slug)) {
      photo = seedAssetIds.leiPhoto(lei.slug);
      // Generated once per curated lei, shared by its numbered copies.
      if (round === 0) asset(t, photo, () => leiPhotoSvg(lei.titleSmall, lei.theme), `lei-${lei.slug}.svg`, seedCreatedAt);
    }
    const facilitatorPhoto = facilitator && !withoutLogo.has(facilitator.uuid) ? seedAssetIds.providerLogo(facilitator.uuid) : null;
    t.leis.push({
      lei_uuid: round === 0 ? `lei-${pad(i + 1)}-${lei.slug}` : `lei-${pad(i + 1)}-${lei.slug}-${round + 1}`,
      title: `${lei.title}${suffix}`,
      title_small: `${lei.titleSmall}${suffix}`,
      subtitle: lei.subtitle,
      objetivo: lei.objetivo,
      contrapartida: lei.contrapartida,
      locais_execucao: lei.cidades.join(', '),
      imposto: lei.impostos.join(', '),
      area_direcionamento: lei.areas.join(', '),
      tag: lei.tags.join(', '),
      proponente: lei.proponente,
      publico_alvo: lei.publicoAlvo,
      total_impactados: lei.totalImpactados,
      investimento: lei.investimento,
      lei_photo: photo,
      app_provider: lei.facilitador,
      facilitador: lei.facilitador,
      facilitador_name: facilitator?.name ?? null,
      facilitador_photo: facilitatorPhoto,
      phone: facilitator?.phone ?? null,
    });
  }

  // Shortcuts.
  for (const [i, shortcut] of SHORTCUTS.entries()) {
    const slug = slugify(`${shortcut.account.split('-').slice(0, 2).join('-')}-${shortcut.name}`);
    const assetId = seedAssetIds.shortcutIcon(slug);
    const createdAt = iso(NOW - (30 - i * 3) * DAY);
    asset(t, assetId, () => shortcutIconSvg(shortcut.name), `atalho-${slug}.svg`, createdAt, shortcut.account);
    t.shortcuts.push({
      atalhoUuid: `atalho-${pad(i + 1)}-${slug}`,
      accountUuid: shortcut.account,
      name: shortcut.name,
      atalho_url: shortcut.url,
      asset_id: assetId,
      createdAt,
    });
  }

  // News, newest first.
  for (const post of [...NEWS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))) {
    const image = seedAssetIds.newsImage(post.slug);
    asset(t, image, () => newsImageSvg(post.title), `news-${post.slug}.svg`, post.publishedAt);
    t.newsPosts.push({
      id: `post-${post.slug}`,
      title: post.title,
      published_at: post.publishedAt,
      feature_image: image,
      url: `https://news.portalfiscal.demo/${post.slug}/`,
      excerpt: post.excerpt,
    });
  }

  dashboardSingletons(t, true);
  return t;
}

/** The tables in insertion order (referenced tables first). */
export const TABLE_ORDER: readonly TableName[] = [
  'accounts',
  'providerTypes',
  'providers',
  'categories',
  'subcategories',
  'tags',
  'apps',
  'appMedias',
  'categoryRelationships',
  'mainFunctionalities',
  'ratings',
  'leis',
  'shortcuts',
  'assets',
  'newsPosts',
  'indicators',
  'taxCounter',
  'weather',
  'passwordResetTokens',
  'outbox',
];

// ---------------------------------------------------------------------------------------------
// Loading

/**
 * Whether a seed's rows are frozen, deeply, the first time they are loaded. The same objects are
 * stored again by every reset (`insertRecords`), so a change made in place would leak into the next
 * reset; frozen, it throws instead (nothing does: @msw/data's update stores a new record). On under
 * Node, where the tests run every handler against the seed; off in the browser, where freezing the
 * large scenario's 100,000 rows would cost some 25 ms of its start.
 */
let freezeSeeds = typeof document === 'undefined';
export const setSeedFreezing = (on: boolean): void => {
  freezeSeeds = on;
};

function deepFreeze(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) deepFreeze(item);
    Object.freeze(value);
  } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
}

/** Per seed, the tag in its records' keys (`${tag}:${row}`) and the tables whose rows have them. */
const seedKeys = new WeakMap<SeedData, { tag: string; keyed: Set<TableName> }>();
let seedsKeyed = 0;
function keysOf(seed: SeedData): { tag: string; keyed: Set<TableName> } {
  let keys = seedKeys.get(seed);
  if (!keys) {
    keys = { tag: `seed${++seedsKeyed}`, keyed: new Set() };
    seedKeys.set(seed, keys);
  }
  return keys;
}

/**
 * Makes one table of a seed storable as it is, once: each row gets its key, `${tag}:${row}` (and is
 * frozen, see `freezeSeeds`). The rows already are their schema's output: seed.test.ts checks every
 * row of every variant. Synchronous; only once `canAdoptRecords()` resolved true.
 */
function keySeedTable(seed: SeedData, table: TableName): void {
  const keys = keysOf(seed);
  if (keys.keyed.has(table)) return;
  keys.keyed.add(table);
  setRecordKeys(seed[table], (row) => `${keys.tag}:${row}`);
  if (freezeSeeds) for (const row of seed[table]) deepFreeze(row);
}

/**
 * The seed row a stored record stands for: its index when the record is that row, or an update of it
 * (or a saved change of it, restored), else -1 (a record created since, or of another seed).
 * `seed[table][index] === record` tells whether it is still the row itself, untouched. Read after
 * `settleKeys(table)`: a load may leave the keys for later.
 */
export function seedRowOf(seed: SeedData, record: object): number {
  const tag = seedKeys.get(seed)?.tag;
  const key = tag ? recordKey(record) : undefined;
  if (!key || !key.startsWith(`${tag}:`)) return -1;
  const row = key.slice(tag!.length + 1);
  return /^\d+$/.test(row) ? Number(row) : -1;
}

/**
 * Changes to a table's seed rows (the demo's saved data, persistence.ts): `removed` as `[from, to)`
 * ranges of rows, `changed` rows at their index, `added` rows after the seed's. Changed and added
 * rows are checked against the table's schema as `create` would.
 */
export interface TablePatch {
  removed?: ReadonlyArray<readonly [number, number]>;
  changed?: ReadonlyArray<readonly [number, unknown]>;
  added?: readonly unknown[];
}
export type SeedPatch = { readonly [K in TableName]?: TablePatch };

export class SeedPatchError extends Error {}
const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

/** A table's records: the seed's rows with a patch applied (seed rows kept as the same objects). Throws SeedPatchError or the schema's error. */
function patchedRecords<K extends TableName>(table: K, rows: readonly object[], patch: TablePatch, tag: string | null): object[] {
  const schema: v.GenericSchema = TABLE_SCHEMAS[table];
  const out: Array<object | null> = [...rows];
  for (const range of patch.removed ?? []) {
    const [from, to] = Array.isArray(range) ? range : [];
    if (!isIndex(from, rows.length) || !Number.isInteger(to) || (to as number) <= from || (to as number) > rows.length)
      throw new SeedPatchError(`${table}: removed`);
    out.fill(null, from, to);
  }
  const changed: object[] = [];
  const changedRows: number[] = [];
  for (const entry of patch.changed ?? []) {
    if (!Array.isArray(entry) || !isIndex(entry[0], rows.length)) throw new SeedPatchError(`${table}: changed`);
    const record = v.parse(schema, entry[1]) as object;
    out[entry[0]] = record;
    changed.push(record);
    changedRows.push(entry[0]);
  }
  const added = (patch.added ?? []).map((row) => v.parse(schema, row) as object);
  if (tag) {
    // A changed row keeps its seed row's key (so the next snapshot finds its place); an added one gets its own.
    setRecordKeys(changed, (i) => `${tag}:${changedRows[i]}`);
    setRecordKeys(added, (i) => `${tag}:+${i}`);
  }
  const records = out.filter((record): record is object => record !== null);
  records.push(...added);
  return records;
}

/**
 * Loads a seed into the (empty) tables, in TABLE_ORDER, in short slices (the demo loads beside its
 * first screen), with `patch` applied: the demo's saved changes. Rejects when the patch does not fit
 * the seed or one of its rows its schema.
 *
 * The seed's rows are stored as they are (`insertRecords`): every reset after the first only
 * appends them. Their keys, which @msw/data needs to update or remove a record but not to read it,
 * are set table by table in idle time after the first load, or by the first write to a table,
 * whichever comes first: for the large scenario's 100,000 rows that is some 40 ms the first page of
 * the marketplace need not wait for. (Frozen seeds, under Node, are keyed at once.)
 */
export async function loadSeed(database: MockDb, data: SeedData, patch: SeedPatch = {}): Promise<void> {
  const next = timeSlices();
  const adopt = await canAdoptRecords();
  const keys = adopt ? keysOf(data) : null;
  const now = (table: TableName) => freezeSeeds || patch[table] !== undefined;
  for (const table of TABLE_ORDER) {
    if (keys && now(table)) {
      keySeedTable(data, table);
      await next();
    }
  }
  for (const table of TABLE_ORDER) {
    const tablePatch = patch[table];
    const records = tablePatch ? patchedRecords(table, data[table], tablePatch, keys?.tag ?? null) : data[table];
    const later = keys && !keys.keyed.has(table) ? () => keySeedTable(data, table) : undefined;
    await insertRecords(database[table], records, next, later);
  }
  if (keys && keys.keyed.size < TABLE_ORDER.length) {
    // One table per idle period; a table written to meanwhile has its keys already (settleKeys).
    const rest = TABLE_ORDER.filter((table) => !keys.keyed.has(table));
    const step = () => {
      const table = rest.shift();
      if (!table) return;
      settleKeys(database[table]);
      keySeedTable(data, table);
      whenIdle(step, 1000);
    };
    whenIdle(step, 1000);
  }
}
