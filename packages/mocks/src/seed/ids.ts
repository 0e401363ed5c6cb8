/** The seed's ids: numbers padded, names made slugs, and the ids of records and generated images. */

export const pad = (n: number, width = 4): string => String(n).padStart(width, '0');
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Asset ids of the generated images (bare ids: the handlers expand them to asset URLs). */
export const seedAssetIds = {
  providerLogo: (providerUuid: string) => `img-${providerUuid}`,
  avatar: (accountUuid: string) => `img-avatar-${accountUuid}`,
  appScreenshot: (slug: string, index: number) => `img-app-${slug}-${index + 1}`,
  leiPhoto: (slug: string) => `img-lei-${slug}`,
  newsImage: (slug: string) => `img-news-${slug}`,
  shortcutIcon: (slug: string) => `img-atalho-${slug}`,
};

export const accountUuidOf = (id: number, slug: string) => `acc-${pad(id)}-${slug}`;
export const appUuidOf = (n: number, slug: string) => `app-${pad(n)}-${slug}`;
