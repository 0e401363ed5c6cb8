import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../App';
import { PAGE_PARAMETERS, pageStory } from '../testing/pageStory';
import { storyLocation, withPortal } from '../testing/StoryPortal';
import { clearWelcomeDismissals, dismissWelcomeForDemoAccounts } from '../testing/storyHelpers';
import { SIDE_MENU_COLLAPSED_KEY } from './sideMenuState';

const ADMIN = 'admin@portalfiscal.demo';
const PROVIDER = 'fornecedor@portalfiscal.demo';
const USER = 'usuario@portalfiscal.demo';

/** Waits for the shell (after the session check) and returns the page's queries. */
async function shellReady(canvasElement: HTMLElement, heading: string | RegExp = /^Bom dia, /) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  return canvas;
}

/** The dropdown sections of the mobile menu that are open. */
const openSections = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('button', { expanded: true })
    .filter((b) => b.hasAttribute('data-section'));

/**
 * The application layout around every signed-in page (spec 01 §2 Layout): header with menu search,
 * notifications and profile menu; the desktop side menu (collapsible) or, at width 1024 or less,
 * the mobile menu; the page in <main id="conteudo">; toasts; the demo panel in mock mode.
 */
const meta = {
  title: 'Páginas/Layout/AppShell',
  id: 'paginas-layout-appshell',
  component: AppRoutes,
  ...pageStory({ path: '/dashboard', signedInAs: ADMIN }),
  parameters: { ...PAGE_PARAMETERS },
  beforeEach: () => {
    // Every story starts with the side menu expanded, whatever the previous one did.
    window.localStorage.removeItem(SIDE_MENU_COLLAPSED_KEY);
    // The dashboard's welcome modal (early accounts, once a day) is the dashboard's story, not the layout's.
    dismissWelcomeForDemoAccounts();
    return clearWelcomeDismissals;
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement, 'Bom dia, Ana Ribeiro!');
    const main = canvasElement.querySelector('main#conteudo');
    await expect(main).not.toBeNull();
    await expect(within(main as HTMLElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Portal Fiscal, página inicial' })).toHaveAttribute('href', '/dashboard');
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Meus projetos' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(menu.getByRole('link', { name: 'Apps' })).toHaveAttribute('href', '/apps/list');
    await expect(menu.getByRole('link', { name: 'Calculadora da Reforma' })).toHaveAttribute('href', '/calculadora');
    await expect(menu.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/settings');
    await expect(menu.getByRole('link', { name: 'Soluções Fiscais' })).toHaveAttribute('href', '/apps/list');
    await expect(menu.getByRole('link', { name: 'Leis de Incentivo' })).toHaveAttribute('href', '/leis/incentivo');
    // Not yet available: no route, not clickable, an hourglass and a hint for screen readers.
    for (const name of ['Notícias', 'Agenda', 'Conversas', 'Analytics Personalizado', 'Contabilidades', 'Licitações', 'RFPs']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${name} \\(em breve\\)`) })).toHaveAttribute('aria-disabled', 'true');
    }
    for (const group of ['Serviços', 'Tecnologias', 'Conteúdos', 'Projetos']) await expect(menu.getByText(group)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notificações' })).toBeVisible();
    // The demo's launcher comes once the page's answers are in (shell/DemoPanel.tsx).
    await expect(await canvas.findByRole('button', { name: 'Demonstração' })).toBeVisible();
    // The mobile menu is not shown on desktop.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const ProviderAdmin: Story = {
  decorators: [withPortal({ path: '/dashboard', signedInAs: PROVIDER })],
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement, 'Bom dia, Bruno Carvalho!');
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu do perfil' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('Olá, Bruno Carvalho!')).toBeVisible();
    await expect(within(menu).getByText(PROVIDER)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const User: Story = {
  decorators: [withPortal({ path: '/dashboard', signedInAs: USER })],
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement, 'Bom dia, Carla Mendes!');
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  },
};

export const ProfileMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu do perfil' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByText('Olá, Ana Ribeiro!')).toBeVisible();
    await expect(menu.getByText(ADMIN)).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'PT-BR' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Configurações gerais' })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Gerenciar minha conta' }));
    await expect(storyLocation.current.history.at(-1)).toBe('/settings/my-account?tab=profile');
  },
};

export const ProfileMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement, 'Bom dia, Ana Ribeiro!');
    canvas.getByRole('button', { name: 'Abrir menu do perfil' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await body.findByRole('menu');
    // First item: 'Gerenciar minha conta'; then the two languages.
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Gerenciar minha conta' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitemradio', { name: 'EN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: 'Good morning, Ana Ribeiro!' });
    await expect(document.documentElement.lang).toBe('en');
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open profile menu' })).toHaveFocus();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu do perfil' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Sair' }));
    await canvas.findByRole('heading', { name: 'Entrar no Portal Fiscal' });
    await expect(storyLocation.current.history.at(-1)).toBe('/login');
  },
};

export const HeaderSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const search = canvas.getByRole('combobox', { name: 'Buscar no menu' });
    await userEvent.type(search, 'xyz');
    await expect(await canvas.findByText('Nenhuma opção encontrada')).toBeVisible();
    await userEvent.clear(search);
    // Case-insensitive substring of the menu labels.
    await userEvent.type(search, 'CALC');
    const listbox = canvas.getByRole('listbox', { name: 'Buscar no menu' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Calculadora da Reforma']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(storyLocation.current.history.at(-1)).toBe('/calculadora');
  },
};

export const SideMenuCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Recolher menu' }));
    await expect(nav).toHaveAttribute('data-collapsed');
    await expect(within(nav).getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    // Kept for the next visit.
    await expect(window.localStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('true');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('title', 'Home');
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo principal' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('main#conteudo')).toHaveFocus();
  },
};

export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notificações' }));
    await expect(await within(document.body).findByText('Você não tem notificações novas.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement, 'Good morning, Ana Ribeiro!');
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(menu.getByRole('link', { name: 'Tax reform calculator' })).toBeVisible();
    await expect(menu.getByText('Services')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open profile menu' }));
    const profile = within(await within(document.body).findByRole('menu'));
    await expect(profile.getByText('Hello, Ana Ribeiro!')).toBeVisible();
    await expect(profile.getByRole('menuitemradio', { name: 'EN' })).toHaveAttribute('aria-checked', 'true');
    await expect(profile.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

/** Drives the mobile menu: dropdowns, one open at a time, outside click, the Configurações entries. */
async function playMobileMenu(canvasElement: HTMLElement, settingsEntries: string[]) {
  const canvas = await shellReady(canvasElement);
  // No side menu at this width: only the mobile menu's navigation.
  await expect(canvas.getAllByRole('navigation', { name: 'Menu principal' })).toHaveLength(1);
  await expect(canvas.queryByRole('button', { name: 'Recolher menu' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
  const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
  const menu = within(nav);
  await userEvent.click(menu.getByRole('button', { name: 'Serviços' }));
  await expect(menu.getByRole('link', { name: /^Contabilidades/ })).toBeVisible();
  await userEvent.click(menu.getByRole('button', { name: 'Tecnologias' }));
  // Only one dropdown open at a time.
  await expect(openSections(nav).map((b) => b.textContent)).toEqual(['Tecnologias']);
  await expect(menu.queryByRole('link', { name: /^Contabilidades/ })).toBeNull();
  await userEvent.click(menu.getByRole('button', { name: 'Configurações' }));
  await expect(openSections(nav).map((b) => b.textContent)).toEqual(['Configurações']);
  const settingsList = document.getElementById(menu.getByRole('button', { name: 'Configurações' }).getAttribute('aria-controls') ?? '');
  await expect(
    within(settingsList as HTMLElement)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual(settingsEntries.map((entry) => entry.split(' → ')));
  // A click outside closes the dropdown and the menu.
  await userEvent.click(canvasElement.querySelector('main#conteudo') as HTMLElement);
  await expect(openSections(nav)).toHaveLength(0);
  await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
}

const ADMIN_SETTINGS = [
  'Minha conta → /settings/my-account?tab=profile',
  'Cadastrar Produto → /settings/my-account?tab=products',
  'Listar Produtos → /settings/my-account?tab=products-list',
  'Empresa → /settings/my-account?tab=company',
];

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await playMobileMenu(canvasElement, ADMIN_SETTINGS);
  },
};

export const MobileUser: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [withPortal({ path: '/dashboard', signedInAs: USER })],
  play: async ({ canvasElement }) => {
    await playMobileMenu(canvasElement, ['Minha conta → /settings/my-account?tab=profile']);
  },
};

export const MobileProviderAdmin: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [withPortal({ path: '/dashboard', signedInAs: PROVIDER })],
  play: async ({ canvasElement }) => {
    // Provider admins edit their own company, but the mobile menu's editor entries are for edit-all roles (spec 02 §2).
    await playMobileMenu(canvasElement, ['Minha conta → /settings/my-account?tab=profile']);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await playMobileMenu(canvasElement, ADMIN_SETTINGS);
    // Following a link closes the menu and navigates.
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Calculadora da Reforma' }),
    );
    await expect(storyLocation.current.history.at(-1)).toBe('/calculadora');
  },
};

export const DemoPanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Demonstração' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Painel da demonstração' }));
    await expect(dialog.getByRole('combobox', { name: 'Cenário' })).toHaveTextContent('Padrão');
    await expect(dialog.getByLabelText('Latência (ms)')).toHaveValue('0');
    await expect(dialog.getByLabelText('Taxa de erros (%)')).toHaveValue('0');
    await expect(dialog.getByRole('button', { name: 'Expirar token agora' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Restaurar dados da demonstração' })).toBeVisible();
    await expect(dialog.getByText('Nenhum e-mail enviado ainda.')).toBeVisible();
    // Invalid numbers are refused with a message.
    await userEvent.clear(dialog.getByLabelText('Taxa de erros (%)'));
    await userEvent.type(dialog.getByLabelText('Taxa de erros (%)'), '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar comportamento' }));
    await expect(dialog.getByText('Informe um número de 0 a 100.')).toBeVisible();
  },
};

export const DemoPanelExpireToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Demonstração' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Painel da demonstração' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Expirar token agora' }));
    const message = await canvas.findByText('Token expirado. Logue novamente', {}, { timeout: 5000 });
    await canvas.findByRole('heading', { name: 'Entrar no Portal Fiscal' });
    // The login card fades in.
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const WithoutMocks: Story = {
  decorators: [withPortal({ path: '/dashboard', signedInAs: ADMIN, demo: false })],
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    // With a demo, the launcher comes once the page's answers are in: the shortcuts' answer is one of them
    // (and the story's picture, taken when every answer is in, would show it).
    await canvas.findByRole('link', { name: /^SEFAZ-SP/ });
    await expect(canvas.queryByRole('button', { name: 'Demonstração' })).toBeNull();
  },
};

export const DemoPanelScenario: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shellReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Demonstração' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Painel da demonstração' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Cenário' }));
    await userEvent.click(await body.findByRole('option', { name: 'Lento' }));
    await expect(dialog.getByRole('combobox', { name: 'Cenário' })).toHaveTextContent('Lento');
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar cenário' }));
    await expect(await body.findByText('Cenário aplicado: Lento', {}, { timeout: 5000 })).toBeVisible();
    // The panel shows the scenario's own behaviour.
    await expect(dialog.getByLabelText('Latência (ms)')).toHaveValue('1500');
  },
};
