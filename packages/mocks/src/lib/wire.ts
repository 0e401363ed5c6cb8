import {
  encodeIntegrations,
  parseIntegrations,
  roleUuid,
  wrapFloat64,
  wrapInt64,
  wrapString,
  type AccountSummaryWire,
  type AccountWire,
  type AppMediaWire,
  type AppWire,
  type CategoryRelationshipWire,
  type LeiWire,
  type ProviderRefWire,
  type ProviderTypeWire,
  type ProviderWire,
  type RatingWire,
  type ShortcutWire,
  type SubcategoryWire,
} from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import {
  db,
  type AccountRecord,
  type AppMediaRecord,
  type AppRecord,
  type CategoryRelationshipRecord,
  type LeiRecord,
  type ProviderRecord,
  type ProviderTypeRecord,
  type RatingRecord,
  type ShortcutRecord,
  type SubcategoryRecord,
} from '../db';
import { imageUrl } from './assets';
import {
  appsOfProvider,
  categoryByUuid,
  mainFunctionalitiesOfApp,
  mediasOfApp,
  providerByUuid,
  ratingsByAccount,
  ratingsOfApp,
  subcategoryByUuid,
  tagByUuid,
} from './indexes';

/**
 * Denormalisers: stored records → the wire shapes of the contract (images expanded, relations embedded).
 * Relations are read through lib/indexes.ts (O(1) per record), never by scanning a table per record.
 */

export const providerRefWire = (urls: MockBaseUrls, p: ProviderRecord): ProviderRefWire => ({
  uuid: p.uuid,
  name: p.name,
  description: p.description,
  photo: imageUrl(urls, p.photo),
  provider_type_uuid: p.provider_type_uuid,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

export const mediaWire = (urls: MockBaseUrls, m: AppMediaRecord): AppMediaWire => ({
  appMediaUuid: m.appMediaUuid,
  name: m.name,
  assetId: imageUrl(urls, m.assetId),
  provider: m.provider,
  appUuid: { appUuid: m.appUuid },
  created_at: m.created_at,
  updated_at: m.updated_at,
});

export function appWire(urls: MockBaseUrls, a: AppRecord): AppWire {
  const provider = providerByUuid(a.appProviderUuid);
  const category = categoryByUuid(a.appCategoryUuid);
  const sub = subcategoryByUuid(a.subCategoryUuid);
  const medias = mediasOfApp(a.appUuid).map((m) => mediaWire(urls, m));
  const main = medias.find((m) => m.appMediaUuid === a.appPhoto) ?? medias[0];
  const tags: AppWire['appTags'] = [];
  for (const tagUuid of a.tagUuids) {
    const tag = tagByUuid(tagUuid);
    if (tag) tags.push({ tagUuid: tag.tagUuid, name: tag.name });
  }
  const ratings: Array<{ stars: number }> = [];
  for (const r of ratingsOfApp(a.appUuid)) if (r.stars !== null) ratings.push({ stars: r.stars });
  return {
    appUuid: a.appUuid,
    name: a.name,
    description: a.description,
    appPhoto: a.appPhoto || (main?.appMediaUuid ?? ''),
    appPhotoUrl: main?.assetId ?? '',
    rating: a.rating,
    functionalities: a.functionalities,
    mainFunctionalities: a.mainFunctionalities,
    integrations: encodeIntegrations(parseIntegrations(a.integrations)),
    tags: a.tags,
    comments: a.comments,
    website: a.website,
    appStatus: a.appStatus,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    appFunctionalities: a.appFunctionalities,
    appMainFunctionalities: mainFunctionalitiesOfApp(a.appUuid).map((f) => ({ id: f.id, description: f.description })),
    appRatings: ratings,
    appTags: tags,
    appProviderUuid: provider ? providerRefWire(urls, provider) : null,
    appsMedias: medias,
    appCategoryUuid: category
      ? { appCategoriesUuid: category.appCategoriesUuid, name: category.name, description: category.description ?? '' }
      : null,
    subCategoryUuid: sub ? { appSubCategoryUuid: sub.appSubCategoryUuid, name: sub.name } : null,
  };
}

export const accountSummaryWire = (urls: MockBaseUrls, a: AccountRecord): AccountSummaryWire => ({
  uuid: a.uuid,
  name: a.name,
  email: a.email,
  cargo: a.cargo,
  company: a.company,
  accountsStatus: a.accountsStatus,
  profilePicture: imageUrl(urls, a.profilePicture),
});

export function providerWire(urls: MockBaseUrls, p: ProviderRecord): ProviderWire {
  const type = p.provider_type_uuid
    ? db.providerTypes.findFirst((q) => q.where({ providerTypeUuid: p.provider_type_uuid ?? '' }))
    : undefined;
  return {
    ...providerRefWire(urls, p),
    providerStatus: p.providerStatus,
    providerTypeUuid: type ? { providerTypeUuid: type.providerTypeUuid, name: type.name } : null,
    apps: appsOfProvider(p.uuid).map((a) => appWire(urls, a)),
    accounts: db.accounts
      .findMany((q) => q.where({ appProviderUuid: p.uuid }), { orderBy: { id: 'asc' } })
      .map((a) => accountSummaryWire(urls, a)),
  };
}

export const providerTypeWire = (urls: MockBaseUrls, t: ProviderTypeRecord): ProviderTypeWire => ({
  providerTypeUuid: t.providerTypeUuid,
  name: t.name,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  appProviders: db.providers
    .findMany((q) => q.where({ provider_type_uuid: t.providerTypeUuid }), { orderBy: { name: 'asc' } })
    .map((p) => providerRefWire(urls, p)),
});

export function accountWire(urls: MockBaseUrls, a: AccountRecord): AccountWire {
  const provider = providerByUuid(a.appProviderUuid);
  return {
    id: a.id,
    uuid: a.uuid,
    name: a.name,
    email: a.email,
    phone: a.phone,
    role: a.role,
    accountRoles: { uuid: roleUuid(a.role), roleName: a.role },
    cargo: a.cargo,
    occupation: a.occupation,
    company: a.company,
    website: a.website,
    birth: a.birth,
    cep: a.cep,
    city: a.city,
    state: a.state,
    country: a.country,
    recoveryEmail: a.recoveryEmail,
    creationSource: a.creationSource,
    profilePicture: imageUrl(urls, a.profilePicture),
    accountsStatus: a.accountsStatus,
    appProvider: provider ? providerRefWire(urls, provider) : null,
    appRatings: ratingsByAccount(a.uuid)
      .filter((r) => r.stars !== null)
      .map((r) => ({ stars: r.stars ?? 0 })),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    lastLoggedAt: a.lastLoggedAt,
  };
}

export function ratingWire(urls: MockBaseUrls, r: RatingRecord): RatingWire {
  const author = r.accountUuid ? db.accounts.findFirst((q) => q.where({ uuid: r.accountUuid ?? '' })) : undefined;
  return {
    app_rating_uuid: r.appRatingUuid,
    stars: wrapInt64(r.stars),
    comment: wrapString(r.comment),
    account_name: wrapString(author?.name ?? null),
    account_profile_picture: wrapString(author?.profilePicture ? imageUrl(urls, author.profilePicture) : null),
    created_at: r.createdAt,
  };
}

export function leiWire(urls: MockBaseUrls, l: LeiRecord): LeiWire {
  const provider = providerByUuid(l.app_provider);
  const img = (ref: string | null) => (ref ? imageUrl(urls, ref) : null);
  return {
    lei_uuid: l.lei_uuid,
    title: wrapString(l.title),
    title_small: wrapString(l.title_small),
    subtitle: wrapString(l.subtitle),
    objetivo: wrapString(l.objetivo),
    contrapartida: wrapString(l.contrapartida),
    locais_execucao: wrapString(l.locais_execucao),
    imposto: wrapString(l.imposto),
    area_direcionamento: wrapString(l.area_direcionamento),
    tag: wrapString(l.tag),
    proponente: wrapString(l.proponente),
    publico_alvo: wrapString(l.publico_alvo),
    total_impactados: wrapInt64(l.total_impactados),
    investimento: wrapFloat64(l.investimento),
    lei_photo: wrapString(img(l.lei_photo)),
    app_provider: wrapString(l.app_provider),
    app_provider_name: wrapString(provider?.name ?? null),
    app_provider_photo: wrapString(provider?.photo ? imageUrl(urls, provider.photo) : null),
    facilitador: wrapString(l.facilitador),
    facilitador_name: wrapString(l.facilitador_name),
    facilitador_photo: wrapString(img(l.facilitador_photo)),
    phone: wrapString(l.phone),
  };
}

export const shortcutWire = (urls: MockBaseUrls, s: ShortcutRecord): ShortcutWire => ({
  atalho_uuid: s.atalhoUuid,
  name: { String: s.name, Valid: true },
  atalho_url: { String: s.atalho_url, Valid: true },
  asset_id: { String: s.asset_id, Valid: true },
  img_url: `${urls.server}/atalho/${encodeURIComponent(s.asset_id)}`,
});

export function subcategoryWire(s: SubcategoryRecord): SubcategoryWire {
  const category = categoryByUuid(s.appCategoriesUuid);
  return {
    appSubCategoryUuid: s.appSubCategoryUuid,
    name: s.name,
    appCategoryUuid: { appCategoriesUuid: s.appCategoriesUuid, ...(category ? { name: category.name } : {}) },
  };
}

export function relationshipWire(r: CategoryRelationshipRecord): CategoryRelationshipWire {
  const category = categoryByUuid(r.appCategoriesUuid);
  const sub = subcategoryByUuid(r.appSubCategoryUuid);
  return {
    appCategoryRelationshipUuid: r.appCategoryRelationshipUuid,
    app: { appUuid: r.appUuid },
    category: { appCategoriesUuid: r.appCategoriesUuid, ...(category ? { name: category.name } : {}) },
    subCategory: r.appSubCategoryUuid ? { appSubCategoryUuid: r.appSubCategoryUuid, ...(sub ? { name: sub.name } : {}) } : null,
  };
}
