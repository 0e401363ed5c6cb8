import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu } from './SideMenu';
import { exampleMenu, storyRenderLink } from './exampleMenu';

const navigate = fn();

/**
 * The desktop side menu: the main items (Home, Notícias, Agenda, Meus projetos, ...) and the
 * categories Serviços, Tecnologias, Conteúdos and Projetos. The menu is data from the app
 * (`entries`); links go through `renderLink` (the app's router link). Items without a route are
 * marked with an hourglass, are not clickable and read `unavailableHint`. The toggle collapses it
 * to icons; labels stay as the links' accessible names.
 */
const meta = {
  title: 'Layout/SideMenu',
  id: 'layout-sidemenu',
  component: SideMenu,
  args: {
    entries: exampleMenu('pt-BR'),
    label: 'Menu principal',
    currentHref: '/dashboard',
    expandLabel: 'Expandir menu',
    collapseLabel: 'Recolher menu',
    unavailableHint: 'em breve',
    renderLink: storyRenderLink(navigate),
    onCollapsedChange: fn(),
  },
  argTypes: { entries: { control: false }, renderLink: { control: false } },
  parameters: {
    layout: 'fullscreen',
    localeArgs: {
      en: {
        entries: exampleMenu('en'),
        label: 'Main menu',
        expandLabel: 'Expand menu',
        collapseLabel: 'Collapse menu',
        unavailableHint: 'coming soon',
      },
    },
  },
  decorators: [(Story) => <div style={{ height: 900, display: 'flex' }}>{Story()}</div>],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links navigate through `renderLink`; the current page is marked; unavailable items do nothing. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('list', { name: 'Serviços' })).toBeInTheDocument();
    await expect(within(nav).getByRole('list', { name: 'Projetos' })).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Apps' }));
    await expect(navigate).toHaveBeenLastCalledWith('/apps/list');

    const unavailable = within(nav).getByRole('link', { name: 'Conversas (em breve)' });
    await expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await expect(unavailable).not.toHaveAttribute('href');
    await userEvent.click(unavailable);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(within(nav).getByRole('link', { name: 'Analytics Personalizado (em breve)' })).toHaveAttribute('aria-disabled', 'true');

    // Keyboard: the unavailable items are skipped; Enter follows a link.
    within(nav).getByRole('link', { name: 'Home' }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Meus projetos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/leis/incentivo');
  },
};

/** The toggle collapses the menu to icons (mouse) and expands it again (keyboard). */
export const CollapseToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const toggle = canvas.getByRole('button', { name: 'Recolher menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const before = nav.getBoundingClientRect().width;

    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expandButton = canvas.getByRole('button', { name: 'Expandir menu' });
    await expect(expandButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveAttribute('data-collapsed');
    // Labels leave the screen but remain the links' names.
    await expect(within(nav).getByRole('link', { name: 'Apps' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(nav.getBoundingClientRect().width).toBeLessThan(before);

    expandButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Collapsed: Story = { args: { defaultCollapsed: true } };

/** Another current route: a category item is marked. */
export const CurrentInCategory: Story = {
  args: { currentHref: '/leis/incentivo' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getAllByRole('link', { current: 'page' });
    await expect(current.map((link) => link.textContent)).toEqual(['Meus projetos', 'Leis de Incentivo']);
  },
};

/** Everything unavailable (a new deployment before the features open). */
export const AllUnavailable: Story = {
  args: {
    entries: exampleMenu('pt-BR').map((entry) =>
      'items' in entry ? { ...entry, items: entry.items.map((item) => ({ ...item, unavailable: true })) } : { ...entry, unavailable: true },
    ),
    unavailableHint: 'indisponível',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .queryAllByRole('link')
        .every((link) => link.getAttribute('aria-disabled') === 'true'),
    ).toBe(true);
  },
};

export const Empty: Story = { args: { entries: [] } };

export const LongPortugueseText: Story = {
  args: {
    entries: [
      { id: 'a', label: 'Consultorias Tributárias Especializadas em Reforma', href: '/a' },
      { id: 'b', label: 'Acompanhamento de obrigações acessórias e declarações', href: '/b' },
      { id: 'c', label: 'Planejamento tributário de incentivos fiscais estaduais' },
    ],
    currentHref: '/a',
  },
};

/** English labels come from the app; the locale toolbar swaps them in. */
export const English: Story = {
  args: {
    entries: exampleMenu('en'),
    label: 'Main menu',
    expandLabel: 'Expand menu',
    collapseLabel: 'Collapse menu',
    unavailableHint: 'coming soon',
  },
};

/** The side menu is desktop-only; at 1024 px or less the app renders MobileMenu instead. Shown here collapsed on a narrow screen. */
export const Mobile: Story = {
  args: { defaultCollapsed: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
