import { describe, expect, it } from 'vitest';
import { FRAME_TEXT_SELECTOR, frameTexts, readFrameTexts, type FrameTextElement } from './frameTexts';
import { keptFromFrame } from './frameKept';

/**
 * A page at `pathname` + `search` whose frame shows these filled elements (or none once `frame` is false);
 * the ones named in `inputs` are inputs, whose text is their value attribute (their text is empty).
 */
function page(filled: Record<string, string | null>, pathname: string, search = '', inputs: readonly string[] = []) {
  const state = { frame: true };
  const elements: FrameTextElement[] = Object.entries(filled).map(([name, text]) => {
    const input = inputs.includes(name);
    return {
      tagName: input ? 'INPUT' : 'P',
      textContent: input ? '' : text,
      getAttribute: (attribute) => (attribute === 'data-skeleton-text' ? name : input && attribute === 'value' ? text : null),
    };
  });
  return Object.assign(state, {
    location: { pathname, search },
    document: { querySelectorAll: (selector: string) => (state.frame && selector === FRAME_TEXT_SELECTOR ? elements : []) },
  });
}

describe('frameTexts', () => {
  it('keeps the texts the frame shows, for the address it shows them at, after the frame is gone', () => {
    const shown = page({ name: 'Contábil Norte', description: 'Linha 1\nLinha 2', empty: '  ' }, '/fornecedor/view', '?id=p-1');
    expect(frameTexts(shown)).toEqual({ name: 'Contábil Norte', description: 'Linha 1\nLinha 2' });
    shown.frame = false;
    expect(frameTexts(shown)).toEqual({ name: 'Contábil Norte', description: 'Linha 1\nLinha 2' });
    // Another record's address: not its texts.
    expect(frameTexts({ ...shown, location: { pathname: '/fornecedor/view', search: '?id=p-2' } })).toBeUndefined();
  });

  it('reads an element’s text only (markup in it is text), and nothing from a frame without filled elements', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(readFrameTexts(page({ name: markup }, '/x'))).toEqual({ name: markup });
    expect(readFrameTexts(page({ name: null, description: ' ' }, '/x'))).toBeNull();
    expect(readFrameTexts(page({}, '/x'))).toBeNull();
  });

  it('reads an input’s value attribute (a form’s field in its loading state), a blank one as none', () => {
    expect(readFrameTexts(page({ name: 'Contábil Norte', description: 'Linha 1' }, '/x', '', ['name']))).toEqual({
      name: 'Contábil Norte',
      description: 'Linha 1',
    });
    expect(readFrameTexts(page({ name: ' ' }, '/x', '', ['name']))).toBeNull();
    expect(readFrameTexts(page({ name: null }, '/x', '', ['name']))).toBeNull();
  });

  it('reads a list’s values as the script kept them, and an element the frame took away as an empty text', () => {
    const element = (attributes: Record<string, string>, textContent: string): FrameTextElement => ({
      tagName: 'UL',
      textContent,
      getAttribute: (attribute) => attributes[attribute] ?? null,
    });
    const shown = {
      location: { pathname: '/x', search: '' },
      document: {
        querySelectorAll: () => [
          // The list's text is its items' texts run together: its values are those the script kept.
          element({ 'data-skeleton-text': 'tags', 'data-skeleton-list': '', 'data-frame-items': 'Cultura\nEducação' }, 'CulturaEducação'),
          element({ 'data-skeleton-text': 'subtitle', hidden: '' }, 'placeholder'),
          element({ 'data-skeleton-text': 'phone' }, ''),
        ],
      },
    };
    expect(readFrameTexts(shown)).toEqual({ tags: 'Cultura\nEducação', subtitle: '' });
  });
});

describe('keptFromFrame', () => {
  it('reads again while nothing is held, holds the first value found, and forgets it for its own address only', () => {
    let value: string | null = null;
    const kept = keptFromFrame(() => value);
    const here = { location: { pathname: '/a', search: '?id=1' } };
    expect(kept.get(here)).toBeUndefined();
    value = 'shown a moment later';
    expect(kept.get(here)).toBe('shown a moment later');
    value = 'another';
    expect(kept.get(here)).toBe('shown a moment later');
    kept.forget({ pathname: '/a', search: '?id=2' });
    expect(kept.get(here)).toBe('shown a moment later');
    kept.forget(here.location);
    value = null;
    expect(kept.get(here)).toBeUndefined();
    expect(kept.get(null)).toBeUndefined();
  });
});
