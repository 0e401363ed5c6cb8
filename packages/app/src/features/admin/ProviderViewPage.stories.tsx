import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  expectNewTab,
  failingFirst,
  loadedPage,
  type PageQueries,
  pendingGet,
  phoneStory,
  PAGE_PARAMETERS,
  signedInPageStory,
} from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const providerUrl = `${apiNode}/app-providers/:id`;
const NORTE = { uuid: 'prov-0001-contabil-norte', name: 'Contábil Norte Tecnologia' };
const ADMIN = 'admin@portalfiscal.demo';
const at = (query: string, signedInAs: 'admin@portalfiscal.demo' | 'fornecedor@portalfiscal.demo' = ADMIN) =>
  withPortal({ path: `/settings/management/providers/view${query}`, signedInAs });

/** Waits for the page's title and returns queries scoped to its content. */
const loaded = (canvasElement: HTMLElement, heading = 'Fornecedor') => loadedPage(canvasElement, 'admin-provider-view', heading);

/** The provider's record, once in: its name as the first section's heading. */
async function record(canvasElement: HTMLElement, heading?: string, name = NORTE.name) {
  const page = await loaded(canvasElement, heading);
  await page.findByRole('heading', { level: 2, name }, { timeout: 8000 });
  return page;
}

/** The provider's facts, as [term, value] pairs. */
function facts(canvasElement: HTMLElement): string[][] {
  const list = canvasElement.querySelector('[data-page="admin-provider-view"] dl');
  if (!list) throw new Error('no details');
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

const section = (page: PageQueries, name: string | RegExp) => page.getByRole('region', { name });

/**
 * /settings/management/providers/view?id= — a provider for the marketplace administration (spec 02 §2
 * Provider view): photo, name, status, type, description, dates, its apps and accounts, 'Editar'. The id
 * is in the address. Signed in as Ana (marketplace admin), on Contábil Norte Tecnologia.
 */
const meta = {
  title: 'Páginas/Administração/Fornecedor',
  id: 'paginas-administracao-fornecedor',
  component: AppRoutes,
  ...signedInPageStory({ path: `/settings/management/providers/view?id=${NORTE.uuid}`, signedInAs: ADMIN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contábil Norte: its logo, the green 'Ativo', its type and dates, its six apps and its two accounts. */
export const WithAppsAndAccounts: Story = {
  play: async ({ canvasElement }) => {
    const page = await record(canvasElement);
    await expect(page.getByRole('img', { name: `Logo de ${NORTE.name}` })).toBeVisible();
    const identity = section(page, NORTE.name);
    const status = within(identity).getAllByText('Ativo')[0] as HTMLElement;
    await expect(status.closest('[data-status]')).toHaveAttribute('data-status', 'ATIVO');
    const details = facts(canvasElement);
    await expect(details.map(([term]) => term)).toEqual(['Tipo de fornecedor', 'Criado em', 'Atualizado em', 'Descrição']);
    await expect(details[0]).toEqual(['Tipo de fornecedor', 'Software house']);
    // 2025-03-10T14:00Z is 11:00 in São Paulo.
    await expect(details[1]).toEqual(['Criado em', '10/03/2025 11:00']);
    await expect(details[2]?.[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(details[3]?.[1]).toMatch(/^Software house de Manaus/);
    await expect(page.getByRole('link', { name: `Editar ${NORTE.name}` })).toHaveAttribute(
      'href',
      `/settings/management/providers/edit?id=${NORTE.uuid}`,
    );

    const apps = section(page, /^Aplicativos \(\d+\)$/);
    await expect(apps).toHaveAccessibleName('Aplicativos (6)');
    const icms = within(apps).getByRole('article', { name: 'Norte ICMS' });
    await expect(within(icms).getByRole('link', { name: 'Norte ICMS' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/view\?id=/),
    );
    await expect(within(icms).getByRole('img', { name: /^Avaliação média: [\d,]+ de 5$/ })).toBeVisible();
    await expect(
      within(within(icms).getByRole('list', { name: 'Integrações' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['SAP', 'Totvs']);
    await expect(within(icms).getByText(/^Apuração de ICMS com os benefícios/)).toBeVisible();
    await expectNewTab(within(icms).getByRole('link', { name: /exemplo\.com\.br/ }), /\(abre em nova aba\)$/);

    const accounts = section(page, /^Contas \(\d+\)$/);
    const bruno = within(accounts).getByRole('article', { name: 'Bruno Carvalho' });
    await expect(within(bruno).getByText('fornecedor@portalfiscal.demo')).toBeVisible();
    await expect(within(bruno).getByText('Diretor de Produto · Contábil Norte Tecnologia')).toBeVisible();
    await expect(within(bruno).getByText('Ativo').closest('[data-status]')).toHaveAttribute('data-status', 'ATIVO');
    await expect(within(accounts).getByRole('article', { name: 'Gabriel Teixeira' })).toBeVisible();
  },
};

/** An inactive provider with no accounts: the red 'Inativo' and the empty accounts list said in words. */
export const InactiveWithoutAccounts: Story = {
  decorators: [at('?id=prov-0013-credito-fiscal-pay')],
  play: async ({ canvasElement }) => {
    const page = await record(canvasElement, undefined, 'Crédito Fiscal Pay');
    const identity = section(page, 'Crédito Fiscal Pay');
    await expect((within(identity).getAllByText('Inativo')[0] as HTMLElement).closest('[data-status]')).toHaveAttribute(
      'data-status',
      'INATIVO',
    );
    await expect(section(page, 'Contas (0)')).toHaveTextContent('Nenhuma conta vinculada.');
    await expect(section(page, 'Aplicativos (1)')).toBeVisible();
  },
};

/** 'Editar' opens the edit form of the same provider, by its address. */
export const OpenEdit: Story = {
  play: async ({ canvasElement }) => {
    const page = await record(canvasElement);
    await userEvent.click(page.getByRole('link', { name: `Editar ${NORTE.name}` }));
    const edit = await loadedPage(canvasElement, 'admin-provider-edit', 'Editar Fornecedor');
    await expect(await edit.findByRole('textbox', { name: /^Nome/ }, { timeout: 8000 })).toHaveValue(NORTE.name);
    await expect(storyLocation.current.history.at(-1)).toBe(`/settings/management/providers/edit?id=${NORTE.uuid}`);
  },
};

/** No id in the address: 'Nenhum fornecedor selecionado.' and the way to the list. */
export const NoId: Story = {
  decorators: [at('')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Nenhum fornecedor selecionado.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a lista de fornecedores' })).toHaveAttribute(
      'href',
      '/settings/management?tab=gerenciar-providers',
    );
  },
};

/** An id that is not one (markup in the address): the same, and nothing is asked of the backend. */
export const MalformedId: Story = {
  decorators: [at('?id=%3Cscript%3Ealert(1)%3C%2Fscript%3E')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Nenhum fornecedor selecionado.' })).toBeVisible();
    await expect(page.queryByText(/alert/)).not.toBeInTheDocument();
  },
};

/** An id the backend does not know (404): not found, not an error to retry. */
export const UnknownId: Story = {
  decorators: [at('?id=prov-9999-nao-existe')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Fornecedor não encontrado' }, { timeout: 8000 })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  },
};

/** The provider never arrives: its skeleton, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'providers.get': pendingGet(providerUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Carregando o fornecedor…', {}, { timeout: 8000 })).toHaveAttribute('role', 'status');
    await expect(page.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

const flakyProvider = failingFirst('get', providerUrl);
/** The load fails (and its automatic retry): the message and 'Tentar novamente', which brings the provider. */
export const LoadErrorRetry: Story = {
  beforeEach: () => flakyProvider.reset(),
  parameters: { msw: { handlers: { 'providers.get': [flakyProvider.handler, realHandlers['providers.get']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Não foi possível carregar o fornecedor.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await record(canvasElement);
  },
};

/** Bruno (provider admin) types the address of his own company: 'Acesso restrito', nothing of the provider. */
export const NotAllowed: Story = {
  decorators: [at(`?id=${NORTE.uuid}`, 'fornecedor@portalfiscal.demo')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Acesso restrito' }, { timeout: 8000 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para as configurações' })).toHaveAttribute('href', '/settings');
    await expect(page.queryByRole('heading', { name: NORTE.name })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await record(canvasElement, 'Provider');
    await expect(facts(canvasElement).map(([term]) => term)).toEqual(['Provider type', 'Created on', 'Updated on', 'Description']);
    await expect(section(page, /^Apps \(\d+\)$/)).toBeVisible();
    await expect(section(page, /^Accounts \(\d+\)$/)).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${NORTE.name}` })).toBeVisible();
    await expect(page.getAllByText('Active').length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** 390 px: the record, apps and accounts stack, nothing runs off the screen. */
export const Mobile: Story = phoneStory(record, async (page) => {
  await expect(page.getByRole('link', { name: `Editar ${NORTE.name}` })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Norte ICMS' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bruno Carvalho' })).toBeVisible();
});
