// The baselines on disk (Node side of the story pass): stored small, and kept in step with the stories.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** A PNG whose pixels are a palette (colour type 3), the stored form. */
const isPalettePng = (bytes: Buffer): boolean => bytes.length > 25 && bytes.toString('latin1', 12, 16) === 'IHDR' && bytes[25] === 3;

/**
 * Vitest writes a new or updated baseline as a plain RGBA screenshot. The stored form is a 256-colour
 * palette PNG (libimagequant through sharp, no dithering), about an eighth of the size; its colour error is
 * a few levels, and a screenshot compared with its own stored form differs in no pixel at the gate's
 * threshold (checked on every page of the sign-in screen). Returns the files it rewrote.
 */
export async function storeBaselines(dir: string): Promise<string[]> {
  const rewritten: string[] = [];
  if (!existsSync(dir)) return rewritten;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.png'))) {
    const path = join(dir, name);
    const bytes = readFileSync(path);
    if (isPalettePng(bytes)) continue;
    writeFileSync(path, await sharp(bytes).png({ palette: true, colours: 256, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer());
    rewritten.push(name);
  }
  return rewritten;
}

/** The pictures a run took, as the story pass noted them (one file name a line, in `notesDir`/taken-*.txt). */
export function picturesTaken(notesDir: string): Set<string> {
  const taken = new Set<string>();
  if (!existsSync(notesDir)) return taken;
  for (const name of readdirSync(notesDir).filter((file) => /^taken-.*\.txt$/.test(file))) {
    for (const line of readFileSync(join(notesDir, name), 'utf8').split('\n')) if (line) taken.add(line);
  }
  return taken;
}

/** Baselines of pictures a full run did not take (a story renamed or removed). */
export function staleBaselines(dir: string, taken: Set<string>): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((file) => file.endsWith('.png') && !taken.has(file));
}

/** Removes the given baselines. */
export function removeBaselines(dir: string, names: string[]): void {
  for (const name of names) rmSync(join(dir, name));
}
