import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The file beside index.html that lists the hashes of its inline scripts and styles (read by deploy/configure.sh). */
export const CSP_HASHES_FILE = 'csp-hashes.txt';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy sources of index.html's inline code: one `script-src` line with the hash
 * of each inline script the build wrote (the first-screen check, the route preload map, the loader) and
 * one `style-src` line for its inline styles. A data block (`type="application/json"`, the deployment's
 * configuration) is never run, so it needs none, and the deploy step may rewrite it freely.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes) || /\stype="application\/json"/.test(attributes)) continue;
    scripts.push(sha256(match[2] ?? ''));
  }
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? ''));
  return { scripts, styles };
}

/**
 * The site's pages: index.html, the sign-up screen's (build/prerender.ts `signedOutFile`) and the signed-in
 * addresses' own (`frameFile`), never an asset.
 */
export function htmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true })
    .map(String)
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .sort();
}

/** Every page's inline hashes, each once: the same policy serves them all. */
export function siteHashes(pages: readonly string[]): { scripts: string[]; styles: string[] } {
  const all = pages.map(inlineHashes);
  return { scripts: [...new Set(all.flatMap((page) => page.scripts))], styles: [...new Set(all.flatMap((page) => page.styles))] };
}

/**
 * After every other step of the build has written index.html (the prerendered first screen is written
 * when the bundle closes), lists the hashes of the inline code of every page it wrote in `csp-hashes.txt`: the policy allows
 * exactly these, computed by the build, never by hand (docs/deployment.md).
 */
export function cspHashes(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-fiscal:csp-hashes',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const { scripts, styles } = siteHashes(htmlFiles(outDir).map((file) => readFileSync(resolve(outDir, file), 'utf8')));
        writeFileSync(resolve(outDir, CSP_HASHES_FILE), `script-src ${scripts.join(' ')}\nstyle-src ${styles.join(' ')}\n`);
      },
    },
  };
}
