import type { TableRow } from '../db';
import { appScreenshotSvg, providerLogoSvg } from '../images';
import { APPS, type AppContent } from './content/apps';
import { CATEGORIES, PROVIDERS, PROVIDER_TYPES } from './content/catalog';
import { asset } from './assets';
import { appUuidOf, pad, seedAssetIds, slugify } from './ids';
import { rateApp } from './ratings';
import type { SeedTablesOf } from './tables';
import { DAY, iso, NOW, SEED_CREATED_AT } from './time';

/** The catalogue's steps: provider types and providers, categories, and the apps with all that hangs on them. */

/** A curated provider (content/catalog.ts). */
export type ProviderContent = (typeof PROVIDERS)[number];

/** Providers without a logo (the UI shows its placeholder). */
export const PROVIDERS_WITHOUT_LOGO: ReadonlySet<string> = new Set(['prov-0009-bpo-sul', 'prov-0017-centro-oeste-contabil']);

/** Provider types, and the providers with their logos. Gives the providers by uuid. */
export function seedProviders(t: SeedTablesOf<'providerTypes' | 'providers' | 'assets'>): Map<string, ProviderContent> {
  for (const type of PROVIDER_TYPES) {
    t.providerTypes.push({ providerTypeUuid: type.uuid, name: type.name, createdAt: SEED_CREATED_AT, updatedAt: SEED_CREATED_AT });
  }
  const providerByUuid = new Map(PROVIDERS.map((p) => [p.uuid, p]));
  for (const provider of PROVIDERS) {
    const updatedAt = iso(Math.min(NOW - DAY, Date.parse(provider.createdAt) + 90 * DAY));
    let photo = '';
    if (!PROVIDERS_WITHOUT_LOGO.has(provider.uuid)) {
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
  return providerByUuid;
}

/** Categories and subcategories. Gives each subcategory's category. */
export function seedCategories(t: SeedTablesOf<'categories' | 'subcategories'>): Map<string, string> {
  const categoryOfSub = new Map<string, string>();
  for (const category of CATEGORIES) {
    t.categories.push({ appCategoriesUuid: category.uuid, name: category.name, description: category.description });
    for (const sub of category.subcategories) {
      t.subcategories.push({ appSubCategoryUuid: sub.uuid, name: sub.name, appCategoriesUuid: category.uuid });
      categoryOfSub.set(sub.uuid, category.uuid);
    }
  }
  return categoryOfSub;
}

/** Hostname recorded as the `provider` of seeded media (informative only). */
const MEDIA_HOST = 'assets.portalfiscal.demo';
const round2 = (n: number): number => Math.round(n * 100) / 100;

type AppTables = 'tags' | 'apps' | 'appMedias' | 'categoryRelationships' | 'mainFunctionalities' | 'ratings' | 'assets';

export interface AppsContext {
  /** The seed's random numbers (the apps draw their dates and ratings from it, in order). */
  rnd: () => number;
  /** How many apps: the curated ones, then numbered copies. */
  total: number;
  providerByUuid: ReadonlyMap<string, ProviderContent>;
  categoryOfSub: ReadonlyMap<string, string>;
  /** The accounts that may rate an app (the active ones). */
  raters: readonly TableRow<'accounts'>[];
}

/** Tags (unique by name, in order of first use): gives a tag's uuid, adding it at its first use. */
function tagRegistry(t: SeedTablesOf<'tags'>): (name: string) => string {
  const tagUuidByName = new Map<string, string>();
  return (name) => {
    let uuid = tagUuidByName.get(name);
    if (!uuid) {
      uuid = `tag-${pad(tagUuidByName.size + 1, 3)}-${slugify(name)}`;
      tagUuidByName.set(name, uuid);
      t.tags.push({ tagUuid: uuid, name });
    }
    return uuid;
  };
}

/** Apps with their medias, relationships, main functionalities and ratings, and the tags they use. */
export function seedApps(t: SeedTablesOf<AppTables>, { rnd, total, providerByUuid, categoryOfSub, raters }: AppsContext): void {
  const tagUuid = tagRegistry(t);
  let mainFunctionalityId = 0;
  let functionalityId = 0;
  const first = new Map<string, string[]>();
  const derived = new Map<string, { website: string; tagUuids: string[]; functionalities: string[] }>();
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

    const stars = rateApp(t, { rnd, raters, n, appUuid, createdMs });

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
}
