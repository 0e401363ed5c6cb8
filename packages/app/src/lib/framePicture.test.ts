import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '@portal-fiscal/api-client';
import { FRAME_PICTURE_SELECTOR, forgetFramePicture, framePicture, safeFramePictureSrc, type FramePictureImage } from './framePicture';

const PICTURE = 'https://assets.example.com.br/api/v1/asset/img/app-1';

type Image = Partial<FramePictureImage> & { src?: string | null };

/**
 * A page at `pathname` + `search` showing a frame (or not: `frame: false`) whose first skeleton picture box
 * holds `image` (or nothing); all can change, as the page's do (a picture that shows late, the frame
 * replaced, a navigation).
 */
function page(image: Image | null, pathname: string, search = '', { frame = true } = {}) {
  const state = { image, frame, asked: 0 };
  const element = (shown: Image): FramePictureImage => ({
    complete: true,
    naturalWidth: 640,
    ...shown,
    getAttribute: (name) => (name === 'src' ? (shown.src ?? null) : null),
  });
  return Object.assign(state, {
    location: { pathname, search },
    document: {
      querySelector: (selector: string) => {
        state.asked += 1;
        return state.frame && selector === FRAME_PICTURE_SELECTOR && state.image ? element(state.image) : null;
      },
    },
  });
}

/** The same page, at another address (a navigation), the frame gone. */
const at = (shown: ReturnType<typeof page>, pathname: string, search = '') => ({
  ...shown,
  location: { ...shown.location, pathname, search },
  document: { querySelector: () => null },
});

describe('safeFramePictureSrc', () => {
  it('keeps what the contract lets a card show (an http(s) address) and a file of the build’s assets', () => {
    expect(safeFramePictureSrc(PICTURE)).toBe(PICTURE);
    expect(safeFramePictureSrc('http://127.0.0.1:5271/assets/api/v1/asset/img/a?b=1')).toBe(
      'http://127.0.0.1:5271/assets/api/v1/asset/img/a?b=1',
    );
    expect(safeFramePictureSrc('HTTPS://Assets.example.com.br/x.png')).toBe('HTTPS://Assets.example.com.br/x.png');
    expect(safeFramePictureSrc('/assets/frame-Bex1SgJ4HG.svg')).toBe('/assets/frame-Bex1SgJ4HG.svg');
    expect(safeFramePictureSrc('  /assets/x.png ')).toBe('/assets/x.png');
    // The one rule for an address (the contract's `safeHttpUrl`): whatever it accepts, the card shows.
    for (const src of [PICTURE, 'https:///x.png', ' http://a.example/x.png']) expect(safeFramePictureSrc(src)).toBe(safeHttpUrl(src));
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
      'http:evil.example/x.png',
      'https://assets.example.com.br/a b.png',
      'https://assets.example.com.br/a\nb.png',
      'https://assets.example.com.br/\u0000.png',
      '/assets/\tx.png',
      '/assets/api/v1/asset/img/app-1',
      '/assets/../index.html',
      '/other/x.png',
    ])
      expect(safeFramePictureSrc(src), String(src)).toBeNull();
  });
});

describe('the frame’s first picture', () => {
  it('reads the picture in the frame’s first skeleton box, for the address it shows at, until that list has loaded', () => {
    expect(FRAME_PICTURE_SELECTOR).toBe('#root[data-frame] [data-skeleton-picture] > img');
    const shown = page({ src: PICTURE }, '/apps/list');
    // The list's first render, the frame still there, reads it.
    expect(framePicture(shown)).toBe(PICTURE);
    // The frame replaced: the list's next renders, loading still, keep it.
    shown.frame = false;
    expect(framePicture(shown)).toBe(PICTURE);
    // Another address: none, but it is kept for its own (a user back before the list had loaded).
    expect(framePicture(at(shown, '/apps/list', '?q=fiscal'))).toBeUndefined();
    expect(framePicture(at(shown, '/leis/incentivo'))).toBeUndefined();
    forgetFramePicture(at(shown, '/leis/incentivo').location);
    expect(framePicture(shown)).toBe(PICTURE);
    // The list at its address has shown what it loaded: forgotten, for good.
    forgetFramePicture(shown.location);
    expect(framePicture(shown)).toBeUndefined();
  });

  it('keeps the query of the address it was read at', () => {
    const shown = page({ src: PICTURE }, '/leis/incentivo', '?page=1');
    expect(framePicture(at(shown, '/leis/incentivo'))).toBeUndefined();
    expect(framePicture(shown)).toBe(PICTURE);
    shown.frame = false;
    forgetFramePicture(shown.location);
    expect(framePicture(shown)).toBeUndefined();
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
      expect(framePicture(page(image, '/apps/list')), JSON.stringify(image)).toBeUndefined();
      expect(framePicture(page(image, '/apps/list', '', { frame: false }))).toBeUndefined();
    }
  });

  it('finds a picture that shows while the frame is still there, and only once', () => {
    const shown = page(null, '/leis/incentivo');
    expect(framePicture(shown)).toBeUndefined();
    // Still loading: not yet.
    shown.image = { src: PICTURE, complete: false, naturalWidth: 0 };
    expect(framePicture(shown)).toBeUndefined();
    // Shown: the render, the frame still there, keeps it.
    shown.image = { src: PICTURE };
    expect(framePicture(shown)).toBe(PICTURE);
    // Found once: the page is not read again.
    const asked = shown.asked;
    shown.image = { src: 'https://assets.example.com.br/other' };
    expect(framePicture(shown)).toBe(PICTURE);
    expect(shown.asked).toBe(asked);
    shown.frame = false;
    forgetFramePicture(shown.location);
    expect(framePicture(shown)).toBeUndefined();
  });

  it('finds none once the frame has been replaced', () => {
    const replaced = page({ src: PICTURE }, '/apps/list', '', { frame: false });
    expect(framePicture(replaced)).toBeUndefined();
  });

  it('answers nothing where there is no page (the frames’ render at build time, in Node, has no document)', () => {
    expect('document' in globalThis).toBe(false);
    expect(framePicture()).toBeUndefined();
    expect(() => forgetFramePicture()).not.toThrow();
  });
});
