import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingFirst,
  loadedPage,
  type PageQueries,
  pendingGet,
  phoneStory,
  PAGE_PARAMETERS,
  signedInPageStory,
} from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const LIST = '/settings/my-account?tab=products-list';
const PROVIDER = 'fornecedor@portalfiscal.demo';
const productsUrl = `${DEMO_BASE_URLS.apiNode}/apps/account/uuid/:uuid/`;
const realHandlers = createMockHandlers();
/** The six apps of Contábil Norte Tecnologia, Bruno's company, in the seed. */
const NORTE_APPS = [
  'Norte NF-e Express',
  'Norte Reforma Simulador',
  'Norte ICMS',
  'Norte Conciliador Contábil',
  'Norte SPED Validador',
  'Norte Analytics',
];

const at = (path: string, signedInAs: typeof PROVIDER | 'semempresa@portalfiscal.demo' = PROVIDER) => withPortal({ path, signedInAs });
const loaded = (canvasElement: HTMLElement, heading: string = 'Minha conta') => loadedPage(canvasElement, 'my-account', heading);
/** The tab's content: the region named by its heading. */
const panel = (page: PageQueries, name = 'Registro de Produto') => within(page.getByRole('region', { name }));
/** The same, once the account is known and the tab shows. */
const panelShown = async (page: PageQueries, name = 'Registro de Produto') =>
  within(await page.findByRole('region', { name }, { timeout: 8000 }));
/** The product cards, once they are there. */
async function cards(page: PageQueries, name?: string) {
  const region = await page.findByRole('region', { name: name ?? 'Registro de Produto' }, { timeout: 8000 });
  return within(region).findAllByRole('article', {}, { timeout: 8000 });
}
const names = async (page: PageQueries, name?: string) =>
  (await cards(page, name)).map((card) => within(card).getByRole('heading').textContent);
/** The filter panel, opened with its toggle when closed. */
async function openFilters(page: PageQueries) {
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return within(await page.findByRole('region', { name: 'Filtros' }));
}
/** The slide-over lives in a portal, outside the page. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * /settings/my-account?tab=products-list — 'Listar Produtos': the products of the signed-in account's
 * company as cards, a filter panel (name or description, 'Solução Fiscal' ticks) kept in the address,
 * 12 cards a page, and 'Editar' in a panel sliding from the right. Signed in as Bruno (provider admin
 * of Contábil Norte Tecnologia, six apps).
 */
const meta = {
  title: 'Páginas/Configurações/Listar produtos',
  id: 'paginas-configuracoes-listar-produtos',
  component: AppRoutes,
  ...signedInPageStory({ path: LIST, signedInAs: PROVIDER }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bruno's six apps only (none of another company's), each with image, stars, 'Visualizar' and 'Editar'. */
export const ProviderList: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('tab', { name: 'Listar Produtos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Registro de Produto' })).toBeVisible();
    await expect(await names(page)).toEqual(NORTE_APPS);
    await expect(page.queryByText('Fiscaltech ERP')).not.toBeInTheDocument();
    const list = panel(page);
    await expect(list.getByRole('status')).toHaveTextContent('6 produtos');
    const nfe = list.getByRole('article', { name: 'Norte NF-e Express' });
    await expect(within(nfe).getByRole('img', { name: '3,75 de 5 estrelas' })).toBeVisible();
    await expect(within(nfe).getByRole('heading', { level: 3 })).toHaveTextContent('Norte NF-e Express');
    await expect(within(nfe).getByText(/^Emissor de NF-e e NFC-e em nuvem/)).toBeVisible();
    await expect(within(nfe).getByRole('link', { name: 'Visualizar' })).toHaveAttribute('href', '/app/view?id=app-0005-norte-nfe');
    await expect(within(nfe).getByRole('button', { name: 'Editar' })).toBeEnabled();
    await expect(
      within(list.getByRole('article', { name: 'Norte Analytics' })).getByRole('img', { name: '5 de 5 estrelas' }),
    ).toBeVisible();
    // Six products fit one page: no pagination; the filter panel starts closed.
    await expect(list.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(list.getByRole('button', { name: /^Filtros/ })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing in the search and 'Aplicar filtros': names and descriptions, accents and case ignored; the address keeps it. */
export const FilterByText: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page);
    const filters = await openFilters(page);
    const search = filters.getByRole('searchbox', { name: 'Buscar produtos' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveAttribute('placeholder', 'Digite o nome ou descrição');
    // 'conciliacao' is in one description ('Conciliação automática...'), without its accents.
    await userEvent.type(search, 'CONCILIACAO{Enter}');
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(`${LIST}&q=CONCILIACAO`));
    await waitFor(async () => expect(await names(page)).toEqual(['Norte Conciliador Contábil']));
    await expect(panel(page).getByRole('status')).toHaveTextContent('1 produto');
    await expect(page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toBeVisible();
  },
};

/** Ticking two names under 'Solução Fiscal': only those two, in the address as their ids. */
export const FilterByCheckbox: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page);
    const filters = await openFilters(page);
    const group = within(filters.getByRole('group', { name: 'Solução Fiscal' }));
    // One box per product name.
    await expect(group.getAllByRole('checkbox')).toHaveLength(6);
    for (const name of NORTE_APPS) await expect(group.getByRole('checkbox', { name })).not.toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'Norte ICMS' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Norte Analytics' }));
    await userEvent.click(filters.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(`${LIST}&produto=app-0001-norte-icms,app-0039-norte-analytics`));
    await waitFor(async () => expect(await names(page)).toEqual(['Norte ICMS', 'Norte Analytics']));
    await expect(page.getByRole('button', { name: 'Filtros (2 filtros aplicados)' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Remover Norte ICMS' })).toBeVisible();
  },
};

/** Opened filtered (a reload): the panel open on the filter; 'Limpar filtros' brings back every product. */
export const ClearFilters: Story = {
  decorators: [at(`${LIST}&q=norte%20sped&produto=app-0002-norte-sped`)],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await names(page)).toEqual(['Norte SPED Validador']);
    const filters = within(page.getByRole('region', { name: 'Filtros' }));
    await expect(filters.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('norte sped');
    await expect(filters.getByRole('checkbox', { name: 'Norte SPED Validador' })).toBeChecked();
    await userEvent.click(filters.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(LIST));
    await waitFor(async () => expect(await names(page)).toHaveLength(6));
    await expect(filters.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('');
    await expect(filters.getByRole('checkbox', { name: 'Norte SPED Validador' })).not.toBeChecked();
    // Escape closes the panel and gives the focus back to its toggle.
    filters.getByRole('button', { name: 'Aplicar filtros' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('region', { name: 'Filtros' })).not.toBeInTheDocument());
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveFocus();
  },
};

/** A search nothing matches says so, with its own 'Limpar filtros'; a malformed page is just page 1. */
export const NoResult: Story = {
  decorators: [at(`${LIST}&q=xyzzy&page=abc`)],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const empty = (await page.findByRole('heading', { level: 3, name: 'Nenhum produto encontrado' })).parentElement as HTMLElement;
    await expect(within(empty).getByText('Nenhum produto corresponde à busca e aos filtros escolhidos.')).toBeVisible();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }));
    await expect(await names(page)).toHaveLength(6);
    await expect(storyLocation.current.history.at(-1)).toBe(LIST);
  },
};

/** Diego has no company: 'Nenhum produto foi registrado ainda.' and the way to register his company; no filter. */
export const Empty: Story = {
  decorators: [at(LIST, 'semempresa@portalfiscal.demo')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const list = await panelShown(page);
    const notice = await list.findByRole('status');
    await expect(notice).toHaveTextContent('Nenhum produto foi registrado ainda.');
    await expect(within(notice).getByRole('link', { name: 'Ir para cadastro da empresa' })).toHaveAttribute(
      'href',
      '/settings/my-account?tab=company',
    );
    await expect(list.queryAllByRole('article')).toHaveLength(0);
    await expect(list.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  },
};

/** A company without products yet (the answer is an empty list): the notice links to 'Cadastrar produto'. */
export const NoProducts: Story = {
  parameters: {
    msw: {
      // The real answer's shape, with no app.
      handlers: { 'apps.listByAccount': http.get(productsUrl, () => HttpResponse.json({ message: 'Apps encontrados', apps: [] })) },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const notice = await (await panelShown(page)).findByRole('status');
    await expect(notice).toHaveTextContent('Nenhum produto foi registrado ainda.');
    await expect(within(notice).getByRole('link', { name: 'Cadastrar produto' })).toHaveAttribute(
      'href',
      '/settings/my-account?tab=products',
    );
  },
};

/** The list never answers: ten skeleton cards and one announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'apps.listByAccount': pendingGet(productsUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-skeleton="product card"]')).toHaveLength(10));
    await expect(page.getByText('Carregando produtos...')).toBeInTheDocument();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
  },
};

const flaky = failingFirst('get', productsUrl);
/** The list fails (and its automatic retry): the error with 'Tentar novamente', which brings the products. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { 'apps.listByAccount': [flaky.handler, realHandlers['apps.listByAccount']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os seus produtos.');
    await expect(flaky.calls()).toBe(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await names(page)).toHaveLength(6);
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 'Editar' opens the slide-over titled with the product; its close button closes it, focus back on 'Editar'. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page);
    const edit = within(panel(page).getByRole('article', { name: 'Norte ICMS' })).getByRole('button', { name: 'Editar' });
    await userEvent.click(edit);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Editar Norte ICMS' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar edição' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** By keyboard: Tab to 'Editar', Enter opens, Escape closes and the focus returns to that 'Editar'. */
export const EditByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page);
    const view = within(panel(page).getByRole('article', { name: 'Norte SPED Validador' })).getByRole('link', { name: 'Visualizar' });
    view.focus();
    await userEvent.tab();
    const edit = within(panel(page).getByRole('article', { name: 'Norte SPED Validador' })).getByRole('button', { name: 'Editar' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('dialog', { name: 'Editar Norte SPED Validador' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** Scenario 'large' (some 1,300 apps for Bruno's company): 12 a page, the page in the address. */
export const ManyProducts: Story = {
  parameters: { scenario: 'large' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await cards(page)).toHaveLength(12);
    const list = panel(page);
    const pages = list.getByRole('navigation', { name: 'Páginas de produtos' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(`${LIST}&page=2`));
    await expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('status')).toHaveTextContent(/ · 13–24 de /);
    await expect(list.getByRole('status')).toHaveFocus();
    await expect(await cards(page)).toHaveLength(12);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'My account');
    await expect(await names(page, 'Product Registry')).toHaveLength(6);
    const list = panel(page, 'Product Registry');
    await expect(list.getByRole('status')).toHaveTextContent('6 products');
    const nfe = within(list.getByRole('article', { name: 'Norte NF-e Express' }));
    await expect(nfe.getByRole('img', { name: '3.75 out of 5 stars' })).toBeVisible();
    await expect(nfe.getByRole('link', { name: 'View' })).toBeVisible();
    await userEvent.click(nfe.getByRole('button', { name: 'Edit' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Edit Norte NF-e Express' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(list.getByRole('button', { name: /^Filters/ }));
    const filters = within(await list.findByRole('region', { name: 'Filters' }));
    await expect(filters.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Type a name or description');
    await expect(filters.getByRole('group', { name: 'Tax Solution' })).toBeVisible();
  },
};

/** 390 px: one card a row, the filter panel above them; applying closes it and shows the results. */
export const Phone: Story = phoneStory(loaded, async (page) => {
  const [first] = await cards(page);
  await expect(first).toBeVisible();
  const filters = await openFilters(page);
  await userEvent.type(filters.getByRole('searchbox', { name: 'Buscar produtos' }), 'icms');
  await userEvent.click(filters.getByRole('button', { name: 'Aplicar filtros' }));
  await waitFor(() => expect(page.queryByRole('region', { name: 'Filtros' })).not.toBeInTheDocument());
  await waitFor(async () => expect(await names(page)).toEqual(['Norte ICMS', 'Norte SPED Validador']));
  await expect(panel(page).getByRole('status')).toHaveFocus();
});
