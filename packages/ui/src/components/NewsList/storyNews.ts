/** Realistic news for stories (pt-BR and en), with local SVG thumbnails. Not exported from the package. */
import type { NewsItem } from './NewsList';

const thumb = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112"><rect width="112" height="112" fill="${color}"/><rect x="16" y="24" width="80" height="10" rx="5" fill="#fff" opacity=".85"/><rect x="16" y="44" width="60" height="8" rx="4" fill="#fff" opacity=".6"/><rect x="16" y="60" width="70" height="8" rx="4" fill="#fff" opacity=".6"/></svg>`)}`;

const colors = ['#0b4f8a', '#0f766e', '#8a5300', '#1b7a3d', '#b42318', '#4a5668'];

const titlesPt = [
  'Reforma tributária: o que muda para as empresas do Simples Nacional em 2027',
  'Receita Federal prorroga prazo da DCTFWeb',
  'CBS e IBS: cronograma de transição e alíquotas de teste publicadas no Diário Oficial',
  'Imposto Seletivo deve incidir sobre bebidas açucaradas e veículos poluentes',
  'Leis de incentivo: como destinar parte do IR para projetos culturais e esportivos',
  'Novo layout da NF-e entra em produção em fevereiro',
];
const titlesEn = [
  'Tax reform: what changes for Simples Nacional companies in 2027',
  'Federal Revenue extends the DCTFWeb deadline',
  'CBS and IBS: transition schedule and test rates published in the Official Gazette',
  'Selective Tax expected on sugary drinks and polluting vehicles',
  'Incentive laws: how to direct part of your income tax to cultural and sports projects',
  'New NF-e layout goes live in February',
];

export function storyNews(locale: 'pt-BR' | 'en' = 'pt-BR', count = 6): NewsItem[] {
  const titles = locale === 'en' ? titlesEn : titlesPt;
  return titles.slice(0, count).map((title, i) => ({
    id: `news-${i + 1}`,
    title,
    href: `https://noticias.portalfiscal.example/posts/${i + 1}`,
    publishedAt: `2026-11-${String(16 - i).padStart(2, '0')}T12:00:00.000Z`,
    imageSrc: thumb(colors[i % colors.length] ?? '#0b4f8a'),
  }));
}
