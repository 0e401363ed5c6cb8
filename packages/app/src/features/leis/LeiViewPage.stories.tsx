import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { type LeiWire, wrapFloat64, wrapInt64, wrapString } from '@portal-fiscal/api-client';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  expectNewTab,
  failingFirst,
  loadedPage,
  pageContent,
  type PageQueries,
  pendingGet,
  phoneStory,
  PAGE_PARAMETERS,
  signedInPageStory,
  whatsappText,
} from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

const { server } = DEMO_BASE_URLS;
const leiUrl = `${server}/lei/:id`;
const realHandlers = createMockHandlers();
const ORQUESTRA = 'lei-0001-orquestra-reconcavo';
const ORQUESTRA_TITLE = 'Lei Rouanet — Orquestra Jovem do Recôncavo';
const SIGNED_IN = 'usuario@portalfiscal.demo';
const at = (lei: string) => withPortal({ path: `/leis/incentivo/view?lei=${lei}`, signedInAs: SIGNED_IN });

/** Waits for the lei's title as the page's heading and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = ORQUESTRA_TITLE) => loadedPage(canvasElement, 'lei-view', heading);

/** A titled section of the lei ('Objetivo', 'Investimento'...). */
const section = (page: PageQueries, name: string) => page.getByRole('region', { name });

/** The project's facts ('Ficha do projeto'), as [term, value] pairs. */
function facts(canvasElement: HTMLElement, label = 'Ficha do projeto'): string[][] {
  const list = canvasElement.querySelector(`[data-page="lei-view"] dl[aria-label="${label}"]`);
  if (!list) throw new Error(`no ${label}`);
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** A lei the backend sends with only its id and title: every other wrapper is null (`Valid: false`). */
const BARE_LEI: LeiWire = {
  lei_uuid: 'lei-0099-sem-dados',
  title: wrapString('Projeto sem ficha'),
  title_small: wrapString(null),
  subtitle: wrapString(null),
  objetivo: wrapString(null),
  contrapartida: { String: '', Valid: false },
  locais_execucao: wrapString(null),
  imposto: wrapString(null),
  area_direcionamento: wrapString(null),
  tag: wrapString(null),
  proponente: wrapString(null),
  publico_alvo: wrapString(null),
  total_impactados: wrapInt64(null),
  investimento: wrapFloat64(null),
  lei_photo: wrapString(null),
  app_provider: wrapString(null),
  app_provider_name: wrapString(null),
  app_provider_photo: wrapString(null),
  facilitador: wrapString(null),
  facilitador_name: wrapString(null),
  facilitador_photo: wrapString(null),
  phone: wrapString(null),
};

/**
 * /leis/incentivo/view?lei= — one incentive-law project: photo, tags, title, subtitle, the provider,
 * the project's facts, 'Redirecionar meu imposto' (WhatsApp), the facilitator's links and the sections
 * (the backend's HTML sanitised; 'Não informado' for a null field). The Orquestra Jovem do Recôncavo
 * reaches 4,800 people for R$ 1,280,000, brought by Instituto Cultura Viva. Signed in as Carla.
 */
const meta = {
  title: 'Páginas/Leis de incentivo/Lei de incentivo',
  id: 'paginas-leis-de-incentivo-lei-de-incentivo',
  component: AppRoutes,
  ...signedInPageStory({ path: `/leis/incentivo/view?lei=${ORQUESTRA}`, signedInAs: SIGNED_IN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('img', { name: `Foto do projeto ${ORQUESTRA_TITLE}` })).toBeVisible();
    await expect(page.getByText('Lei Federal de Incentivo à Cultura — Lei Rouanet (Lei nº 8.313/1991)')).toBeVisible();
    await expect(page.getByText('Cultura')).toBeVisible();
    await expect(facts(canvasElement)).toEqual([
      ['Proponente', 'Instituto Cultura Viva'],
      ['Impostos', 'IR'],
      ['Área de direcionamento', 'Cultura, Música'],
    ]);
    const objetivo = section(page, 'Objetivo');
    await expect(objetivo).toHaveTextContent(/^ObjetivoFormar 120 jovens músicos/);
    await expect(within(objetivo).getByText('120 jovens músicos').tagName).toBe('STRONG');
    await expect(within(objetivo).getAllByRole('listitem')).toHaveLength(3);
    await expect(section(page, 'Contrapartida')).toHaveTextContent('Concertos gratuitos nas praças das três cidades');
    await expect(section(page, 'Locais de execução')).toHaveTextContent('Cachoeira - BA, São Félix - BA, Santo Amaro - BA');
    await expect(section(page, 'Público Alvo')).toHaveTextContent('Jovens de 12 a 21 anos da rede pública de ensino');
    await expect(section(page, 'Total Impactados')).toHaveTextContent(/^Total Impactados4\.800 pessoas$/);
    await expect(section(page, 'Investimento')).toHaveTextContent(/^InvestimentoR\$\s1\.280\.000,00$/);
    await expect(within(section(page, 'Investimento')).getByText(/1\.280\.000,00/)).toHaveAttribute('value', '1280000.00');
    const redirect = page.getByRole('link', { name: /^Redirecionar meu imposto/ });
    await expectNewTab(redirect, 'Redirecionar meu imposto (abre em nova aba)');
    await expect(whatsappText(redirect)).toContain(`"${ORQUESTRA_TITLE}"`);
    await expect(page.getByRole('link', { name: 'Facilitador Instituto Cultura Viva' })).toHaveAttribute(
      'href',
      '/fornecedor/view?id=prov-0006-cultura-viva',
    );
    await expect(page.getByRole('link', { name: 'Sobre o facilitador' })).toHaveAttribute(
      'href',
      `/leis/incentivo/facilitador?id=${ORQUESTRA}`,
    );
    const breadcrumb = within(page.getByRole('navigation', { name: 'Você está em' }));
    await expect(breadcrumb.getByRole('link', { name: 'Leis de Incentivo Fiscal' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(breadcrumb.getByText(ORQUESTRA_TITLE)).toHaveAttribute('aria-current', 'page');
  },
};

/** 'Sobre o facilitador' opens the facilitator's page of this lei. */
export const OpenTheFacilitator: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(page.getByRole('link', { name: 'Sobre o facilitador' }));
    await loadedPage(canvasElement, 'lei-facilitator', 'Instituto Cultura Viva');
  },
};

/** The Sarau Periférico BH has no photo: the placeholder 'Sem foto' in its place. */
export const WithoutPhoto: Story = {
  decorators: [at('lei-0022-iss-bh-sarau')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'ISS Cultural BH — Sarau Periférico');
    await expect(page.getByRole('img', { name: 'Sem foto' })).toBeVisible();
    await expect(page.queryByRole('img', { name: /^Foto do projeto/ })).not.toBeInTheDocument();
    await expect(section(page, 'Total Impactados')).toHaveTextContent('7.000 pessoas');
  },
};

/** Every field but the title null on the wire: 'Não informado' in each fact and section, no facilitator links. */
export const NullFields: Story = {
  decorators: [at(BARE_LEI.lei_uuid)],
  parameters: { msw: { handlers: { 'leis.get': http.get(leiUrl, () => HttpResponse.json(BARE_LEI)) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Projeto sem ficha');
    for (const name of ['Objetivo', 'Contrapartida', 'Locais de execução', 'Público Alvo', 'Total Impactados', 'Investimento']) {
      await expect(section(page, name)).toHaveTextContent(new RegExp(`^${name}Não informado$`));
    }
    await expect(facts(canvasElement)).toEqual([
      ['Proponente', 'Não informado'],
      ['Impostos', 'Não informado'],
      ['Área de direcionamento', 'Não informado'],
    ]);
    await expect(page.getAllByText('Não informado')).toHaveLength(9);
    await expect(page.getByRole('img', { name: 'Sem foto' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Redirecionar meu imposto/ })).toBeVisible();
    await expect(page.queryByRole('link', { name: /^Facilitador/ })).not.toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Sobre o facilitador' })).not.toBeInTheDocument();
  },
};

let alerts: unknown[] = [];
/**
 * Aprendiz Digital's objective carries `<script>` and an `<img onerror>`: the section keeps the text
 * and drops the markup; nothing runs, and no image without a text alternative is left behind.
 */
export const ScriptInObjective: Story = {
  decorators: [at('lei-0008-aprendiz-digital')],
  beforeEach: () => {
    alerts = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    return () => {
      window.alert = original;
    };
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'FIA — Aprendiz Digital');
    const objetivo = section(page, 'Objetivo');
    await expect(objetivo).toHaveTextContent('Ensinar programação e robótica a adolescentes da zona leste de São Paulo');
    await expect(objetivo).toHaveTextContent('Turmas de 25 alunos, com notebooks cedidos durante o curso.');
    await expect(objetivo).not.toHaveTextContent('xss no objetivo');
    await expect(objetivo.querySelector('script')).toBeNull();
    await expect(objetivo.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('[data-page="lei-view"] script, [data-page="lei-view"] [onerror]')).toBeNull();
    // What is left of `<img src="x" onerror=...>` must not be an image without a text alternative (axe's image-alt).
    await expect(objetivo.querySelector('img:not([alt])')).toBeNull();
    await expect(alerts).toEqual([]);
  },
};

/** An id no lei has: the not-found state (its own h1) with the way to the list. */
export const NotFound: Story = {
  decorators: [at('lei-9999-inexistente')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Lei não encontrada');
    await expect(page.getByText(/^O endereço não corresponde a nenhuma lei de incentivo/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver as leis de incentivo' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(within(page.getByRole('navigation', { name: 'Você está em' })).getByText('Lei não encontrada')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

let leiCalls = 0;
/** An id that is not one (markup): the same not-found state, without asking the backend. */
export const MalformedId: Story = {
  decorators: [at(encodeURIComponent('<script>'))],
  beforeEach: () => {
    leiCalls = 0;
  },
  parameters: {
    msw: {
      handlers: {
        'leis.get': [
          http.get(leiUrl, () => {
            leiCalls += 1;
            return undefined;
          }),
          realHandlers['leis.get'],
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Lei não encontrada');
    await expect(page.getByRole('link', { name: 'Ver as leis de incentivo' })).toBeVisible();
    await expect(leiCalls).toBe(0);
  },
};

/** The lei's call never answers: the skeleton and its announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'leis.get': pendingGet(leiUrl) } } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText('Carregando a lei...', {}, { timeout: 8000 });
    await expect(status).toHaveAttribute('role', 'status');
    const page = pageContent(canvasElement, 'lei-view');
    await expect(within(page.getByRole('navigation', { name: 'Você está em' })).getByText('Carregando...')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(page.queryByRole('link', { name: /^Redirecionar meu imposto/ })).not.toBeInTheDocument();
  },
};

const flakyLei = failingFirst('get', leiUrl);
/** The lei's call fails (and its automatic retry): the error with 'Tentar novamente', which loads the lei. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyLei.reset(),
  parameters: { msw: { handlers: { 'leis.get': [flakyLei.handler, realHandlers['leis.get']] } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Não foi possível carregar esta lei de incentivo.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(flakyLei.calls()).toBe(2);
    await expect(pageContent(canvasElement, 'lei-view').queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    const page = await loaded(canvasElement);
    await expect(section(page, 'Investimento')).toHaveTextContent('1.280.000,00');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('img', { name: `Photo of the project ${ORQUESTRA_TITLE}` })).toBeVisible();
    // Numbers follow the page's language.
    await expect(section(page, 'People reached')).toHaveTextContent(/^People reached4,800 people$/);
    await expect(section(page, 'Investment')).toHaveTextContent(/^InvestmentR\$\s?1,280,000\.00$/);
    await expect(section(page, 'Objective')).toBeVisible();
    const redirect = page.getByRole('link', { name: /^Redirect my tax/ });
    await expectNewTab(redirect, 'Redirect my tax (opens in a new tab)');
    // The message goes to the sales team: in Portuguese, whatever the portal's language.
    await expect(whatsappText(redirect)).toMatch(/^Olá! Quero redirecionar parte do meu imposto/);
    await expect(page.getByRole('link', { name: 'Facilitator Instituto Cultura Viva' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'About the facilitator' })).toBeVisible();
  },
};

/** 390 px: the photo, the facts and the sections stack, nothing runs off the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(page.getByRole('img', { name: `Foto do projeto ${ORQUESTRA_TITLE}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Redirecionar meu imposto/ })).toBeVisible();
  await expect(section(page, 'Investimento')).toBeInTheDocument();
});
