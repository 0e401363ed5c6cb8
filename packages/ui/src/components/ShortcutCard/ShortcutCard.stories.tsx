import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShortcutCard, ShortcutCardSkeleton } from './ShortcutCard';
import { shortcutLogo } from './storyImages';

/**
 * A dashboard shortcut: image and name linking to an external site in a new tab with
 * `rel="noopener noreferrer"`. The defaults are e-CAC, Regularize and Portal GOV; users add their
 * own (up to 5 in total, see AddShortcutButton). `newTabHint` is read after the name.
 */
const meta = {
  title: 'Dashboard/ShortcutCard',
  id: 'dashboard-shortcutcard',
  component: ShortcutCard,
  args: {
    name: 'e-CAC',
    href: 'https://cav.receita.fazenda.gov.br/',
    imageSrc: shortcutLogo('e-CAC', '#0b4f8a'),
    newTabHint: 'abre em nova aba',
  },
  parameters: { localeArgs: { en: { newTabHint: 'opens in a new tab' } } },
} satisfies Meta<typeof ShortcutCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'e-CAC (abre em nova aba)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', 'https://cav.receita.fazenda.gov.br/');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** The three default shortcuts and a custom one, as on the dashboard. */
export const DefaultShortcuts: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: 16, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 }}>
      {[
        { name: 'e-CAC', href: 'https://cav.receita.fazenda.gov.br/', color: '#0b4f8a' },
        { name: 'Regularize', href: 'https://www.regularize.pgfn.gov.br/', color: '#1b7a3d' },
        { name: 'Portal GOV', href: 'https://www.gov.br/', color: '#0f766e' },
        { name: 'SEFAZ-SP', href: 'https://portal.fazenda.sp.gov.br/', color: '#8a5300' },
      ].map((s) => (
        <li key={s.name}>
          <ShortcutCard {...args} name={s.name} href={s.href} imageSrc={shortcutLogo(s.name, s.color)} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

/** While the shortcuts load: placeholders of the card's exact size beside a loaded card. */
export const Loading: Story = {
  render: (args) => (
    <ul aria-busy="true" aria-label="Atalhos" style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
      <li>
        <ShortcutCard {...args} />
      </li>
      <li aria-hidden>
        <ShortcutCardSkeleton />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link').getBoundingClientRect();
    const placeholder = canvasElement.querySelector('[data-variant="shortcut-skeleton"]');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    const box = placeholder!.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([card.width, card.height]);
  },
};

/** Without an image a link icon stands in. */
export const WithoutImage: Story = { args: { name: 'Meu escritório', href: 'https://example.com/', imageSrc: null } };

export const LongPortugueseText: Story = {
  args: { name: 'Consulta de débitos e certidões da Procuradoria-Geral da Fazenda Nacional', imageSrc: shortcutLogo('PGFN', '#b42318') },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * A shortcut whose stored address is not http(s) (`javascript:`, `data:`): the card shows its image and
 * name but is no link, so nothing runs on click. The api-client already drops such an address; this is
 * the component's own guard.
 */
export const UnsafeAddress: Story = {
  args: { name: 'Atalho suspeito', href: 'javascript:alert(1)', imageSrc: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:" i]')).toBeNull();
    await expect(canvasElement.querySelector('[href]')).toBeNull();
    await expect(within(canvasElement).getByText('Atalho suspeito')).toBeVisible();
  },
};
