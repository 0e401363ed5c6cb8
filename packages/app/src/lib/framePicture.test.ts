import { describe, expect, it } from 'vitest';
import {
  FRAME_PICTURE_SELECTOR,
  FRAME_SELECTOR,
  forgetFramePicture,
  framePicture,
  safeFramePictureSrc,
  type FramePictureImage,
} from './framePicture';
import { markFrameStart } from './frameStart';

const ORIGIN = 'https://portal.example.com.br';
const PICTURE = 'https://assets.example.com.br/api/v1/asset/img/app-1';
const at = (pathname: string, search = '') => ({ pathname, search, origin: ORIGIN });

type Image = Partial<FramePictureImage> & { src?: string | null };

/**
 * A document showing a frame (or not: `frame: false`) whose first skeleton picture box holds `image` (or
 * nothing); both can change, as the page's do (a picture that shows late, the frame replaced).
 */
function page(image: Image | null, { frame = true } = {}) {
  const state = { image, frame, asked: [] as string[] };
  const element = (shown: Image): FramePictureImage => ({
    complete: true,
    naturalWidth: 640,
    ...shown,
    getAttribute: (name) => (name === 'src' ? (shown.src ?? null) : null),
  });
  return Object.assign(state, {
    querySelector: (selector: string) => {
      state.asked.push(selector);
      if (!state.frame) return null;
      if (selector === FRAME_PICTURE_SELECTOR) return state.image ? element(state.image) : null;
      return selector === FRAME_SELECTOR ? {} : null;
    },
  });
}

describe('safeFramePictureSrc', () => {
  it('keeps an absolute http(s) address and a path of the origin, as written', () => {
    expect(safeFramePictureSrc(PICTURE, ORIGIN)).toBe(PICTURE);
    expect(safeFramePictureSrc('http://127.0.0.1:5271/assets/api/v1/asset/img/a?b=1', ORIGIN)).toBe(
      'http://127.0.0.1:5271/assets/api/v1/asset/img/a?b=1',
    );
    expect(safeFramePictureSrc('HTTPS://Assets.example.com.br/x.png', ORIGIN)).toBe('HTTPS://Assets.example.com.br/x.png');
    expect(safeFramePictureSrc('/assets/api/v1/asset/img/app-1', ORIGIN)).toBe('/assets/api/v1/asset/img/app-1');
    expect(safeFramePictureSrc('  /assets/x.png ', ORIGIN)).toBe('/assets/x.png');
  });

  it('refuses anything else', () => {
    for (const src of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://portal.example.com.br/1',
      'file:///etc/passwd',
      'ftp://assets.example.com.br/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '\\\\evil.example\\x.png',
      'assets/x.png',
      './x.png',
      'http://',
      'https:///x.png',
      'http:evil.example/x.png',
      'https://assets.example.com.br/a b.png',
      'https://assets.example.com.br/a\nb.png',
      'https://assets.example.com.br/\u0000.png',
      '/assets/\tx.png',
    ])
      expect(safeFramePictureSrc(src, ORIGIN), String(src)).toBeNull();
  });
});

describe('the frame’s first picture', () => {
  it('reads the picture in the frame’s first skeleton box, for the address it was shown at, until that list has loaded', () => {
    const doc = page({ src: PICTURE });
    // main.tsx marks the start-up; the list's first render, the frame still there, reads the picture.
    markFrameStart(doc, at('/apps/list'));
    expect(doc.asked).toEqual([]);
    expect(framePicture(at('/apps/list'))).toBe(PICTURE);
    expect(doc.asked).toEqual([FRAME_PICTURE_SELECTOR]);
    expect(FRAME_PICTURE_SELECTOR).toBe('#root[data-frame] [data-skeleton-picture] > img');
    // Asked again (a re-render, StrictMode): the same answer, without reading the page again.
    expect(framePicture(at('/apps/list'))).toBe(PICTURE);
    expect(doc.asked).toHaveLength(1);
    // Another address: none, but it is kept for its own (a user back before the list had loaded).
    expect(framePicture(at('/apps/list', '?q=fiscal'))).toBeUndefined();
    expect(framePicture(at('/leis/incentivo'))).toBeUndefined();
    forgetFramePicture(at('/leis/incentivo'));
    expect(framePicture(at('/apps/list'))).toBe(PICTURE);
    // The list at its address has shown its cards: forgotten, for good.
    forgetFramePicture(at('/apps/list'));
    expect(framePicture(at('/apps/list'))).toBeUndefined();
  });

  it('keeps the query of the address it was read at', () => {
    markFrameStart(page({ src: PICTURE }), at('/leis/incentivo', '?page=1'));
    expect(framePicture(at('/leis/incentivo'))).toBeUndefined();
    expect(framePicture(at('/leis/incentivo', '?page=1'))).toBe(PICTURE);
    forgetFramePicture(at('/leis/incentivo', '?page=1'));
    expect(framePicture(at('/leis/incentivo', '?page=1'))).toBeUndefined();
  });

  it('keeps nothing without a frame picture, before it has loaded, broken, or with an address it refuses', () => {
    for (const image of [
      null,
      { src: PICTURE, complete: false, naturalWidth: 0 },
      { src: PICTURE, complete: false, naturalWidth: 640 },
      { src: PICTURE, complete: true, naturalWidth: 0 },
      { src: null },
      { src: 'javascript:alert(1)' },
      { src: '//evil.example/x.png' },
      { src: 'data:image/png;base64,AAAA' },
    ]) {
      markFrameStart(page({ src: PICTURE }), at('/apps/list'));
      expect(framePicture(at('/apps/list'))).toBe(PICTURE);
      // Each reading starts afresh: what an earlier one kept is gone.
      markFrameStart(page(image), at('/apps/list'));
      expect(framePicture(at('/apps/list')), JSON.stringify(image)).toBeUndefined();
    }
  });

  it('finds a picture that shows after start-up while the frame is still there (the first render), at the address read then', () => {
    const doc = page(null);
    markFrameStart(doc, at('/leis/incentivo'));
    expect(framePicture(at('/leis/incentivo'))).toBeUndefined();
    // Still loading: not yet.
    doc.image = { src: PICTURE, complete: false, naturalWidth: 0 };
    expect(framePicture(at('/leis/incentivo'))).toBeUndefined();
    // Shown: the first render, the frame still there, keeps it.
    doc.image = { src: PICTURE };
    expect(framePicture(at('/leis/incentivo'))).toBe(PICTURE);
    // Found once: no more looking.
    const asked = doc.asked.length;
    doc.image = { src: 'https://assets.example.com.br/other' };
    expect(framePicture(at('/leis/incentivo'))).toBe(PICTURE);
    expect(doc.asked).toHaveLength(asked);
  });

  it('stops looking once the frame has been replaced, or the list at its address has loaded', () => {
    const replaced = page(null);
    markFrameStart(replaced, at('/apps/list'));
    replaced.frame = false;
    expect(framePicture(at('/apps/list'))).toBeUndefined();
    const asked = replaced.asked.length;
    // A frame could not come back; nothing is asked of the page any more.
    replaced.frame = true;
    replaced.image = { src: PICTURE };
    expect(framePicture(at('/apps/list'))).toBeUndefined();
    expect(replaced.asked).toHaveLength(asked);

    const loaded = page(null);
    markFrameStart(loaded, at('/apps/list'));
    forgetFramePicture(at('/leis/incentivo'));
    loaded.image = { src: PICTURE };
    expect(framePicture(at('/apps/list'))).toBe(PICTURE);
    const late = page(null);
    markFrameStart(late, at('/apps/list'));
    forgetFramePicture(at('/apps/list'));
    late.image = { src: PICTURE };
    expect(framePicture(at('/apps/list'))).toBeUndefined();
  });

  it('answers nothing without a frame, nor once a start-up without one is marked', () => {
    markFrameStart(page({ src: PICTURE }), at('/apps/list'));
    expect(framePicture(at('/apps/list'))).toBe(PICTURE);
    markFrameStart(page(null, { frame: false }), at('/apps/list'));
    expect(framePicture(at('/apps/list'))).toBeUndefined();
  });

  it('answers nothing, without reading the address, when nothing was found (the frames’ render at build time has no window)', () => {
    markFrameStart(page(null, { frame: false }), at('/apps/list'));
    expect('window' in globalThis).toBe(false);
    expect(framePicture()).toBeUndefined();
    expect(() => forgetFramePicture()).not.toThrow();
  });
});
