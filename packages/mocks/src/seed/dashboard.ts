import { SEED_NOW_ISO } from '../config';
import { newsImageSvg, shortcutIconSvg } from '../images';
import { INDICATORS, NEWS, SHORTCUTS, TAX_COUNTER, WEATHER } from './content/dashboard';
import { asset } from './assets';
import { pad, seedAssetIds, slugify } from './ids';
import type { SeedTablesOf } from './tables';
import { DAY, iso, NOW } from './time';

/** The dashboard's steps: its shortcuts, its news, and its single values. */

/** The demo accounts' shortcuts, each with its icon. */
export function seedShortcuts(t: SeedTablesOf<'shortcuts' | 'assets'>): void {
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
}

/** News, newest first, each with its image. */
export function seedNews(t: SeedTablesOf<'newsPosts' | 'assets'>): void {
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
}

/** Single values the dashboard always has (also in the `empty` scenario: they are not lists); `full` adds more cities' weather. */
export function dashboardSingletons(t: SeedTablesOf<'indicators' | 'taxCounter' | 'weather'>, full: boolean): void {
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
