import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is the prefix and 128 random bits: ids made one after another share nothing an outsider could bracket', () => {
    const ids = Array.from({ length: 50 }, () => newId('reset'));
    for (const id of ids) expect(id).toMatch(/^reset-[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // No common stem beyond the prefix between neighbours (a time or a counter would give one).
    const stems = ids.slice(1).map((id, i) => {
      const [a, b] = [ids[i]!.slice(6), id.slice(6)];
      let n = 0;
      while (n < a.length && a[n] === b[n]) n += 1;
      return n;
    });
    expect(Math.max(...stems)).toBeLessThan(8);
  });
});
