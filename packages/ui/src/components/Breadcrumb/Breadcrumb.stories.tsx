import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const navigate = fn();

/**
 * The trail to the current page, in a `nav` landmark named by `label` ('Trilha de navegação').
 * Items with `href` are links; the `current` item (the last by default) is plain text with
 * `aria-current="page"`. `renderLink` plugs in the app's router link.
 */
const meta = {
  title: 'Básicos/Breadcrumb',
  id: 'basicos-breadcrumb',
  component: Breadcrumb,
  args: {
    label: 'Trilha de navegação',
    items: [{ label: 'Início', href: '/dashboard' }, { label: 'Tecnologias', href: '/apps/list' }, { label: 'Soluções Fiscais' }],
  },
  parameters: {
    localeArgs: {
      en: {
        label: 'Breadcrumb',
        items: [{ label: 'Home', href: '/dashboard' }, { label: 'Technologies', href: '/apps/list' }, { label: 'Tax Solutions' }],
      },
    },
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a
        href={href}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Soluções Fiscais')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Tecnologias' }));
    await expect(navigate).toHaveBeenLastCalledWith('/apps/list');
    canvas.getByRole('link', { name: 'Tecnologias' }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/dashboard');
  },
};

/** An app page: home > marketplace > app name. */
export const ThreeLevels: Story = {
  args: {
    items: [{ label: 'Início', href: '/dashboard' }, { label: 'Marketplace', href: '/apps/list' }, { label: 'Apuração Fiscal Pro' }],
  },
};

/** 'Meus Projetos' has no page of its own: an item without `href` is plain text. */
export const ItemWithoutLink: Story = {
  args: { items: [{ label: 'Meus Projetos' }, { label: 'Leis de Incentivo Fiscal', current: true }] },
  parameters: {
    localeArgs: { en: { label: 'Breadcrumb', items: [{ label: 'My Projects' }, { label: 'Tax Incentive Laws', current: true }] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const LongPortugueseText: Story = {
  args: {
    items: [
      { label: 'Início', href: '/dashboard' },
      { label: 'Leis de Incentivo Fiscal', href: '/leis/incentivo' },
      { label: 'Programa Estadual de Incentivo à Cultura e ao Patrimônio Histórico de Minas Gerais', href: '/leis/incentivo/view' },
      { label: 'Facilitador Instituto Cultural Horizonte' },
    ],
  },
};

/**
 * A record's trail (`currentOnOneLine`): the current item, a record's name, keeps to one line and ends in
 * an ellipsis, so the trail is as high with a long name as with a short one or its loading text.
 */
export const CurrentOnOneLine: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 300 }}>
      {['Norte ICMS', 'Carregando...', 'Apuração Integrada de ICMS, IPI e Contribuições com Benefícios da Zona Franca'].map((name) => (
        <Breadcrumb
          key={name}
          {...args}
          label={`${args.label}: ${name}`}
          currentOnOneLine
          items={[...args.items.slice(0, -1), { label: name }]}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trails = [...canvasElement.querySelectorAll('nav')];
    await expect(trails).toHaveLength(3);
    const heights = trails.map((trail) => trail.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
    const long = trails[2]!.querySelector('[aria-current="page"]')!;
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    await expect(getComputedStyle(long).textOverflow).toBe('ellipsis');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
