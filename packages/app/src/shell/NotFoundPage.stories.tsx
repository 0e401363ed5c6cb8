import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../App';
import { expectNoHorizontalScroll, loadedPage, phone390, PAGE_PARAMETERS, signedInPageStory } from '../testing/pageStory';
import { storyLocation, withPortal } from '../testing/StoryPortal';

const MISSING = '/relatorios/antigos';

/** Waits for the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = 'Página não encontrada') => loadedPage(canvasElement, 'not-found', heading);

/**
 * Any address the portal does not have. Signed in, it shows inside the shell (header and menus), so
 * the menus still lead on; signed out, the session guard sends the user to the login first.
 */
const meta = {
  title: 'Páginas/Layout/Página não encontrada',
  id: 'paginas-layout-pagina-nao-encontrada',
  component: AppRoutes,
  ...signedInPageStory({ path: MISSING, signedInAs: 'usuario@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the shell: the header and the side menu around it, and 'Ir para o início' to the dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Portal Fiscal, página inicial' })).toHaveAttribute('href', '/dashboard');
    const menu = within(canvas.getByRole('navigation', { name: 'Menu principal' }));
    await expect(menu.getByRole('link', { name: 'Leis de Incentivo' })).toHaveAttribute('href', '/leis/incentivo');
    // No menu entry is the current page.
    await expect(menu.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
    const main = canvasElement.querySelector('main#conteudo') as HTMLElement;
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Página não encontrada');
    await expect(main.querySelector('[data-page="not-found"]')).toHaveAttribute('data-path', MISSING);
    await expect(page.getByText('O endereço que você abriu não existe ou não está mais disponível.')).toBeVisible();
    const home = page.getByRole('link', { name: 'Ir para o início' });
    await expect(home).toHaveAttribute('href', '/dashboard');
    await userEvent.click(home);
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe('/dashboard'));
    await waitFor(() => expect(canvasElement.querySelector('[data-page="not-found"]')).toBeNull(), { timeout: 8000 });
  },
};

/** A deeper unknown address under a real section: the same page, not the section's. */
export const UnknownSubpath: Story = {
  decorators: [withPortal({ path: '/leis/incentivo/editar?lei=lei-0001-orquestra-reconcavo', signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/dashboard');
    await expect(canvasElement.querySelector('[data-page="leis-list"]')).toBeNull();
  },
};

/** Signed out: the session guard sends the user to the login, not to a not-found page. */
export const SignedOut: Story = {
  decorators: [withPortal({ path: MISSING })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Entrar no Portal Fiscal' }, { timeout: 8000 });
    await expect(storyLocation.current.history.at(-1)).toBe('/login');
    await expect(canvasElement.querySelector('[data-page="not-found"]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Page not found');
    await expect(page.getByText('The address you opened does not exist or is no longer available.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/dashboard');
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** 390 px: the mobile menu instead of the side menu; the page fits the screen. */
export const Mobile: Story = {
  ...phone390,
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Recolher menu' })).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Ir para o início' })).toBeVisible();
    await expectNoHorizontalScroll();
  },
};
