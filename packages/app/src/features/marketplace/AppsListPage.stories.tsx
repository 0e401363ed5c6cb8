import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
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

const { server } = DEMO_BASE_URLS;
const pageUrl = `${server}/apps/:page/:size`;
const realHandlers = createMockHandlers();
const TITLE = 'Marketplace - Soluções Fiscais';

/** Waits for the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = TITLE) => loadedPage(canvasElement, 'apps-list', heading);

/** The app cards of the results, once they are there. */
async function cards(page: PageQueries) {
  const results = await page.findByRole('region', { name: /Soluções Fiscais|Tax Solutions/ });
  return within(results).findAllByRole('article', {}, { timeout: 8000 });
}

/**
 * /apps/list — the marketplace of fiscal solutions on the mock backend (44 apps in the seed, 20 a
 * page), with search, 'Solução Fiscal' categories and page in the address. Signed in as Ana
 * (marketplace admin), who also sees 'Cadastrar aplicativo'.
 */
const meta = {
  title: 'Páginas/Marketplace/Lista de aplicativos',
  id: 'paginas-marketplace-lista-de-aplicativos',
  component: AppRoutes,
  ...signedInPageStory({ path: '/apps/list', signedInAs: 'admin@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 3: 20 cards linking to their apps, the count, the pagination and the breadcrumb. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await cards(page)).toHaveLength(20);
    await expect(page.getByRole('link', { name: 'BPO Sul Fiscal' })).toHaveAttribute('href', '/app/view?id=app-0025-bpo-sul-fiscal');
    await expect(page.getByRole('status')).toHaveTextContent('44 aplicativos · 1–20 de 44');
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(within(breadcrumb).getByText('Soluções Fiscais')).toHaveAttribute('aria-current', 'page');
    const pagination = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(within(pagination).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pagination).getByRole('button', { name: 'Página 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Cadastrar aplicativo' })).toHaveAttribute('href', '/create/app');
  },
};

/** The pages the page call was asked for, in order (then answered by the mock backend as usual). */
const askedPages: string[] = [];
const recordPage = http.get(pageUrl, ({ params }) => {
  askedPages.push(String(params.page));
  return undefined;
});

/**
 * 'Próxima página': page 2 in the address, cards 21 to 40. Page 2 was asked for in the background once page
 * 1 was on show, so the click shows it from the cache, without asking again.
 */
export const NextPage: Story = {
  beforeEach: () => {
    askedPages.length = 0;
  },
  parameters: { msw: { handlers: { 'apps.serverPage': [recordPage, realHandlers['apps.serverPage']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page);
    await waitFor(() => expect(askedPages).toEqual(['1', '2']));
    await userEvent.click(page.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent('21–40 de 44'));
    await expect(storyLocation.current.history.at(-1)).toBe('/apps/list?page=2');
    // The focus goes to the top of the results, not back to the start of the page.
    await expect(page.getByRole('heading', { level: 2, name: 'Soluções Fiscais' })).toHaveFocus();
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(await cards(page)).toHaveLength(20);
    await expect(askedPages.filter((asked) => asked === '2')).toHaveLength(1);
  },
};

/** The page call never answers: 10 skeleton cards and one announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'apps.serverPage': pendingGet(pageUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-skeleton="app card"]')).toHaveLength(10);
    await expect(page.getByText('Carregando aplicativos...')).toBeInTheDocument();
    await expect(page.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument();
  },
};

/** Scenario 'empty': no app published at all (no clear-filters action: there is nothing to clear). */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Nenhum aplicativo publicado ainda' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
    await expect(page.getByRole('button', { name: /^Filtros/ })).toBeVisible();
  },
};

/** A search nothing matches: the empty state's 'Limpar filtros' brings the whole list back. */
export const NoResults: Story = {
  decorators: [withPortal({ path: '/apps/list?q=xyzzy', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const empty = (await page.findByRole('heading', { name: 'Nenhum aplicativo encontrado' })).parentElement as HTMLElement;
    await expect(within(empty).getByText('Nenhum aplicativo corresponde à busca e aos filtros escolhidos.')).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }));
    await expect(await cards(page)).toHaveLength(20);
    await expect(storyLocation.current.history.at(-1)).toBe('/apps/list');
    await expect(page.getByRole('searchbox', { name: 'Buscar aplicativos' })).toHaveValue('');
  },
};

const flakyPage = failingFirst('get', pageUrl);
/** The page call fails (and its automatic retry): the error with 'Tentar novamente', which brings the list. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyPage.reset(),
  parameters: { msw: { handlers: { 'apps.serverPage': [flakyPage.handler, realHandlers['apps.serverPage']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os aplicativos.');
    await expect(flakyPage.calls()).toBe(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await cards(page)).toHaveLength(20);
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Opened from an address with a search: the panel is open on it, the badge counts it, fewer results. */
export const FilteredAddress: Story = {
  decorators: [withPortal({ path: '/apps/list?q=icms', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const toggle = page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await expect(within(panel).getByRole('searchbox', { name: 'Buscar aplicativos' })).toHaveValue('icms');
    await expect(await cards(page)).toHaveLength(10);
    await expect(page.getByRole('status')).toHaveTextContent('10 aplicativos');
    await expect(page.getByRole('link', { name: 'Norte ICMS' })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Fiscaltech ERP' })).not.toBeInTheDocument();
    await expect(page.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument();
  },
};

/** Two categories in the address: both ticked in the open panel, apps of either listed. */
export const TwoCategoriesAddress: Story = {
  decorators: [withPortal({ path: '/apps/list?category=cat-0002-solucoes-fiscais,cat-0004-folha', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('button', { name: 'Filtros (2 filtros aplicados)' })).toHaveAttribute('aria-expanded', 'true');
    const group = within(page.getByRole('region', { name: 'Filtros' })).getByRole('group', { name: 'Solução Fiscal' });
    await expect(await within(group).findByRole('checkbox', { name: 'Soluções Fiscais' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'Folha de pagamento' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'ERPs' })).not.toBeChecked();
    await expect(await cards(page)).toHaveLength(16);
    await expect(page.getByRole('link', { name: 'Norte ICMS' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Folha+ Nuvem' })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Fiscaltech ERP' })).not.toBeInTheDocument();
  },
};

/**
 * The panel by hand: 'Filtros' opens it (focus in its search), tick 'Soluções Fiscais', 'Aplicar filtros':
 * the address and the results follow; Escape closes the panel and gives the focus back to the toggle.
 */
export const FilterPanel: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page);
    const toggle = page.getByRole('button', { name: /^Filtros/ });
    await userEvent.click(toggle);
    const panel = await page.findByRole('region', { name: 'Filtros' });
    await waitFor(() => expect(within(panel).getByRole('searchbox', { name: 'Buscar aplicativos' })).toHaveFocus());
    const group = within(panel).getByRole('group', { name: 'Solução Fiscal' });
    const option = await within(group).findByRole('checkbox', { name: 'Soluções Fiscais' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(option);
    await expect(option).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe('/apps/list?category=cat-0002-solucoes-fiscais'));
    await waitFor(() => expect(page.getByRole('status')).toHaveTextContent('12 aplicativos'), { timeout: 8000 });
    await expect(await cards(page)).toHaveLength(12);
    await expect(page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Remover Soluções Fiscais' })).toBeVisible();
    within(panel).getByRole('button', { name: 'Aplicar filtros' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('region', { name: 'Filtros' })).not.toBeInTheDocument());
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveFocus();
    await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A page that is not a number: not guessed, the list says it does not exist and offers every app. */
export const BadAddress: Story = {
  decorators: [withPortal({ path: '/apps/list?page=abc', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('heading', { name: 'Esta lista não existe' })).toBeVisible();
    await expect(page.getByText('O endereço tem um filtro ou uma página inválida.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todos os aplicativos' })).toHaveAttribute('href', '/apps/list');
    await expect(page.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  },
};

/** Page 9 of a 3-page list: says so, and links to the first page. */
export const PageBeyondTheEnd: Story = {
  decorators: [withPortal({ path: '/apps/list?page=9', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Página 9 não existe' })).toBeVisible();
    await expect(page.getByText('A lista tem 3 páginas.')).toBeVisible();
    const first = page.getByRole('link', { name: 'Ir para a primeira página' });
    await expect(first).toHaveAttribute('href', '/apps/list');
    await userEvent.click(first);
    await expect(await cards(page)).toHaveLength(20);
  },
};

/** Carla (portal user) browses but does not publish: no 'Cadastrar aplicativo'. */
export const User: Story = {
  decorators: [withPortal({ path: '/apps/list', signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await cards(page)).toHaveLength(20);
    await expect(page.queryByRole('link', { name: 'Cadastrar aplicativo' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Marketplace - Tax Solutions');
    await expect(await cards(page)).toHaveLength(20);
    await expect(page.getByRole('status')).toHaveTextContent('44 apps');
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  },
};

/** 390 px: the toggle, the cards and the pagination fit the screen; the open panel too. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  const [first] = await cards(page);
  await expect(first).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas de resultados' })).toBeInTheDocument();
  await userEvent.click(page.getByRole('button', { name: /^Filtros/ }));
  const panel = await page.findByRole('region', { name: 'Filtros' });
  await expect(within(panel).getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
});
