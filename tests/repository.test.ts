/**
 * The repository stands on its own: no tracked file refers to a path outside it, every relative link of
 * a Markdown file leads to a file that exists, and every command the README and CONTRIBUTING.md quote is
 * one that package.json has.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|jar|zip|gz)$/i;
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !BINARY.test(file) && file !== 'package-lock.json' && existsSync(resolve(root, file)));
const text = (file: string) => readFileSync(resolve(root, file), 'utf8');
const lineOf = (content: string, index: number) => content.slice(0, index).split('\n').length;
const escapes = (file: string, target: string) => {
  const rel = relative(root, resolve(root, dirname(file), target));
  return rel.startsWith('..') || isAbsolute(rel);
};

/** Paths of a machine rather than of the repository (this file names them, so it is left out). */
const MACHINE_PATH = /(?:^|[\s'"`(=])(\/work\/|\/home\/\w|\/Users\/\w|[A-Z]:\\\\?Users)/;
/** A relative path going up: `../x`, `../../x`. */
const UPWARD = /(?:\.\.\/)+[\w@.-]+/g;
/** Upward paths that are relative to something else than their file: the file, the path, and why. */
const NOT_FROM_THIS_FILE: Record<string, string[]> = {
  // A lint fixture: relative to the fictitious file `packages/ui/src/components/x.ts` it is linted as.
  'tests/boundaries.test.ts': ['../../../app'],
};

describe('the repository stands on its own', () => {
  it('tracks the files the checks read', () => {
    expect(tracked).toContain('README.md');
    expect(tracked.length).toBeGreaterThan(500);
  });

  it('no tracked file refers to a path outside the repository', () => {
    const found: string[] = [];
    for (const file of tracked) {
      if (file === 'tests/repository.test.ts') continue;
      const content = text(file);
      content.split('\n').forEach((line, i) => {
        if (MACHINE_PATH.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
      for (const match of content.matchAll(UPWARD)) {
        if (escapes(file, match[0]) && !NOT_FROM_THIS_FILE[file]?.includes(match[0]))
          found.push(`${file}:${lineOf(content, match.index)}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('every relative link of a Markdown file leads to a file or folder that exists', () => {
    const broken: string[] = [];
    for (const file of tracked.filter((f) => f.endsWith('.md') || f.endsWith('.mdx'))) {
      const content = text(file);
      for (const match of content.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]!;
        if (/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(target)) continue;
        const path = decodeURIComponent(target.split('#')[0]!);
        if (!path) continue;
        if (isAbsolute(path) || escapes(file, path) || !existsSync(resolve(root, dirname(file), path))) {
          broken.push(`${file}:${lineOf(content, match.index)}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every npm command quoted in the README and CONTRIBUTING.md exists', () => {
    const scripts = Object.keys((JSON.parse(text('package.json')) as { scripts: Record<string, string> }).scripts);
    const NPM_OWN = new Set(['ci', 'install', 'i', 'test', 'start', 'run', 'exec']);
    const missing: string[] = [];
    let quoted = 0;
    for (const file of ['README.md', 'CONTRIBUTING.md']) {
      const content = text(file);
      for (const match of content.matchAll(/\bnpm (run )?([a-z][\w:-]*)/g)) {
        const [, run, name] = match;
        quoted++;
        if (run ? !scripts.includes(name!) : !NPM_OWN.has(name!) || ((name === 'test' || name === 'start') && !scripts.includes(name))) {
          missing.push(`${file}:${lineOf(content, match.index)}: npm ${run ?? ''}${name}`);
        }
      }
    }
    expect(quoted).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
