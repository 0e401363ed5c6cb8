import { describe, expect, it, vi } from 'vitest';
import { SeedImage } from './seedImage';
import { createSeed } from '../seed';
import { assetSize } from '../lib/assets';

describe('SeedImage', () => {
  it('draws nothing until its bytes are read, then draws once', () => {
    const draw = vi.fn(() => '<svg xmlns="http://www.w3.org/2000/svg">é</svg>');
    const image = new SeedImage(draw);
    expect(draw).not.toHaveBeenCalled();
    const bytes = image.bytes;
    expect(new TextDecoder().decode(bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg">é</svg>');
    expect(image.bytes).toBe(bytes);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it("the seed's images are drawn only when served, with their real length", () => {
    const seed = createSeed();
    const logo = seed.assets.find((a) => a.assetId.startsWith('img-prov-'));
    expect(logo?.blob).toBeInstanceOf(SeedImage);
    expect(logo?.size).toBe(0);
    const size = logo ? assetSize(logo) : 0;
    expect(size).toBe((logo?.blob as SeedImage).bytes.byteLength);
    expect(size).toBeGreaterThan(200);
  });
});
