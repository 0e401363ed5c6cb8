/** Dashboard content: news, indicators, tax counter, weather and custom shortcuts. */

export interface NewsContent {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
}

/** Newest first, all before the seed's "now" (2026-11-16 10:00, São Paulo). */
export const NEWS: readonly NewsContent[] = [
  {
    slug: 'cbs-ibs-aliquotas-teste-2027',
    title: 'Receita e Comitê Gestor publicam alíquotas de referência da CBS e do IBS para 2027',
    excerpt: 'Resolução conjunta detalha as alíquotas de referência e o cronograma da fase de transição.',
    publishedAt: '2026-11-16T11:30:00.000Z',
  },
  {
    slug: 'selic-mantida-15',
    title: 'Copom mantém a Selic em 15,00% ao ano',
    excerpt: 'Comitê cita inflação de serviços ainda resistente e mantém a taxa pela quinta reunião seguida.',
    publishedAt: '2026-11-05T22:10:00.000Z',
  },
  {
    slug: 'dctfweb-prazo',
    title: 'DCTFWeb de outubro vence na sexta-feira',
    excerpt: 'Prazo para transmissão e pagamento da DCTFWeb da competência outubro termina em 28 de novembro.',
    publishedAt: '2026-11-14T13:00:00.000Z',
  },
  {
    slug: 'split-payment-piloto',
    title: 'Split payment: piloto com grandes varejistas começa em janeiro de 2027',
    excerpt: 'Bancos e adquirentes terão de segregar CBS e IBS na liquidação das transações de cartão.',
    publishedAt: '2026-11-13T15:45:00.000Z',
  },
  {
    slug: 'nfse-nacional-obrigatoria',
    title: 'NFS-e nacional passa a ser obrigatória para todos os municípios',
    excerpt: 'Prefeituras que ainda usam emissores próprios precisam aderir ao ambiente nacional.',
    publishedAt: '2026-11-12T12:20:00.000Z',
  },
  {
    slug: 'irpf-restituicao-lote',
    title: 'Receita paga lote residual de restituição do IRPF',
    excerpt: 'Crédito será feito na conta informada na declaração; consulta já está liberada.',
    publishedAt: '2026-11-11T14:00:00.000Z',
  },
  {
    slug: 'transacao-pgfn-edital',
    title: 'PGFN abre novo edital de transação com descontos de até 65%',
    excerpt: 'Adesão vai até o último dia útil de dezembro pelo portal Regularize.',
    publishedAt: '2026-11-10T16:30:00.000Z',
  },
  {
    slug: 'simples-nacional-sublimite',
    title: 'Simples Nacional: o que muda nos sublimites estaduais em 2027',
    excerpt: 'Estados mantêm sublimite de R$ 3,6 milhões para ICMS e ISS.',
    publishedAt: '2026-11-09T13:00:00.000Z',
  },
  {
    slug: 'efd-reinf-nova-versao',
    title: 'EFD-Reinf ganha nova versão do leiaute',
    excerpt: 'Versão traz ajustes nos eventos da série R-4000 e entra em produção em março.',
    publishedAt: '2026-11-07T18:00:00.000Z',
  },
  {
    slug: 'carf-jurisprudencia-creditos',
    title: 'Carf consolida entendimento sobre créditos de PIS e Cofins em insumos',
    excerpt: 'Câmara Superior aplica o critério da essencialidade e relevância a gastos com fretes.',
    publishedAt: '2026-11-06T17:25:00.000Z',
  },
  {
    slug: 'leis-incentivo-prazo-dezembro',
    title: 'Empresas do Lucro Real têm até dezembro para destinar IR a projetos incentivados',
    excerpt: 'Doações e patrocínios precisam ser feitos dentro do ano-calendário para dedução.',
    publishedAt: '2026-11-04T12:00:00.000Z',
  },
  {
    slug: 'icms-difal-stf',
    title: 'STF conclui julgamento sobre a cobrança do DIFAL',
    excerpt: 'Decisão define o marco temporal para a cobrança do diferencial de alíquotas.',
    publishedAt: '2026-11-03T20:40:00.000Z',
  },
];

/** Indicators as the backend would publish them on the seed's "now". */
export const INDICATORS = {
  selic: { valor: '15,00', data: '05/11/2026' },
  usd: 5.3412,
  eur: 6.1987,
} as const;

/**
 * Impostômetro: the running total of taxes paid in 2026 at the seed's "now" and what it grows by
 * every 500 ms (about R$ 4 trillion a year: 4e12 / (365 × 24 × 3600 × 2) ≈ 63 thousand).
 */
export const TAX_COUNTER = { Valor: 3_512_847_215_337.42, Incremento: 63_419.77 } as const;

/** Weather of the default city (São Paulo). */
export const WEATHER = { name: 'São Paulo', temp: 23.4, lat: -23.5505, lon: -46.6333 } as const;

/** Custom shortcuts (at most two per account: five in total with the three defaults). */
export const SHORTCUTS: ReadonlyArray<{ account: string; name: string; url: string }> = [
  { account: 'acc-0001-ana-ribeiro', name: 'SEFAZ-SP', url: 'https://portal.fazenda.sp.gov.br/' },
  { account: 'acc-0001-ana-ribeiro', name: 'Simples Nacional', url: 'https://www8.receita.fazenda.gov.br/simplesnacional/' },
  { account: 'acc-0002-bruno-carvalho', name: 'SEFAZ-AM', url: 'https://www.sefaz.am.gov.br/' },
  { account: 'acc-0003-carla-mendes', name: 'eSocial', url: 'https://login.esocial.gov.br/' },
  { account: 'acc-0003-carla-mendes', name: 'SPED', url: 'http://sped.rfb.gov.br/' },
  { account: 'acc-0101-helena-prado', name: 'NFS-e Nacional', url: 'https://www.nfse.gov.br/EmissorNacional' },
  { account: 'acc-0108-patricia-gomes', name: 'SEFAZ-CE', url: 'https://www.sefaz.ce.gov.br/' },
];
