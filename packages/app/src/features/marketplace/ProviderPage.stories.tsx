import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingFirst,
  failingGet,
  loadedPage,
  pageContent,
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
const NORTE = 'prov-0001-contabil-norte';
const path = (id: string = NORTE) => `/fornecedor/view?id=${id}`;
const SIGNED_IN = 'usuario@portalfiscal.demo';

/** Waits for the provider's name as the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = 'Contábil Norte Tecnologia') =>
  loadedPage(canvasElement, 'provider-view', heading);

/**
 * The products grid ('Produtos {name}') once it shows `count` cards: the apps come with the provider,
 * the leis from their own call, a moment later.
 */
async function products(page: PageQueries, name: string | RegExp, count: number) {
  const section = within(await page.findByRole('region', { name }));
  await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(count), { timeout: 8000 });
  return { section, cards: section.getAllByRole('article') };
}

/**
 * /fornecedor/view?id= — a provider: logo, name, the real average of its apps' ratings, description,
 * and 'Produtos {name}': its apps (to their pages) then the leis it facilitates (to the lei view).
 * Contábil Norte Tecnologia has 6 apps (21 ratings, average 3.38) and facilitates 2 leis.
 */
const meta = {
  title: 'Páginas/Marketplace/Fornecedor',
  id: 'paginas-marketplace-fornecedor',
  component: AppRoutes,
  ...signedInPageStory({ path: path(), signedInAs: SIGNED_IN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('img', { name: 'Logo de Contábil Norte Tecnologia' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Média 3,38 de 5 nos produtos do fornecedor' })).toBeVisible();
    await expect(page.getByText('3,38')).toBeVisible();
    await expect(page.getByText(/^Software house de Manaus/)).toBeVisible();
    const { section, cards } = await products(page, 'Produtos Contábil Norte Tecnologia', 8);
    await expect(section.getByRole('link', { name: 'Norte ICMS' })).toHaveAttribute('href', '/app/view?id=app-0001-norte-icms');
    await expect(section.getByRole('link', { name: 'Norte Analytics' })).toHaveAttribute('href', '/app/view?id=app-0039-norte-analytics');
    await expect(section.getByRole('link', { name: 'Judô nas Escolas' })).toHaveAttribute(
      'href',
      '/leis/incentivo/view?lei=lei-0006-judo-escolas-manaus',
    );
    await expect(section.getByRole('link', { name: 'Documentário Rios da Amazônia' })).toHaveAttribute(
      'href',
      '/leis/incentivo/view?lei=lei-0016-audiovisual-rios-amazonia',
    );
    await expect(section.getAllByText('Lei de incentivo')).toHaveLength(2);
    // Apps first, then leis.
    await expect(within(cards[5] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/app\/view/));
    await expect(within(cards[6] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/leis\/incentivo\/view/),
    );
    await expect(section.queryByRole('navigation')).not.toBeInTheDocument();
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByText('Contábil Norte Tecnologia')).toHaveAttribute('aria-current', 'page');
  },
};

/** An app card opens that app's page. */
export const OpenAnApp: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { section } = await products(page, 'Produtos Contábil Norte Tecnologia', 8);
    await userEvent.click(section.getByRole('link', { name: 'Norte ICMS' }));
    await loadedPage(canvasElement, 'app-view', 'Norte ICMS');
    await expect(storyLocation.current.history.at(-1)).toBe('/app/view?id=app-0001-norte-icms');
  },
};

/** An id no provider has: the not-found state (its own h1) with the way back. */
export const UnknownId: Story = {
  decorators: [withPortal({ path: path('prov-9999-inexistente'), signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Fornecedor não encontrado');
    await expect(page.getByText('O fornecedor que você procura não existe ou foi removido.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao marketplace' })).toHaveAttribute('href', '/apps/list');
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An id that is not one (markup): the same not-found state, without asking the backend. */
export const MalformedId: Story = {
  decorators: [withPortal({ path: `/fornecedor/view?id=${encodeURIComponent('<b>x</b>')}`, signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Fornecedor não encontrado');
    await expect(page.getByRole('link', { name: 'Voltar ao marketplace' })).toBeVisible();
  },
};

/** The provider's call never answers: the skeleton and its announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'providers.get': pendingGet(providerUrl) } } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText('Carregando fornecedor...', {}, { timeout: 8000 });
    await expect(status).toHaveAttribute('role', 'status');
    const page = pageContent(canvasElement, 'provider-view');
    await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton="app card"]')).toHaveLength(5);
  },
};

/** The provider's call fails for good: the error and 'Tentar novamente' (which asks again). */
export const LoadError: Story = {
  parameters: { msw: { handlers: { 'providers.get': failingGet(providerUrl) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Não foi possível carregar o fornecedor.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(within(notice).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(pageContent(canvasElement, 'provider-view').queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

const flakyProvider = failingFirst('get', providerUrl);
/** The provider's call fails (and its automatic retry); 'Tentar novamente' loads the page. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyProvider.reset(),
  parameters: { msw: { handlers: { 'providers.get': [flakyProvider.handler, realHandlers['providers.get']] } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Não foi possível carregar o fornecedor.', {}, { timeout: 8000 });
    await expect(flakyProvider.calls()).toBe(2);
    await userEvent.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    const page = await loaded(canvasElement);
    await products(page, 'Produtos Contábil Norte Tecnologia', 8);
  },
};

/** BPO Sul has no logo: the placeholder 'Sem foto' in its place. */
export const WithoutLogo: Story = {
  decorators: [withPortal({ path: path('prov-0009-bpo-sul'), signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'BPO Sul Serviços Contábeis');
    const header = page.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    await expect(within(header).getByRole('img', { name: 'Sem foto' })).toBeVisible();
    await expect(within(header).queryByRole('img', { name: /^Logo de/ })).not.toBeInTheDocument();
    const { section } = await products(page, 'Produtos BPO Sul Serviços Contábeis', 4);
    await expect(section.getAllByText('Lei de incentivo')).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('img', { name: "Average 3.38 out of 5 across the provider's products" })).toBeVisible();
    await expect(page.getByText('3.38')).toBeVisible();
    const { section } = await products(page, 'Contábil Norte Tecnologia products', 8);
    await expect(section.getAllByText('Incentive law')).toHaveLength(2);
  },
};

/** 390 px: the header and the grid stack, nothing runs off the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  const { cards } = await products(page, 'Produtos Contábil Norte Tecnologia', 8);
  await expect(cards[0]).toBeVisible();
});
