import { describe, expect, it } from 'vitest';
import { collationKeys } from './collationKey';

const collatorOf = (locale: string, options: Intl.CollatorOptions = { sensitivity: 'base', numeric: true }) =>
  new Intl.Collator(locale, options);
const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A seeded generator (Park–Miller), so a failure names the same strings every run. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** Texts made of what names are made of: words, accents, capitals, numbers with leading zeros, every ASCII mark. */
function texts(count: number, seed: number): string[] {
  const rnd = random(seed);
  const pieces = ['a', 'B', 'ção', 'Ágil', 'é', 'Ü', 'ñ', 'x', 'z', 'Z', '0', '00', '007', '7', '10', '9', '123456', ' ', '  '];
  for (let code = 0x20; code <= 0x7e; code++) pieces.push(String.fromCharCode(code));
  const pick = () => pieces[Math.floor(rnd() * pieces.length)]!;
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(rnd() * 6) }, pick).join(''));
}

describe('collationKeys', () => {
  for (const locale of ['pt-BR', 'en']) {
    it(`orders as the ${locale} collator, pair by pair (plain ASCII, accents, marks, numbers)`, () => {
      const collator = collatorOf(locale);
      const keyOf = collationKeys(collator);
      expect(keyOf).not.toBeNull();
      const sample = texts(3_000, 20261207);
      const keys = sample.map((text) => keyOf!(text));
      // Most texts have a key; ñ (a letter of its own in some languages) is still just n here.
      expect(keys.filter((key) => key === null).length).toBe(0);
      const rnd = random(7);
      for (let i = 0; i < 20_000; i++) {
        const a = Math.floor(rnd() * sample.length);
        const b = Math.floor(rnd() * sample.length);
        const expected = sign(collator.compare(sample[a]!, sample[b]!));
        if (byKey(keys[a]!, keys[b]!) !== expected)
          throw new Error(`${JSON.stringify(sample[a])} vs ${JSON.stringify(sample[b])}: the collator says ${expected}`);
      }
    });
  }

  it('the cases that make a key: capitals and accents equal, numbers by value, marks before digits before letters', () => {
    const keyOf = collationKeys(collatorOf('pt-BR'))!;
    expect(keyOf('João')).toBe(keyOf('JOAO'));
    expect(keyOf('Ágil 007')).toBe(keyOf('agil 7'));
    const ordered = ['', ' x', '-x', '0', '2', '10', 'a', 'a 1', 'a1', 'a9', 'a10', 'ab', 'b'];
    const keys = ordered.map((text) => keyOf(text)!);
    expect([...keys].sort(byKey)).toEqual(keys);
  });

  it('no key where the collator must decide: other scripts, other marks, very long numbers', () => {
    const keyOf = collationKeys(collatorOf('pt-BR'))!;
    expect(keyOf('Straße')).toBeNull();
    expect(keyOf('日本')).toBeNull();
    expect(keyOf('a\u00a0b')).toBeNull(); // a no-break space
    expect(keyOf('a\u2013b')).toBeNull(); // an en dash
    expect(keyOf('Ágil'.normalize('NFD'))).toBeNull(); // an accent as a mark of its own
    expect(keyOf('1'.repeat(61))).toBeNull();
    expect(keyOf('1'.repeat(60))).not.toBeNull();
  });

  it('no keys for a collator they cannot follow', () => {
    expect(collationKeys(collatorOf('es'))).toBeNull(); // ñ is a letter after n
    expect(collationKeys(collatorOf('sv'))).toBeNull(); // å, ä, ö after z
    expect(collationKeys(collatorOf('pt-BR', { sensitivity: 'accent', numeric: true }))).toBeNull();
    expect(collationKeys(collatorOf('pt-BR', { sensitivity: 'base' }))).toBeNull();
    expect(collationKeys(collatorOf('pt-BR', { sensitivity: 'base', numeric: true, ignorePunctuation: true }))).toBeNull();
  });
});
