import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Landmark } from 'lucide-react';
import { AppHeader } from './AppHeader';
import { MobileMenu } from '../MobileMenu';
import { exampleMobileMenu, exampleSearchOptions, storyRenderLink } from '../SideMenu/exampleMenu';
import { profileLabelsEn, profileLabelsPt, profilePhoto } from '../ProfileMenu/storyFixtures';

const navigate = fn();
const logout = fn();

const logo = (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 20 }}>
    <Landmark aria-hidden size={26} />
    Portal Fiscal
  </span>
);

const profile = {
  name: 'Mariana Albuquerque',
  email: 'mariana.albuquerque@contabilidade-exemplo.com.br',
  avatarSrc: profilePhoto,
  labels: profileLabelsPt,
  language: 'pt-BR' as const,
  onLanguageChange: fn(),
  onManageAccount: fn(),
  onSettings: fn(),
  onLogout: logout,
};

/**
 * The portal's header, hidden on the authentication screens. The logo links home (through
 * `renderLink`); the search filters the menu options by label (case-insensitive substring, accents
 * ignored) and calls `onNavigate` with the chosen option's href, by mouse or with
 * ArrowDown/ArrowUp and Enter; Escape closes the list. Then the notification button and the avatar
 * that opens ProfileMenu. At width 1024 or less the app puts MobileMenu in `menuSlot`.
 */
const meta = {
  title: 'Layout/AppHeader',
  id: 'layout-appheader',
  component: AppHeader,
  args: {
    logo,
    homeHref: '/dashboard',
    homeLabel: 'Portal Fiscal, página inicial',
    renderLink: storyRenderLink(navigate),
    searchLabel: 'Buscar no menu',
    searchPlaceholder: 'Buscar no menu…',
    searchOptions: exampleSearchOptions('pt-BR'),
    noResultsText: 'Nenhuma opção encontrada',
    onNavigate: navigate,
    notificationsLabel: 'Notificações, 3 novas',
    notificationCount: 3,
    onNotificationsClick: fn(),
    profile,
  },
  argTypes: { logo: { control: false }, renderLink: { control: false }, menuSlot: { control: false } },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      en: {
        homeLabel: 'Portal Fiscal, home page',
        searchLabel: 'Search the menu',
        searchPlaceholder: 'Search the menu…',
        searchOptions: exampleSearchOptions('en'),
        noResultsText: 'No option found',
        notificationsLabel: 'Notifications, 3 new',
        profile: { ...profile, labels: profileLabelsEn, language: 'en' },
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        {Story()}
        <main style={{ padding: 24 }}>
          <p data-testid="page">Conteúdo do painel</p>
        </main>
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    logout.mockClear();
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Portal Fiscal, página inicial' }));
    await expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Notificações, 3 novas' }));
    await expect(args.onNotificationsClick).toHaveBeenCalledTimes(1);
  },
};

/** Typing filters the options; the keyboard picks one, the mouse another; no match shows a message. */
export const SearchAndNavigate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscar no menu' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(input, 'CALC');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Calculadora da Reforma']);
    await userEvent.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: 'Calculadora da Reforma' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/calculadora');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Several matches: arrows move, ArrowUp wraps to the last.
    await userEvent.type(input, 'conta');
    await expect(
      within(canvas.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Minha conta']);
    await userEvent.clear(input);
    await userEvent.type(input, 'in');
    const labels = within(canvas.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(labels).toEqual(['Leis de Incentivo', 'Minha conta']);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('option', { name: 'Minha conta' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Leis de Incentivo' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');

    // Mouse: accents are ignored.
    await userEvent.type(input, 'solucoes');
    await userEvent.click(canvas.getByRole('option', { name: 'Soluções Fiscais' }));
    await expect(navigate).toHaveBeenLastCalledWith('/apps/list');
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'xyz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma opção encontrada');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('page'));
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The avatar opens the profile menu; 'Sair' calls the logout handler. */
export const ProfileMenuFromHeader: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu do perfil' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Olá, Mariana Albuquerque!')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** No unread notifications, no profile name. */
export const NoNotifications: Story = {
  args: { notificationsLabel: 'Notificações', notificationCount: 0, profile: { ...profile, name: null, avatarSrc: null } },
  parameters: { localeArgs: { en: { notificationsLabel: 'Notifications' } } },
};

export const LongPortugueseText: Story = {
  args: {
    searchPlaceholder: 'Digite o nome de um serviço, tecnologia ou conteúdo do portal…',
    notificationCount: 128,
    notificationsLabel: 'Notificações, 128 novas',
    profile: { ...profile, name: 'Maria da Conceição Albuquerque de Vasconcelos Cavalcanti' },
  },
};

/** At width 1024 or less, with MobileMenu in `menuSlot`. */
export const Mobile: Story = {
  args: {
    menuSlot: (
      <MobileMenu
        entries={exampleMobileMenu('pt-BR')}
        label="Menu principal"
        toggleLabel="Menu"
        unavailableHint="em breve"
        currentHref="/dashboard"
        renderLink={storyRenderLink(navigate)}
      />
    ),
  },
  parameters: {
    localeArgs: {
      en: {
        menuSlot: (
          <MobileMenu
            entries={exampleMobileMenu('en')}
            label="Main menu"
            toggleLabel="Menu"
            unavailableHint="coming soon"
            currentHref="/dashboard"
            renderLink={storyRenderLink(navigate)}
          />
        ),
      },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Apps' }));
    await expect(navigate).toHaveBeenLastCalledWith('/apps/list');
  },
};
