import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { failingGet, loadedPage, pageContent, pendingGet, phoneStory, PAGE_PARAMETERS, signedInPageStory } from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

const accountUrl = `${DEMO_BASE_URLS.apiNode}/accounts/email/:email`;
const loaded = (canvasElement: HTMLElement, heading: string | RegExp = 'Configurações') =>
  loadedPage(canvasElement, 'settings-home', heading);

/** The cards' titles and where each leads, in order. */
async function cards(canvasElement: HTMLElement) {
  const page = pageContent(canvasElement, 'settings-home');
  const list = await page.findByRole('list', { name: /Configurações|Settings/ });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/**
 * /settings — the admin area's welcome and a card for each place the user may manage: seven for a
 * marketplace admin, four for a provider admin, My Account alone for anyone else (and whenever the
 * account lookup fails).
 */
const meta = {
  title: 'Páginas/Configurações/Início',
  id: 'paginas-configuracoes-inicio',
  component: AppRoutes,
  ...signedInPageStory({ path: '/settings', signedInAs: 'admin@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana (marketplace admin): the seven cards, My Account's tabs and the three management tabs. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByText('Bem-vindo à área administrativa. Escolha o que deseja gerenciar.')).toBeVisible();
    await expect(await cards(canvasElement)).toEqual([
      ['Minha conta', '/settings/my-account?tab=profile'],
      ['Cadastrar produto', '/settings/my-account?tab=products'],
      ['Listar Produtos', '/settings/my-account?tab=products-list'],
      ['Empresa', '/settings/my-account?tab=company'],
      ['Aplicativos', '/settings/management?tab=gerenciar-aplicativos'],
      ['Providers', '/settings/management?tab=gerenciar-providers'],
      ['Usuários', '/settings/management?tab=gerenciar-usuarios'],
    ]);
    await expect(page.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  },
};

/** Bruno (provider admin): his four cards. */
export const ProviderAdmin: Story = {
  decorators: [withPortal({ path: '/settings', signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect((await cards(canvasElement)).map(([title]) => title)).toEqual([
      'Minha conta',
      'Cadastrar produto',
      'Listar Produtos',
      'Empresa',
    ]);
  },
};

/** Carla (portal user): My Account alone, with the welcome of a user. */
export const PortalUser: Story = {
  decorators: [withPortal({ path: '/settings', signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Bem-vindo às configurações. Aqui você gerencia a sua conta.')).toBeVisible();
    await expect(await cards(canvasElement)).toEqual([['Minha conta', '/settings/my-account?tab=profile']]);
  },
};

/** The account lookup fails: only My Account, and a note saying why. */
export const LookupFailed: Story = {
  parameters: { msw: { handlers: { 'account.getByEmail': failingGet(accountUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText(/Não foi possível verificar as suas permissões agora/)).toBeVisible();
    await expect(await cards(canvasElement)).toEqual([['Minha conta', '/settings/my-account?tab=profile']]);
  },
};

/** While the account is looked up: skeleton cards, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'account.getByEmail': pendingGet(accountUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Carregando as suas permissões…');
    await expect(page.queryByRole('link', { name: 'Minha conta' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Settings');
    await expect(page.getByText('Welcome to the admin area. Choose what you want to manage.')).toBeVisible();
    await expect((await cards(canvasElement)).map(([title]) => title)).toEqual([
      'My account',
      'Register product',
      'Product list',
      'Company',
      'Apps',
      'Providers',
      'Users',
    ]);
  },
};

/** 390 px: one column of cards. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  const links = await page.findAllByRole('link', { name: /Minha conta|Usuários/ });
  const [first, last] = links.map((link) => link.getBoundingClientRect());
  await expect(first?.left).toBe(last?.left);
});
