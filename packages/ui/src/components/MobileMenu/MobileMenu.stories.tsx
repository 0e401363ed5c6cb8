import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu';
import { exampleMobileMenu, storyRenderLink } from '../SideMenu/exampleMenu';

const navigate = fn();

/**
 * The menu at width 1024 or less. The button opens the collapsed menu; the categories (Serviços,
 * Tecnologias, Conteúdos, Projetos, Configurações) are dropdown sections, and only one is open at a
 * time. A click outside closes everything; Escape closes the open dropdown, then the menu.
 * Configurações lists Minha conta and, for roles that edit everything, the product and company
 * entries: the app decides which items to pass.
 */
const meta = {
  title: 'Layout/MobileMenu',
  id: 'layout-mobilemenu',
  component: MobileMenu,
  args: {
    entries: exampleMobileMenu('pt-BR'),
    label: 'Menu principal',
    toggleLabel: 'Menu',
    currentHref: '/dashboard',
    unavailableHint: 'em breve',
    renderLink: storyRenderLink(navigate),
    onOpenChange: fn(),
  },
  argTypes: { entries: { control: false }, renderLink: { control: false } },
  parameters: {
    localeArgs: { en: { entries: exampleMobileMenu('en'), label: 'Main menu', toggleLabel: 'Menu', unavailableHint: 'coming soon' } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 700 }}>
        {Story()}
        <p data-testid="outside" style={{ marginTop: 480 }}>
          Conteúdo da página
        </p>
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionsOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { expanded: true })
    .map((b) => b.textContent);

/** Mouse: open the menu, one dropdown at a time, a link closes the menu, a click outside closes it. */
export const OneDropdownAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'Serviços' }));
    await expect(within(nav).getByRole('link', { name: 'Contabilidades (em breve)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: 'Tecnologias' }));
    await expect(sectionsOf(nav)).toEqual(['Menu', 'Tecnologias']);
    await expect(within(nav).queryByRole('link', { name: 'Contabilidades (em breve)' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Tecnologias' }));
    await expect(sectionsOf(nav)).toEqual(['Menu']);

    await userEvent.click(within(nav).getByRole('button', { name: 'Configurações' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Empresa' }));
    await expect(navigate).toHaveBeenLastCalledWith('/settings/my-account?tab=company');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(within(nav).getByRole('button', { name: 'Projetos' }));
    await userEvent.click(canvas.getByTestId('outside'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(toggle);
    await expect(sectionsOf(nav)).toEqual(['Menu']); // dropdowns were closed too
  },
};

/** Keyboard: Enter opens, Escape closes the dropdown (focus back on its button), then the menu. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab(); // Home
    await userEvent.tab(); // Apps
    await userEvent.tab(); // Meus projetos
    await userEvent.tab(); // Calculadora da Reforma
    await userEvent.tab(); // Serviços
    const services = within(nav).getByRole('button', { name: 'Serviços' });
    await expect(services).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab(); // the unavailable items of Serviços are skipped: Tecnologias
    const technologies = within(nav).getByRole('button', { name: 'Tecnologias' });
    await expect(technologies).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sectionsOf(nav)).toEqual(['Menu', 'Tecnologias']);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Soluções Fiscais' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(technologies).toHaveFocus();
    await expect(sectionsOf(nav)).toEqual(['Menu']);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened on a section, for the snapshot. */
export const OpenSection: Story = { args: { defaultOpen: true, defaultOpenSection: 'technologies', currentHref: '/apps/list' } };

/** A user who cannot edit everything sees only Minha conta under Configurações. */
export const WithoutEditRights: Story = {
  args: { entries: exampleMobileMenu('pt-BR', false), defaultOpen: true, defaultOpenSection: 'settings' },
  parameters: { localeArgs: { en: { entries: exampleMobileMenu('en', false) } } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Minha conta' })).toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Empresa' })).not.toBeInTheDocument();
  },
};

export const LongPortugueseText: Story = {
  args: {
    defaultOpen: true,
    defaultOpenSection: 'long',
    entries: [
      {
        id: 'long',
        label: 'Consultorias Tributárias e Planejamento de Incentivos',
        items: [
          { id: 'a', label: 'Acompanhamento de obrigações acessórias e declarações', href: '/a' },
          { id: 'b', label: 'Planejamento tributário de incentivos fiscais estaduais' },
        ],
      },
    ],
  },
};

/** At 1024 px (the breakpoint), the mobile menu still applies. */
export const Tablet: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
