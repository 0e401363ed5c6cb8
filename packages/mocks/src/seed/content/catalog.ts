/**
 * Hand-curated content of the marketplace catalogue: provider types, providers, categories and
 * subcategories. Plain data only; `seed/index.ts` turns it into records.
 */

export interface ProviderTypeContent {
  uuid: string;
  name: string;
}

export const PROVIDER_TYPES: readonly ProviderTypeContent[] = [
  { uuid: 'ptype-0001-software-house', name: 'Software house' },
  { uuid: 'ptype-0002-consultoria-tributaria', name: 'Consultoria tributária' },
  { uuid: 'ptype-0003-escritorio-contabil', name: 'Escritório contábil' },
  { uuid: 'ptype-0004-fintech', name: 'Fintech' },
  { uuid: 'ptype-0005-ong-proponente', name: 'ONG/Proponente' },
];

export interface ProviderContent {
  uuid: string;
  name: string;
  description: string;
  typeUuid: string;
  status: 'ATIVO' | 'INATIVO';
  city: string;
  state: string;
  phone: string;
  createdAt: string;
}

export const PROVIDERS: readonly ProviderContent[] = [
  {
    uuid: 'prov-0001-contabil-norte',
    name: 'Contábil Norte Tecnologia',
    description:
      'Software house de Manaus especializada em soluções fiscais para empresas da Zona Franca: apuração de ICMS com benefícios regionais, SPED e conciliação contábil.',
    typeUuid: 'ptype-0001-software-house',
    status: 'ATIVO',
    city: 'Manaus',
    state: 'AM',
    phone: '(92) 3233-4100',
    createdAt: '2025-03-10T14:00:00.000Z',
  },
  {
    uuid: 'prov-0002-fiscaltech',
    name: 'Fiscaltech Sistemas',
    description:
      'Desenvolve ERPs e motores de cálculo tributário para médias empresas, com atualização contínua da legislação federal, estadual e municipal.',
    typeUuid: 'ptype-0001-software-house',
    status: 'ATIVO',
    city: 'São Paulo',
    state: 'SP',
    phone: '(11) 3042-7788',
    createdAt: '2025-02-03T13:00:00.000Z',
  },
  {
    uuid: 'prov-0003-tributo-certo',
    name: 'Tributo Certo Consultoria',
    description:
      'Consultoria tributária com foco em recuperação de créditos de PIS/Cofins, planejamento para a Reforma Tributária e revisão de obrigações acessórias.',
    typeUuid: 'ptype-0002-consultoria-tributaria',
    status: 'ATIVO',
    city: 'São Paulo',
    state: 'SP',
    phone: '(11) 2770-1520',
    createdAt: '2025-04-22T12:30:00.000Z',
  },
  {
    uuid: 'prov-0004-almeida-rocha',
    name: 'Almeida & Rocha Contadores',
    description:
      'Escritório contábil de Curitiba com BPO fiscal e contábil para mais de 300 empresas do Simples Nacional e do Lucro Presumido.',
    typeUuid: 'ptype-0003-escritorio-contabil',
    status: 'ATIVO',
    city: 'Curitiba',
    state: 'PR',
    phone: '(41) 3029-6644',
    createdAt: '2025-05-14T15:00:00.000Z',
  },
  {
    uuid: 'prov-0005-paguefacil',
    name: 'PagueFácil Fintech',
    description:
      'Fintech de pagamentos de tributos: DARF, GPS, DAS e guias estaduais com conciliação automática e antecipação de restituições.',
    typeUuid: 'ptype-0004-fintech',
    status: 'ATIVO',
    city: 'Belo Horizonte',
    state: 'MG',
    phone: '(31) 3516-2200',
    createdAt: '2025-06-02T11:00:00.000Z',
  },
  {
    uuid: 'prov-0006-cultura-viva',
    name: 'Instituto Cultura Viva',
    description:
      'Organização sem fins lucrativos que propõe e executa projetos culturais incentivados pela Lei Rouanet e por leis estaduais de ICMS na Bahia e em Pernambuco.',
    typeUuid: 'ptype-0005-ong-proponente',
    status: 'ATIVO',
    city: 'Salvador',
    state: 'BA',
    phone: '(71) 3328-9010',
    createdAt: '2025-01-20T13:00:00.000Z',
  },
  {
    uuid: 'prov-0007-sped-brasil',
    name: 'SPED Brasil Soluções',
    description: 'Validação, auditoria e transmissão de arquivos do SPED (EFD ICMS/IPI, EFD-Contribuições, ECD, ECF) e da EFD-Reinf.',
    typeUuid: 'ptype-0001-software-house',
    status: 'ATIVO',
    city: 'Campinas',
    state: 'SP',
    phone: '(19) 3251-3030',
    createdAt: '2025-02-18T16:00:00.000Z',
  },
  {
    uuid: 'prov-0008-folha-mais',
    name: 'Folha+ Tecnologia',
    description: 'Folha de pagamento na nuvem integrada ao eSocial e à DCTFWeb, com controle de ponto e gestão de benefícios.',
    typeUuid: 'ptype-0001-software-house',
    status: 'ATIVO',
    city: 'Florianópolis',
    state: 'SC',
    phone: '(48) 3024-5511',
    createdAt: '2025-03-27T14:00:00.000Z',
  },
  {
    uuid: 'prov-0009-bpo-sul',
    name: 'BPO Sul Serviços Contábeis',
    description: 'Terceirização de rotinas fiscais, contábeis e financeiras com equipe dedicada e indicadores de qualidade mensais.',
    typeUuid: 'ptype-0003-escritorio-contabil',
    status: 'ATIVO',
    city: 'Porto Alegre',
    state: 'RS',
    phone: '(51) 3212-8080',
    createdAt: '2025-04-09T13:00:00.000Z',
  },
  {
    uuid: 'prov-0010-dados-fiscais',
    name: 'Dados Fiscais Analytics',
    description:
      'Inteligência fiscal a partir de XMLs de NF-e, CT-e e NFS-e: cruzamentos, alertas de inconsistência e painéis de carga tributária.',
    typeUuid: 'ptype-0001-software-house',
    status: 'ATIVO',
    city: 'Recife',
    state: 'PE',
    phone: '(81) 3094-6200',
    createdAt: '2025-05-30T12:00:00.000Z',
  },
  {
    uuid: 'prov-0011-esporte-para-todos',
    name: 'Associação Esporte para Todos',
    description: 'Associação que capta recursos pela Lei de Incentivo ao Esporte para projetos de iniciação esportiva e paradesporto.',
    typeUuid: 'ptype-0005-ong-proponente',
    status: 'ATIVO',
    city: 'Rio de Janeiro',
    state: 'RJ',
    phone: '(21) 2533-4700',
    createdAt: '2025-02-11T15:30:00.000Z',
  },
  {
    uuid: 'prov-0012-lima-consultoria',
    name: 'Lima Consultoria Tributária',
    description: 'Consultoria de Brasília em contencioso administrativo, transação tributária e destinação de incentivos fiscais.',
    typeUuid: 'ptype-0002-consultoria-tributaria',
    status: 'ATIVO',
    city: 'Brasília',
    state: 'DF',
    phone: '(61) 3326-1900',
    createdAt: '2025-06-19T13:00:00.000Z',
  },
  {
    uuid: 'prov-0013-credito-fiscal-pay',
    name: 'Crédito Fiscal Pay',
    description: 'Fintech de antecipação de créditos de ICMS acumulado. Operações suspensas para revisão regulatória.',
    typeUuid: 'ptype-0004-fintech',
    status: 'INATIVO',
    city: 'São Paulo',
    state: 'SP',
    phone: '(11) 4003-2525',
    createdAt: '2025-07-01T12:00:00.000Z',
  },
  {
    uuid: 'prov-0014-pioneiro-sistemas',
    name: 'Pioneiro Sistemas',
    description: 'ERP para o agronegócio com emissão de NF-e de produtor rural e controle de Funrural. Cadastro em revisão.',
    typeUuid: 'ptype-0001-software-house',
    status: 'INATIVO',
    city: 'Goiânia',
    state: 'GO',
    phone: '(62) 3945-1010',
    createdAt: '2025-07-15T12:00:00.000Z',
  },
  {
    uuid: 'prov-0015-vida-plena',
    name: 'Fundação Vida Plena',
    description: 'Fundação dedicada à saúde e ao envelhecimento ativo, proponente de projetos pelo Fundo do Idoso, PRONON e PRONAS/PCD.',
    typeUuid: 'ptype-0005-ong-proponente',
    status: 'ATIVO',
    city: 'Fortaleza',
    state: 'CE',
    phone: '(85) 3261-7300',
    createdAt: '2025-03-05T14:00:00.000Z',
  },
  {
    uuid: 'prov-0016-crescer-junto',
    name: 'Instituto Crescer Junto',
    description:
      'Instituto que desenvolve projetos para crianças e adolescentes financiados pelo FIA em capitais do Nordeste e do Sudeste.',
    typeUuid: 'ptype-0005-ong-proponente',
    status: 'ATIVO',
    city: 'São Paulo',
    state: 'SP',
    phone: '(11) 3105-4422',
    createdAt: '2025-04-28T13:00:00.000Z',
  },
  {
    uuid: 'prov-0017-centro-oeste-contabil',
    name: 'Centro-Oeste Contabilidade',
    description: 'Escritório contábil de Cuiabá. Cadastro desativado a pedido do titular.',
    typeUuid: 'ptype-0003-escritorio-contabil',
    status: 'INATIVO',
    city: 'Cuiabá',
    state: 'MT',
    phone: '(65) 3322-1188',
    createdAt: '2025-08-08T12:00:00.000Z',
  },
];

export interface CategoryContent {
  uuid: string;
  name: string;
  description: string;
  subcategories: ReadonlyArray<{ uuid: string; name: string }>;
}

export const CATEGORIES: readonly CategoryContent[] = [
  {
    uuid: 'cat-0001-erps',
    name: 'ERPs',
    description: 'Sistemas de gestão empresarial com módulos fiscal, contábil e financeiro.',
    subcategories: [
      { uuid: 'sub-0101-erp-pme', name: 'ERP para PMEs' },
      { uuid: 'sub-0102-erp-industria', name: 'ERP para indústria' },
      { uuid: 'sub-0103-erp-varejo', name: 'ERP para varejo' },
    ],
  },
  {
    uuid: 'cat-0002-solucoes-fiscais',
    name: 'Soluções Fiscais',
    description: 'Cálculo de tributos, apuração, recuperação de créditos e documentos fiscais eletrônicos.',
    subcategories: [
      { uuid: 'sub-0201-apuracao', name: 'Apuração de ICMS e IPI' },
      { uuid: 'sub-0202-recuperacao-creditos', name: 'Recuperação de créditos' },
      { uuid: 'sub-0203-reforma-tributaria', name: 'Reforma Tributária (CBS e IBS)' },
      { uuid: 'sub-0204-documentos-fiscais', name: 'Emissão de documentos fiscais' },
    ],
  },
  {
    uuid: 'cat-0003-obrigacoes-acessorias',
    name: 'Obrigações acessórias',
    description: 'Geração, validação e entrega de SPED, DCTFWeb, EFD-Reinf e declarações estaduais.',
    subcategories: [
      { uuid: 'sub-0301-efd-icms-ipi', name: 'EFD ICMS/IPI' },
      { uuid: 'sub-0302-efd-contribuicoes', name: 'EFD-Contribuições' },
      { uuid: 'sub-0303-ecd-ecf', name: 'ECD e ECF' },
      { uuid: 'sub-0304-reinf-dctfweb', name: 'EFD-Reinf e DCTFWeb' },
    ],
  },
  {
    uuid: 'cat-0004-folha',
    name: 'Folha de pagamento',
    description: 'Folha, eSocial, ponto eletrônico e benefícios.',
    subcategories: [
      { uuid: 'sub-0401-esocial', name: 'eSocial' },
      { uuid: 'sub-0402-ponto', name: 'Gestão de ponto' },
      { uuid: 'sub-0403-beneficios', name: 'Benefícios' },
    ],
  },
  {
    uuid: 'cat-0005-bpo',
    name: 'BPO',
    description: 'Terceirização de processos fiscais, contábeis e financeiros.',
    subcategories: [
      { uuid: 'sub-0501-bpo-fiscal', name: 'BPO fiscal' },
      { uuid: 'sub-0502-bpo-contabil', name: 'BPO contábil' },
      { uuid: 'sub-0503-bpo-financeiro', name: 'BPO financeiro' },
    ],
  },
  {
    uuid: 'cat-0006-analytics',
    name: 'Analytics',
    description: 'Painéis, auditoria digital e inteligência fiscal sobre os dados da empresa.',
    subcategories: [
      { uuid: 'sub-0601-dashboards', name: 'Dashboards tributários' },
      { uuid: 'sub-0602-auditoria', name: 'Auditoria digital' },
      { uuid: 'sub-0603-inteligencia', name: 'Inteligência fiscal' },
    ],
  },
];
