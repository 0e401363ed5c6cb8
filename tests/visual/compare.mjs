// How two captures of one story are compared. One place, so the visual step and its own self-test
// judge images the same way.
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/**
 * Per-pixel colour tolerance of pixelmatch (0 to 1, a YIQ distance). 0.1 is pixelmatch's default:
 * far below any change of a theme colour (the smallest step between two of our tokens is above 0.2),
 * above the sub-pixel noise of text anti-aliasing.
 */
export const PIXEL_THRESHOLD = 0.1;

/**
 * Pixels that may differ (after anti-aliased pixels are set aside) before a story fails. Zero would
 * fail on a single stray pixel of a glyph edge that pixelmatch did not classify as anti-aliasing; more
 * than a handful would let a 1-2 px icon or border change through. A 2 px shift of any component moves
 * hundreds of pixels.
 */
export const MAX_DIFF_PIXELS = 8;

export function decode(buffer) {
  return PNG.sync.read(buffer);
}

export function encode(png) {
  return PNG.sync.write(png, { deflateLevel: 9 });
}

/**
 * Compares two PNG buffers. Returns `{ equal, reason, diffPixels, diff }`; `diff` (a PNG buffer) only
 * when the sizes match and the images differ.
 */
export function comparePng(expectedBuffer, actualBuffer) {
  if (expectedBuffer.equals(actualBuffer)) return { equal: true, diffPixels: 0 };
  const expected = decode(expectedBuffer);
  const actual = decode(actualBuffer);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      equal: false,
      diffPixels: Number.NaN,
      reason: `size ${actual.width}×${actual.height}, expected ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
    alpha: 0.2,
  });
  if (diffPixels <= MAX_DIFF_PIXELS) return { equal: true, diffPixels };
  return { equal: false, diffPixels, reason: `${diffPixels} pixels differ`, diff: encode(diff) };
}

/**
 * Trims what lies right of and below the content (the page background) of a component story, so a
 * small component is a small picture. The top-left margin stays: a component that moves changes the
 * picture.
 */
export function trimToContent(buffer) {
  const png = decode(buffer);
  const { width, height, data } = png;
  const background = data.readUInt32BE(0);
  let right = 0;
  let bottom = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = width - 1; x >= 0; x -= 1) {
      if (data.readUInt32BE((y * width + x) * 4) !== background) {
        right = Math.max(right, x + 1);
        bottom = y + 1;
        break;
      }
    }
  }
  // Some margin around the content; a story that draws nothing still gets a picture (16×16 of background).
  const w = Math.min(width, right + 16);
  const h = Math.min(height, bottom + 16);
  if (w === width && h === height) return encode(png);
  const out = new PNG({ width: w, height: h });
  PNG.bitblt(png, out, 0, 0, w, h, 0, 0);
  return encode(out);
}

/**
 * The stored form of a capture: a 256-colour palette PNG (libimagequant through sharp, no dithering),
 * about a fifth of the size of the screenshot. Quantising the same picture gives the same bytes, so a
 * capture is quantised before it is compared, and the small colour error it brings (a few levels) is far
 * below the comparison's tolerance.
 */
export async function toStoredPng(buffer) {
  return sharp(buffer).png({ palette: true, colours: 256, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
}
