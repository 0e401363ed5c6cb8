// The Nu Html Checker (vnu.jar, from the vnu-jar package) over the documents the story pass wrote
// (test-results/html/<story id>.html: what each page story rendered, wrapped in a minimal valid document;
// tests/visual/names.ts). One run over all of them; every error fails. Run by tests/stories.ts once the
// stories have finished, or alone: `npm run test:html` checks what the last story run wrote.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureJava } from '../java.ts';
import { HTML_RESULTS_DIR } from '../visual/names.ts';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** One message of vnu's JSON report (the fields read here). */
interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

function isVnuReport(value: unknown): value is { messages: VnuMessage[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { messages?: unknown }).messages);
}

/** Runs vnu once over `files`; resolves to its error messages grouped by file name. */
function checkWithVnu(java: string, files: string[]): Map<string, VnuMessage[]> {
  const jar = String(require('vnu-jar'));
  const result = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  let report: unknown;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`vnu did not answer with JSON (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  if (!isVnuReport(report)) throw new Error(`vnu's report has no messages:\n${result.stdout.slice(0, 500)}`);
  const byFile = new Map<string, VnuMessage[]>();
  for (const message of report.messages) {
    // Errors in a document, and a document vnu could not read (`non-document-error`); not warnings.
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const file = message.url ? basename(decodeURIComponent(new URL(message.url).pathname)) : '(no file)';
    byFile.set(file, [...(byFile.get(file) ?? []), message]);
  }
  return byFile;
}

/**
 * Checks every document in test-results/html (or those whose story id contains `only`). Prints each
 * error under its story with the markup around it. Resolves to the number of errors; throws when there
 * is nothing to check or no Java to run the checker on.
 */
export function validateStoryHtml({ only, expectAtLeast = 1 }: { only?: string; expectAtLeast?: number } = {}): number {
  const dir = join(root, HTML_RESULTS_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.html') && (!only || name.includes(only))) : [];
  if (files.length < expectAtLeast) {
    throw new Error(
      `${relative(root, dir)} holds ${files.length} page stories (expected at least ${expectAtLeast}): run the stories first (npm run test:stories).`,
    );
  }
  if (files.length === 0) return 0;
  const java = ensureJava();
  const started = Date.now();
  const errors = checkWithVnu(
    java,
    files.map((name) => join(dir, name)),
  );
  let count = 0;
  for (const [name, messages] of [...errors].sort(([a], [b]) => a.localeCompare(b))) {
    console.error(`\n✖ HTML of story ${name.replace(/\.html$/, '')}: ${messages.length} error(s)  (${relative(root, join(dir, name))})`);
    for (const message of messages) {
      count += 1;
      const where = message.lastLine ? ` (line ${message.lastLine}${message.firstColumn ? `, col ${message.firstColumn}` : ''})` : '';
      console.error(`    ${message.message}${where}`);
      if (message.extract) console.error(`      ${message.extract.replace(/\s+/g, ' ').trim()}`);
    }
  }
  console.log(
    `HTML: ${files.length} page stories checked by the Nu Html Checker in ${((Date.now() - started) / 1000).toFixed(1)}s: ${count} error(s).`,
  );
  return count;
}

// `npm run test:html [-- --only <id part>]`: the check alone, over what the last story run wrote.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
  try {
    process.exit(validateStoryHtml({ only }) > 0 ? 1 : 0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
