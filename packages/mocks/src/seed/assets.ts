import { SeedImage, SVG_MIME } from '../images';
import type { SeedTablesOf } from './tables';

/** A seeded image: drawn by `draw` the first time it is served (SeedImage), so its size is not known yet. */
export function asset(
  t: SeedTablesOf<'assets'>,
  assetId: string,
  draw: () => string,
  name: string,
  createdAt: string,
  owner: string | null = null,
): void {
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
