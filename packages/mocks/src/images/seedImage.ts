import { svgBytes } from './svg';

/**
 * A seeded image, drawn and encoded the first time it is asked for. The seed names a few hundred
 * pictures (logos, avatars, screenshots, lei photos, news images) and a screen shows a handful: drawing
 * them all at every start of the demo cost about 25 ms of a phone's main thread (4× slowed CPU), on
 * every page load of the demo, the stories and the journeys. The drawing is deterministic (it depends
 * only on the arguments the seed gives), so when it happens changes nothing of what is served.
 */
export class SeedImage {
  #draw: (() => string) | null;
  #bytes: Uint8Array<ArrayBuffer> | null = null;

  constructor(draw: () => string) {
    this.#draw = draw;
  }

  /** The SVG source as UTF-8 bytes, drawn on the first read. */
  get bytes(): Uint8Array<ArrayBuffer> {
    if (!this.#bytes) {
      this.#bytes = svgBytes(this.#draw?.() ?? '');
      this.#draw = null;
    }
    return this.#bytes;
  }
}
