import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsList, NEWS_LIST_STATUSES } from './NewsList';
import { storyNews } from './storyNews';

/**
 * The dashboard's news list. Up to 5 posts, 3 at width 1300 px or less (CSS hides items 4 and 5,
 * so the result does not depend on script timing). Titles are cut at 50 characters with '…'
 * (`truncateTitle`), while screen readers get the whole title. Each post and 'ver mais' open the
 * news site in a new tab. States: loading, empty, error with retry.
 */
const meta = {
  title: 'Dashboard/NewsList',
  id: 'dashboard-newslist',
  component: NewsList,
  args: {
    title: 'Notícias',
    items: storyNews('pt-BR'),
    status: 'ready',
    moreLabel: 'ver mais',
    moreHref: 'https://noticias.portalfiscal.example/',
    newTabHint: 'abre em nova aba',
    locale: 'pt-BR',
    loadingText: 'Carregando notícias…',
    emptyText: 'Nenhuma notícia no momento.',
    errorText: 'Não foi possível carregar as notícias.',
    retryLabel: 'Tentar novamente',
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: NEWS_LIST_STATUSES } },
  parameters: {
    localeArgs: {
      en: {
        title: 'News',
        items: storyNews('en'),
        moreLabel: 'see more',
        newTabHint: 'opens in a new tab',
        locale: 'en',
        loadingText: 'Loading news…',
        emptyText: 'No news at the moment.',
        errorText: 'Could not load the news.',
        retryLabel: 'Try again',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof NewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const allItems = (root: HTMLElement) => Array.from(root.querySelectorAll('li'));
const visibleItems = (root: HTMLElement) => allItems(root).filter((li) => getComputedStyle(li).display !== 'none');

/** Desktop (1440 px): 5 of the 6 posts, titles cut, external links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(allItems(canvasElement)).toHaveLength(5);
    await expect(visibleItems(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('Reforma tributária: o que muda para as empresas do…')).toBeVisible();
    const first = canvas.getByRole('link', { name: /^Reforma tributária: o que muda para as empresas do Simples Nacional em 2027/ });
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first).toHaveAccessibleName(/16 de nov\. de 2026 \(abre em nova aba\)$/);
    const more = canvas.getByRole('link', { name: /ver mais/ });
    await expect(more).toHaveAttribute('href', 'https://noticias.portalfiscal.example/');
    await expect(more).toHaveAttribute('target', '_blank');
    first.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Receita Federal prorroga prazo da DCTFWeb/ })).toHaveFocus();
  },
};

/** At 1300 px or less only 3 posts show. */
export const Narrow: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(allItems(canvasElement)).toHaveLength(5);
    await expect(visibleItems(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).getAllByRole('link', { name: /abre em nova aba/ })).toHaveLength(4); // 3 posts + 'ver mais'
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando notícias…');
  },
};

export const Empty: Story = {
  args: { items: [] },
  parameters: { localeArgs: { en: { items: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma notícia no momento.')).toBeInTheDocument();
  },
};

/** The news service failed: retry by mouse and keyboard. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar as notícias.')).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    retry.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Short titles are not cut; posts without image or date. */
export const ShortTitles: Story = {
  args: {
    items: [
      { id: '1', title: 'Prazo do IRPF 2027', href: 'https://noticias.portalfiscal.example/posts/a' },
      { id: '2', title: 'Nova tabela do INSS', href: 'https://noticias.portalfiscal.example/posts/b', publishedAt: '2026-11-10T12:00:00Z' },
    ],
  },
  parameters: {
    localeArgs: { en: { items: [{ id: '1', title: 'IRPF 2027 deadline', href: 'https://noticias.portalfiscal.example/posts/a' }] } },
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Notícias e atualizações da legislação tributária',
    items: storyNews('pt-BR').map((n) => ({ ...n, title: `${n.title} — análise completa com especialistas em tributação` })),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(visibleItems(canvasElement)).toHaveLength(3);
  },
};
