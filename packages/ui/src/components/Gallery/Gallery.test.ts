import { describe, expect, it } from 'vitest';
import { moveToFront, rotateBackward, rotateForward } from './rotation';

describe('gallery rotation', () => {
  const photos = ['a', 'b', 'c', 'd'] as const;

  it('next rotates the list forward', () => {
    expect(rotateForward(photos)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotateForward(rotateForward(photos))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('previous rotates the list back', () => {
    expect(rotateBackward(photos)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('next and previous undo each other, and a full cycle is the identity', () => {
    expect(rotateBackward(rotateForward(photos))).toEqual([...photos]);
    expect(rotateForward(rotateBackward(photos))).toEqual([...photos]);
    let cycled: string[] = [...photos];
    for (let i = 0; i < photos.length; i += 1) cycled = rotateForward(cycled);
    expect(cycled).toEqual([...photos]);
  });

  it('a thumbnail click moves that photo to the front and keeps the others in order', () => {
    expect(moveToFront(photos, 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveToFront(photos, 3)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveToFront(photos, 1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('ignores out-of-range or front indexes', () => {
    expect(moveToFront(photos, 0)).toEqual([...photos]);
    expect(moveToFront(photos, -1)).toEqual([...photos]);
    expect(moveToFront(photos, 4)).toEqual([...photos]);
    expect(moveToFront(photos, 1.5)).toEqual([...photos]);
  });

  it('handles empty and single lists', () => {
    expect(rotateForward([])).toEqual([]);
    expect(rotateBackward([])).toEqual([]);
    expect(rotateForward(['a'])).toEqual(['a']);
    expect(rotateBackward(['a'])).toEqual(['a']);
    expect(moveToFront(['a'], 0)).toEqual(['a']);
  });

  it('never mutates its input', () => {
    const input = ['a', 'b', 'c'];
    rotateForward(input);
    rotateBackward(input);
    moveToFront(input, 2);
    expect(input).toEqual(['a', 'b', 'c']);
  });
});
