// What Markdown left as text looks like in a rendered docs page (tests/docsPages.ts reads the page's text,
// without its story previews and code blocks, and hands it here line by line). Pure, so the unit tests
// (tests/docsPages.test.ts) pin each rule on the text a broken page really showed.

/** One rule: its name (printed with the line) and what it finds in one line of rendered text. */
interface Rule {
  name: string;
  test: RegExp;
}

export const RULES: readonly Rule[] = [
  // The introduction's tables without remark-gfm: `| seção | o que tem | | --- | --- | | Fundamentos |…`.
  { name: 'a table delimiter row (| --- |)', test: /\|\s*:?-{3,}:?\s*(?:\||$)|^\s*:?-{3,}:?\s*\|/ },
  { name: 'a table row (| a | b |)', test: /^\s*\|[^|]+\|/ },
  { name: 'a stray ** or ~~', test: /\*\*|~~/ },
  { name: 'a heading marker (#)', test: /^\s*#{1,6}\s+\S|\s#{2,6}\s+\S/ },
  { name: 'a list marker (- , * , + )', test: /^\s*[-*+]\s+\S/ },
  { name: 'a code fence (```)', test: /```|^\s*~~~/ },
  { name: 'a code span in backticks', test: /`[^`]+`/ },
  { name: 'a link in Markdown syntax ([text](url))', test: /\[[^\]]+\]\([^)\s]+\)/ },
  { name: 'a setext underline or thematic break (---, ===)', test: /^\s*(?:-{3,}|={3,}|\*{3,}|_{3,})\s*$/ },
];

/** A line of rendered text that still shows Markdown syntax, and which rule saw it. */
export interface Leftover {
  rule: string;
  line: string;
}

/**
 * Every line of `text` (a docs page's rendered text, as `innerText` gives it) that shows Markdown syntax,
 * with the first rule it breaks. A rendered table's cells come tab-separated: each cell is read on its
 * own, so the args table's '-' (no default) is not a list marker.
 */
export function markdownLeftAsText(text: string): Leftover[] {
  const found: Leftover[] = [];
  for (const raw of text.split(/[\n\t]/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const rule = RULES.find((r) => r.test.test(line));
    if (rule) found.push({ rule: rule.name, line: line.length > 160 ? `${line.slice(0, 157)}…` : line });
  }
  return found;
}
