import { leiPhotoSvg } from '../images';
import { LEIS } from './content/leis';
import { asset } from './assets';
import { PROVIDERS_WITHOUT_LOGO, type ProviderContent } from './catalogue';
import { pad, seedAssetIds } from './ids';
import type { SeedTablesOf } from './tables';
import { SEED_CREATED_AT } from './time';

/** A lei without a photo (the UI shows 'Sem foto'). */
const withoutPhoto = new Set(['iss-bh-sarau']);

/**
 * Leis de incentivo: the curated ones with their photos and facilitators, then (up to `total`) their
 * numbered copies, sharing their photos.
 */
export function seedLeis(t: SeedTablesOf<'leis' | 'assets'>, total: number, providerByUuid: ReadonlyMap<string, ProviderContent>): void {
  for (let i = 0; i < total; i++) {
    const lei = LEIS[i % LEIS.length]!;
    const round = Math.floor(i / LEIS.length);
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const facilitator = providerByUuid.get(lei.facilitador);
    let photo: string | null = null;
    if (!withoutPhoto.has(lei.slug)) {
      photo = seedAssetIds.leiPhoto(lei.slug);
      // Generated once per curated lei, shared by its numbered copies.
      if (round === 0) asset(t, photo, () => leiPhotoSvg(lei.titleSmall, lei.theme), `lei-${lei.slug}.svg`, SEED_CREATED_AT);
    }
    const facilitatorPhoto =
      facilitator && !PROVIDERS_WITHOUT_LOGO.has(facilitator.uuid) ? seedAssetIds.providerLogo(facilitator.uuid) : null;
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
}
