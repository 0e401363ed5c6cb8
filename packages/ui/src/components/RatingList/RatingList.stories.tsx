import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLogo } from '../ImagePlaceholder/storyPhotos';
import { RatingList, type RatingItem } from './RatingList';

const ratingsPt: RatingItem[] = [
  {
    id: 1,
    name: 'Ana Souza',
    pictureUrl: storyLogo('AS', 3),
    stars: 5,
    comment: 'Reduziu pela metade o tempo de fechamento do ICMS no escritório.',
  },
  { id: 2, name: 'Carlos Mendes', pictureUrl: null, stars: 4, comment: 'Bom suporte; a integração com o ERP levou dois dias.' },
  {
    id: 3,
    name: 'Júlia Ferreira',
    pictureUrl: storyLogo('JF', 5),
    stars: 3,
    comment: 'Atende, mas os relatórios poderiam ser exportados em Excel.',
  },
];
const ratingsEn: RatingItem[] = [
  { id: 1, name: 'Ana Souza', pictureUrl: storyLogo('AS', 3), stars: 5, comment: 'Halved the time it takes our firm to close ICMS.' },
  { id: 2, name: 'Carlos Mendes', pictureUrl: null, stars: 4, comment: 'Good support; the ERP integration took two days.' },
  { id: 3, name: 'Júlia Ferreira', pictureUrl: storyLogo('JF', 5), stars: 3, comment: 'Does the job, but reports could export to Excel.' },
];

/**
 * The ratings of an app (tab Avaliações): profile picture (initials when missing), name, five
 * stars and comment. While ratings load an overlay 'Carregando...' covers the list; with none,
 * an empty state.
 */
const meta = {
  title: 'Marketplace/RatingList',
  id: 'marketplace-ratinglist',
  component: RatingList,
  args: {
    title: 'Avaliações',
    ratings: ratingsPt,
    starsLabel: (n: number) => `${n} de 5 estrelas`,
    loadingLabel: 'Carregando...',
    emptyLabel: 'Nenhuma avaliação ainda',
    emptyDescription: 'Seja o primeiro a avaliar este aplicativo.',
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Ratings',
        ratings: ratingsEn,
        starsLabel: (n: number) => `${n} out of 5 stars`,
        loadingLabel: 'Loading...',
        emptyLabel: 'No ratings yet',
        emptyDescription: 'Be the first to rate this app.',
        errorMessage: 'The ratings could not be loaded.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByText('Ana Souza')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByRole('img', { name: '5 de 5 estrelas' })).toBeInTheDocument();
    // No picture: the initials.
    await expect(await within(items[1] as HTMLElement).findByText('CA')).toBeInTheDocument();
  },
};

/** Loading with ratings already shown (a reload after publishing). */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.getByRole('region', { name: 'Avaliações' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** First load: nothing yet, only the overlay. */
export const LoadingEmpty: Story = {
  args: { loading: true, ratings: [] },
  parameters: { localeArgs: { en: { ratings: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
    await expect(within(canvasElement).queryByText('Nenhuma avaliação ainda')).toBeNull();
  },
};

export const Empty: Story = {
  args: { ratings: [] },
  parameters: { localeArgs: { en: { ratings: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nenhuma avaliação ainda' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { ratings: [], errorMessage: 'Não foi possível carregar as avaliações.' },
  parameters: { localeArgs: { en: { ratings: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não foi possível carregar as avaliações.')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    ratings: [
      {
        id: 1,
        name: 'Maria Aparecida dos Santos Albuquerque de Oliveira',
        pictureUrl: null,
        stars: 4.6,
        comment:
          'Utilizamos a solução há dois anos em um escritório com mais de 300 clientes do Simples Nacional e do Lucro Presumido.\nO cruzamento automático com o SPED evitou diversas autuações, e o suporte responde rapidamente mesmo em períodos de fechamento.',
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
