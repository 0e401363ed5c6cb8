/**
 * The rules of the docs-page check (tests/docsPages.ts): each finds the Markdown a broken page really
 * showed, and none fires on rendered docs text (prose, a rendered table's tab-separated cells, the args
 * table's '-').
 */
import { describe, expect, it } from 'vitest';
import { markdownLeftAsText } from './docsPages.rules.ts';

const rules = (text: string) => markdownLeftAsText(text).map((found) => found.rule);

describe('Markdown left as text in a rendered docs page', () => {
  it('finds a GitHub table without remark-gfm, as the introduction showed it', () => {
    expect(rules('| seção | o que tem | | --- | --- | | Fundamentos | os tokens do tema |')).toEqual(['a table delimiter row (| --- |)']);
    expect(rules('|---|:---:|')).toEqual(['a table delimiter row (| --- |)']);
    expect(rules('| página no Storybook | rota |')).toEqual(['a table row (| a | b |)']);
  });

  it('finds stray emphasis, headings, lists, fences, code spans, links and rules', () => {
    expect(rules('Encontrou **algo? Anote a história')).toEqual(['a stray ** or ~~']);
    expect(rules('um ~~risco~~')).toEqual(['a stray ** or ~~']);
    expect(rules('## As demais seguem o mesmo padrão')).toEqual(['a heading marker (#)']);
    expect(rules('# Portal Fiscal')).toEqual(['a heading marker (#)']);
    expect(rules('texto ### Subtítulo')).toEqual(['a heading marker (#)']);
    expect(rules('- Idioma: Português ou English')).toEqual(['a list marker (- , * , + )']);
    expect(rules('```tsx')).toEqual(['a code fence (```)']);
    expect(rules('passe `loading` e um rótulo')).toEqual(['a code span in backticks']);
    expect(rules('veja [o guia](https://storybook.js.org)')).toEqual(['a link in Markdown syntax ([text](url))']);
    expect(rules('---')).toEqual(['a setext underline or thematic break (---, ===)']);
  });

  it('reports each line once, with its text', () => {
    expect(markdownLeftAsText('ok\n## Título **forte**\nok')).toEqual([{ rule: 'a stray ** or ~~', line: '## Título **forte**' }]);
  });

  it('passes rendered docs text', () => {
    const rendered = [
      'Portal Fiscal: guia do Storybook',
      'O que fica onde',
      'seção\to que tem',
      'Fundamentos\tos tokens do tema: cores, espaçamentos, raios, tipografia, sombras',
      'Páginas/Autenticação/Login\t',
      'onClick\t\n(() => void)\n\t-\t-',
      'fullWidth\tStretches the button to the full width of its container. Defaults to false.\nboolean\n\tfalse\tSet boolean',
      'Cenário: Lento (1,5 s por resposta), Instável (30% das respostas com erro) - e Grande',
      'Nº 12 — 16/11/2026, 10:00 (horário de Brasília)',
      "variant\tEmphasis: 'primary' (filled brand) | 'secondary'",
    ].join('\n');
    expect(markdownLeftAsText(rendered)).toEqual([]);
  });
});
