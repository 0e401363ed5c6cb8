/**
 * Sort keys for the portal's text order: a text's key is a string whose plain order (`<`) is the order
 * of `Intl.Collator(locale, { sensitivity: 'base', numeric: true })` (the lists' collator, `sortRows`).
 *
 * Why: a collator's `compare` costs the same at every call, and sorting 10,000 names calls it about
 * 130,000 times: 40–90 ms of the administration's sort click on this machine, against 10 ms for the same
 * sort on plain strings. A key is made once per row and compared natively.
 *
 * What a key is: with `sensitivity: 'base'` the collator compares only the letters' base (no case, no
 * accent), and with `numeric` a run of digits by its value. So a key is the text lower-cased, its
 * accents dropped (the accented letters of Latin-1 and Latin Extended-A that the collator holds equal
 * to their letter), each space or punctuation mark replaced by its rank among them (read off the
 * collator itself, so its own order of '-', '.', '&'… is kept), and each run of digits written as a
 * marker, its length and its digits without leading zeros ('10' after '9'). Letters, digits, spaces
 * and punctuation then weigh what they weigh in the collator: punctuation before digits before letters.
 *
 * A key exists only where that reasoning holds: a locale whose collation does not reorder Latin
 * letters (Portuguese and English; not Spanish, whose 'ñ' is a letter of its own), and a text of at
 * most 256 characters that is printable ASCII once its accents are dropped. Any other text has no key
 * (`null`), and the caller compares it with the collator; since every key agrees with the collator,
 * the mixed order is the collator's. `collationKeys` checks its assumptions against the collator it is
 * given and offers no keys at all when one fails.
 */

/** A text's key, or null when the collator must compare it. */
export type CollationKey = (text: string) => string | null;

/** Languages whose collation orders the Latin letters as the root collation does. */
const UNTAILORED_LANGUAGE = /^(pt|en)(-|$)/i;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
/** A number of more digits than this has no key (the collator compares very long numbers in pieces). */
const MAX_DIGIT_RUN = 60;
/** A longer text has no key (a name is far shorter; the key is made in one call). */
const MAX_TEXT = 256;
/** The combining marks that NFD separates from a letter. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

const cache = new WeakMap<Intl.Collator, CollationKey | null>();

/** The keys for `collator`'s order, or null when it is not one keys can follow. */
export function collationKeys(collator: Intl.Collator): CollationKey | null {
  if (cache.has(collator)) return cache.get(collator) ?? null;
  const keys = build(collator);
  cache.set(collator, keys);
  return keys;
}

function build(collator: Intl.Collator): CollationKey | null {
  const options = collator.resolvedOptions();
  if (!UNTAILORED_LANGUAGE.test(options.locale) || options.sensitivity !== 'base' || !options.numeric || options.ignorePunctuation)
    return null;
  const compare = collator.compare;

  // Space and punctuation, in the collator's order; marks it cannot tell apart share a rank.
  const marks: string[] = [];
  for (let code = 0x20; code <= 0x7e; code++) {
    const char = String.fromCharCode(code);
    if (!LETTERS.includes(char.toLowerCase()) && !DIGITS.includes(char)) marks.push(char);
  }
  marks.sort(compare);
  const rankOf = new Map<string, string>();
  let rank = 0;
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i]!;
    if (compare(mark, '') === 0) return null; // an ignored mark: keys would not skip it
    if (i > 0 && compare(marks[i - 1]!, mark) !== 0) rank++;
    rankOf.set(mark, String.fromCharCode(0x21 + rank));
  }
  const digitRun = String.fromCharCode(0x21 + rank + 1);
  // The order the keys assume: every mark before every digit, the digits by value, then the letters a to z,
  // each equal to its capital; ranks and the digit marker below 'a'.
  const sequence = [marks.at(-1)!, ...DIGITS, ...LETTERS];
  for (let i = 1; i < sequence.length; i++) if (compare(sequence[i - 1]!, sequence[i]!) >= 0) return null;
  for (const letter of LETTERS) if (compare(letter, letter.toUpperCase()) !== 0) return null;
  if (digitRun >= 'a') return null;

  // Each character's code in a key: a letter lower-cased, a mark its rank, a digit itself (a run of them is
  // written whole), an accented letter its letter's; 0 for a character that makes no key.
  const DIGIT = -1;
  const ascii = new Int32Array(0x7f);
  for (let code = 0x20; code <= 0x7e; code++) {
    const char = String.fromCharCode(code);
    const rankChar = rankOf.get(char);
    ascii[code] = rankChar !== undefined ? rankChar.charCodeAt(0) : DIGITS.includes(char) ? DIGIT : char.toLowerCase().charCodeAt(0);
  }
  const accented = new Map<number, number>();
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').replace(COMBINING_MARKS, '');
    if (base.length === 1 && LETTERS.includes(base.toLowerCase()) && compare(letter, base) === 0)
      accented.set(code, base.toLowerCase().charCodeAt(0));
  }
  const digitRunCode = digitRun.charCodeAt(0);
  const out: number[] = [];

  return (text) => {
    if (text.length > MAX_TEXT) return null;
    out.length = 0;
    for (let i = 0; i < text.length;) {
      const code = text.charCodeAt(i);
      const mapped = code < 0x7f ? ascii[code]! : (accented.get(code) ?? 0);
      if (mapped === 0) return null;
      if (mapped !== DIGIT) {
        out.push(mapped);
        i++;
        continue;
      }
      // A run of digits: its value, as a marker, its length and its digits without leading zeros.
      let start = i;
      while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
      while (start < i - 1 && text.charCodeAt(start) === 0x30) start++;
      if (text.charCodeAt(start) === 0x30) start++; // all zeros: the value 0, no digits
      const length = i - start;
      if (length > MAX_DIGIT_RUN) return null;
      out.push(digitRunCode, 0x30 + length);
      for (let d = start; d < i; d++) out.push(text.charCodeAt(d));
    }
    return String.fromCharCode(...out);
  };
}
