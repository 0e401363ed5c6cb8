import type { RoleName } from '@portal-fiscal/api-client';

/**
 * Accounts beyond the four demo ones (those stay exactly as in `seed/accounts.ts`). Ids under 100
 * see the welcome modal; everyone else has an id of 100 or more.
 */
export interface PersonContent {
  id: number;
  slug: string;
  name: string;
  email: string;
  role: RoleName;
  cargo: string;
  occupation: string;
  company: string;
  phone: string;
  city: string;
  state: string;
  cep: string;
  birth: string;
  website?: string;
  provider?: string;
  creationSource?: 'seed' | 'google' | 'linkedin' | 'admin';
  status?: 'ATIVO' | 'INATIVO';
  createdAt: string;
  lastLoggedAt: string | null;
}

export const PEOPLE: readonly PersonContent[] = [
  { id: 5, slug: 'eduardo-nascimento', name: 'Eduardo Nascimento', email: 'eduardo.nascimento@portalfiscal.demo', role: 'MARKETPLACE_EDITOR', cargo: 'Editor de Conteúdo', occupation: 'administrador', company: 'Portal Fiscal', phone: '(11) 97654-3210', city: 'São Paulo', state: 'SP', cep: '04538-132', birth: '1991-06-18', createdAt: '2026-01-15T13:00:00.000Z', lastLoggedAt: '2026-11-14T18:42:00.000Z' },
  { id: 6, slug: 'fernanda-lopes', name: 'Fernanda Lopes', email: 'fernanda.lopes@fiscaltech.demo', role: 'PROVIDER_EDITOR', cargo: 'Analista de Produto', occupation: 'engenheiro', company: 'Fiscaltech Sistemas', phone: '(11) 98123-4455', city: 'São Paulo', state: 'SP', cep: '01452-000', birth: '1994-03-09', provider: 'prov-0002-fiscaltech', createdAt: '2026-01-20T14:30:00.000Z', lastLoggedAt: '2026-11-13T12:05:00.000Z' },
  { id: 7, slug: 'gabriel-teixeira', name: 'Gabriel Teixeira', email: 'gabriel.teixeira@contabilnorte.demo', role: 'PROVIDER_VIEWER', cargo: 'Assistente Fiscal', occupation: 'contador', company: 'Contábil Norte Tecnologia', phone: '(92) 98456-7788', city: 'Manaus', state: 'AM', cep: '69020-030', birth: '1998-12-01', provider: 'prov-0001-contabil-norte', createdAt: '2026-02-02T15:00:00.000Z', lastLoggedAt: '2026-11-10T13:20:00.000Z' },
  { id: 100, slug: 'juliana-castro', name: 'Juliana Castro', email: 'juliana.castro@portalfiscal.demo', role: 'MARKETPLACE_VIEWER', cargo: 'Auditora Interna', occupation: 'contador', company: 'Portal Fiscal', phone: '(21) 99812-3344', city: 'Rio de Janeiro', state: 'RJ', cep: '20040-002', birth: '1986-08-23', createdAt: '2026-03-03T13:00:00.000Z', lastLoggedAt: '2026-11-12T11:47:00.000Z' },
  { id: 101, slug: 'helena-prado', name: 'Helena Prado', email: 'helena.prado@gmail.demo', role: 'MARKETPLACE_USER', cargo: 'Contadora', occupation: 'contador', company: 'Prado Contabilidade', phone: '(19) 99745-1020', city: 'Campinas', state: 'SP', cep: '13015-904', birth: '1989-05-14', creationSource: 'google', createdAt: '2026-03-18T19:12:00.000Z', lastLoggedAt: '2026-11-15T22:03:00.000Z' },
  { id: 102, slug: 'igor-fernandes', name: 'Igor Fernandes', email: 'igor.fernandes@linkedin.demo', role: 'MARKETPLACE_USER', cargo: 'Gerente Tributário', occupation: 'advogado', company: 'Fernandes Advocacia Tributária', phone: '(41) 99602-7711', city: 'Curitiba', state: 'PR', cep: '80020-310', birth: '1984-10-02', website: 'https://fernandesadvocacia.exemplo.com.br', creationSource: 'linkedin', createdAt: '2026-04-07T12:45:00.000Z', lastLoggedAt: '2026-11-11T16:30:00.000Z' },
  { id: 103, slug: 'karina-oliveira', name: 'Karina Oliveira', email: 'karina.oliveira@fiscaltech.demo', role: 'MARKETPLACE_PROVIDER_ADMIN', cargo: 'Diretora Comercial', occupation: 'administrador', company: 'Fiscaltech Sistemas', phone: '(11) 99234-5678', city: 'São Paulo', state: 'SP', cep: '04711-130', birth: '1980-01-27', provider: 'prov-0002-fiscaltech', createdAt: '2026-02-10T13:00:00.000Z', lastLoggedAt: '2026-11-15T14:10:00.000Z' },
  { id: 104, slug: 'leonardo-martins', name: 'Leonardo Martins', email: 'leonardo.martins@tributocerto.demo', role: 'MARKETPLACE_PROVIDER_ADMIN', cargo: 'Sócio', occupation: 'advogado', company: 'Tributo Certo Consultoria', phone: '(11) 98877-6655', city: 'São Paulo', state: 'SP', cep: '01311-200', birth: '1978-07-11', provider: 'prov-0003-tributo-certo', createdAt: '2026-02-14T13:00:00.000Z', lastLoggedAt: '2026-11-09T17:55:00.000Z' },
  { id: 105, slug: 'mariana-azevedo', name: 'Mariana Azevedo', email: 'mariana.azevedo@dadosfiscais.demo', role: 'MARKETPLACE_PROVIDER_ADMIN', cargo: 'CEO', occupation: 'economista', company: 'Dados Fiscais Analytics', phone: '(81) 99911-2233', city: 'Recife', state: 'PE', cep: '50030-230', birth: '1988-04-30', provider: 'prov-0010-dados-fiscais', createdAt: '2026-02-21T13:00:00.000Z', lastLoggedAt: '2026-11-14T10:25:00.000Z' },
  { id: 106, slug: 'nilton-ramos', name: 'Nilton Ramos', email: 'nilton.ramos@spedbrasil.demo', role: 'PROVIDER_EDITOR', cargo: 'Coordenador de Suporte', occupation: 'contador', company: 'SPED Brasil Soluções', phone: '(19) 98765-0011', city: 'Campinas', state: 'SP', cep: '13010-111', birth: '1985-09-19', provider: 'prov-0007-sped-brasil', createdAt: '2026-03-01T13:00:00.000Z', lastLoggedAt: '2026-11-06T12:00:00.000Z' },
  { id: 107, slug: 'otavio-pereira', name: 'Otávio Pereira', email: 'otavio.pereira@portalfiscal.demo', role: 'MARKETPLACE_USER', cargo: 'Analista Fiscal', occupation: 'contador', company: 'Pereira Assessoria', phone: '(62) 99654-3322', city: 'Goiânia', state: 'GO', cep: '74015-010', birth: '1992-02-16', status: 'INATIVO', createdAt: '2026-03-09T13:00:00.000Z', lastLoggedAt: '2026-06-30T13:00:00.000Z' },
  { id: 108, slug: 'patricia-gomes', name: 'Patrícia Gomes', email: 'patricia.gomes@portalfiscal.demo', role: 'MARKETPLACE_USER', cargo: 'Controller', occupation: 'administrador', company: 'Gomes Alimentos', phone: '(85) 99887-4411', city: 'Fortaleza', state: 'CE', cep: '60160-230', birth: '1983-11-08', createdAt: '2026-03-22T13:00:00.000Z', lastLoggedAt: '2026-11-15T11:40:00.000Z' },
  { id: 109, slug: 'rafael-moreira', name: 'Rafael Moreira', email: 'rafael.moreira@portalfiscal.demo', role: 'MARKETPLACE_USER', cargo: 'Advogado Tributarista', occupation: 'advogado', company: 'Moreira & Silva Advogados', phone: '(61) 99543-2100', city: 'Brasília', state: 'DF', cep: '70040-010', birth: '1987-03-25', createdAt: '2026-04-02T13:00:00.000Z', lastLoggedAt: '2026-11-13T20:15:00.000Z' },
  { id: 110, slug: 'sabrina-cardoso', name: 'Sabrina Cardoso', email: 'sabrina.cardoso@portalfiscal.demo', role: 'MARKETPLACE_EDITOR', cargo: 'Analista de Marketplace', occupation: 'administrador', company: 'Portal Fiscal', phone: '(11) 98222-7766', city: 'Santo André', state: 'SP', cep: '09010-160', birth: '1995-07-03', createdAt: '2026-04-15T13:00:00.000Z', lastLoggedAt: '2026-11-16T11:05:00.000Z' },
  { id: 111, slug: 'thiago-rocha', name: 'Thiago Rocha', email: 'thiago.rocha@almeidarocha.demo', role: 'PROVIDER_VIEWER', cargo: 'Contador', occupation: 'contador', company: 'Almeida & Rocha Contadores', phone: '(41) 99123-8899', city: 'Curitiba', state: 'PR', cep: '80410-150', birth: '1990-05-29', provider: 'prov-0004-almeida-rocha', createdAt: '2026-05-05T13:00:00.000Z', lastLoggedAt: '2026-11-08T15:35:00.000Z' },
  { id: 112, slug: 'vanessa-duarte', name: 'Vanessa Duarte', email: 'vanessa.duarte@portalfiscal.demo', role: 'MARKETPLACE_ADMIN', cargo: 'Coordenadora de Operações', occupation: 'administrador', company: 'Portal Fiscal', phone: '(11) 97777-1212', city: 'São Paulo', state: 'SP', cep: '05425-070', birth: '1985-12-12', creationSource: 'admin', createdAt: '2026-05-11T13:00:00.000Z', lastLoggedAt: '2026-11-16T12:20:00.000Z' },
  { id: 113, slug: 'wagner-lima', name: 'Wagner Lima', email: 'wagner.lima@limaconsultoria.demo', role: 'MARKETPLACE_PROVIDER_ADMIN', cargo: 'Sócio-diretor', occupation: 'contador', company: 'Lima Consultoria Tributária', phone: '(61) 99876-5544', city: 'Brasília', state: 'DF', cep: '70390-025', birth: '1975-08-07', provider: 'prov-0012-lima-consultoria', createdAt: '2026-05-20T13:00:00.000Z', lastLoggedAt: '2026-11-02T14:00:00.000Z' },
  { id: 114, slug: 'yasmin-freitas', name: 'Yasmin Freitas', email: 'yasmin.freitas@portalfiscal.demo', role: 'MARKETPLACE_USER', cargo: 'Estagiária', occupation: 'estudante', company: 'Universidade Federal da Bahia', phone: '(71) 99345-6677', city: 'Salvador', state: 'BA', cep: '40110-060', birth: '2003-09-21', createdAt: '2026-06-01T13:00:00.000Z', lastLoggedAt: '2026-11-15T23:50:00.000Z' },
  { id: 115, slug: 'lucas-vieira', name: 'Lucas Vieira', email: 'lucas.vieira@folhamais.demo', role: 'MARKETPLACE_PROVIDER_ADMIN', cargo: 'Gerente de Parcerias', occupation: 'administrador', company: 'Folha+ Tecnologia', phone: '(48) 99654-1234', city: 'Florianópolis', state: 'SC', cep: '88010-400', birth: '1991-01-13', provider: 'prov-0008-folha-mais', createdAt: '2026-06-12T13:00:00.000Z', lastLoggedAt: '2026-11-12T13:13:00.000Z' },
  { id: 116, slug: 'renata-siqueira', name: 'Renata Siqueira', email: 'renata.siqueira@portalfiscal.demo', role: 'MARKETPLACE_VIEWER', cargo: 'Consultora Externa', occupation: 'economista', company: 'Siqueira Consultoria', phone: '(27) 99432-1098', city: 'Vitória', state: 'ES', cep: '29010-120', birth: '1982-04-04', status: 'INATIVO', createdAt: '2026-07-01T13:00:00.000Z', lastLoggedAt: null },
  { id: 117, slug: 'andre-batista', name: 'André Batista', email: 'andre.batista@portalfiscal.demo', role: 'MARKETPLACE_USER', cargo: 'Engenheiro de Custos', occupation: 'engenheiro', company: 'Batista Engenharia', phone: '(31) 99210-4455', city: 'Contagem', state: 'MG', cep: '32017-900', birth: '1979-10-30', createdAt: '2026-08-19T13:00:00.000Z', lastLoggedAt: '2026-11-14T09:00:00.000Z' },
  { id: 118, slug: 'beatriz-santana', name: 'Beatriz Santana', email: 'beatriz.santana@portalfiscal.demo', role: 'MARKETPLACE_USER', cargo: 'Analista Contábil', occupation: 'contador', company: 'Santana Contabilidade', phone: '(98) 99188-2277', city: 'São Luís', state: 'MA', cep: '65010-440', birth: '1996-06-06', createdAt: '2026-09-02T13:00:00.000Z', lastLoggedAt: '2026-11-16T10:30:00.000Z' },
];

/** Rating comments, most positive, a few critical, as real reviews read. */
export const RATING_COMMENTS: ReadonlyArray<{ stars: number; comment: string }> = [
  { stars: 5, comment: 'Reduziu pela metade o tempo de fechamento do mês. O suporte responde rápido e entende de legislação.' },
  { stars: 5, comment: 'Implantação tranquila e a equipe acompanhou a primeira apuração inteira. Recomendo.' },
  { stars: 4, comment: 'Muito bom, só sinto falta de relatórios mais personalizáveis.' },
  { stars: 4, comment: 'Atende bem ao nosso escritório. A integração com o ERP levou duas semanas, mas funcionou.' },
  { stars: 3, comment: 'Cumpre o que promete, mas a interface poderia ser mais intuitiva.' },
  { stars: 5, comment: 'Encontramos créditos que nem sabíamos que existiam. Pagou-se no primeiro trimestre.' },
  { stars: 2, comment: 'Tivemos instabilidade na semana de entrega do SPED. Esperava mais.' },
  { stars: 4, comment: 'Boa ferramenta, preço justo e atualizações frequentes da legislação.' },
  { stars: 5, comment: 'Essencial para nos prepararmos para a Reforma Tributária. Os cenários ajudaram a diretoria a decidir.' },
  { stars: 3, comment: 'Funciona, mas o treinamento inicial foi curto para a nossa equipe.' },
  { stars: 5, comment: 'Os alertas nos salvaram de uma multa por atraso. Excelente.' },
  { stars: 4, comment: 'Painéis claros e exportação fácil para o Excel.' },
  { stars: 1, comment: 'Não conseguimos integrar com o nosso sistema legado e o cancelamento demorou.' },
  { stars: 5, comment: 'Atendimento humano e muito técnico. Raro encontrar isso.' },
];
