import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BROKEN_IMAGE_URL, storyLogo } from '../ImagePlaceholder/storyPhotos';
import { ProviderHeader, ProviderHeaderSkeleton, PROVIDER_HEADER_HEADING_LEVELS } from './ProviderHeader';

/**
 * The top of the provider page (/fornecedor/view): photo with a local placeholder, name, five
 * stars and description. The portal shows the provider's real average (the spec's page always
 * shows 0; see docs/spec-deviations.md).
 */
const meta = {
  title: 'Marketplace/ProviderHeader',
  id: 'marketplace-providerheader',
  component: ProviderHeader,
  args: {
    name: 'Contábil Norte Tecnologia',
    photoUrl: storyLogo('CN', 1),
    photoAlt: 'Logo da Contábil Norte Tecnologia',
    placeholderLabel: 'Sem foto',
    rating: 4.2,
    ratingLabel: '4,2 de 5 estrelas',
    ratingText: '4,2 (23 avaliações)',
    description:
      'Desenvolvemos soluções fiscais para escritórios contábeis desde 2009, com foco em apuração de tributos e obrigações acessórias.',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: PROVIDER_HEADER_HEADING_LEVELS } },
  parameters: {
    localeArgs: {
      en: {
        photoAlt: 'Contábil Norte Tecnologia logo',
        placeholderLabel: 'No photo',
        ratingLabel: '4.2 out of 5 stars',
        ratingText: '4.2 (23 ratings)',
        description: 'We have built tax solutions for accounting firms since 2009, focused on tax calculation and ancillary obligations.',
        emptyDescriptionLabel: 'No description',
      },
    },
  },
} satisfies Meta<typeof ProviderHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contábil Norte Tecnologia' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo da Contábil Norte Tecnologia' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4,2 de 5 estrelas' })).toBeVisible();
  },
};

/** No photo: the placeholder. */
export const NoPhoto: Story = {
  args: { photoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sem foto' })).toBeVisible();
  },
};

export const BrokenPhoto: Story = { args: { photoUrl: BROKEN_IMAGE_URL } };

/** No ratings and no description yet. */
export const Empty: Story = {
  args: { rating: 0, ratingLabel: '0 de 5 estrelas', ratingText: undefined, description: null, emptyDescriptionLabel: 'Sem descrição' },
  parameters: {
    localeArgs: {
      en: { ratingLabel: '0 out of 5 stars', ratingText: undefined, description: null, emptyDescriptionLabel: 'No description' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sem descrição')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    name: 'Associação Brasileira de Tecnologia para Gestão Tributária e Contábil Integrada',
    description:
      'Reunimos fornecedores de soluções para apuração de tributos, emissão de documentos fiscais eletrônicos, gestão de obrigações acessórias e planejamento tributário, com atendimento em todas as regiões do país e especialistas dedicados à transição da reforma tributária sobre o consumo.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * While the provider loads (`ProviderHeaderSkeleton`): the places of the photo, the name, the stars and the
 * description, in the header's own boxes, hidden from assistive technology (the page announces the loading).
 */
export const Loading: Story = {
  render: ({ headingLevel }) => <ProviderHeaderSkeleton headingLevel={headingLevel} />,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-skeleton-text="name"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-skeleton-text="description"]')).toBeVisible();
  },
};

/**
 * While the provider loads, with its name and description already known (a signed-in screen's frame wrote
 * them in before any script ran): they stand exactly where the header puts them.
 */
export const LoadingWithKnownTexts: Story = {
  render: ({ name, description, headingLevel }) => (
    <ProviderHeaderSkeleton name={name} description={description ?? undefined} headingLevel={headingLevel} />
  ),
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-skeleton-text="name"]')).toHaveTextContent(args.name);
    await expect(canvasElement.querySelector('[data-skeleton-text="description"]')).toHaveTextContent(args.description ?? '');
  },
};

export const LoadingMobile: Story = { ...LoadingWithKnownTexts, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The skeleton with known texts and the header: the name and the description in the same boxes, to the pixel. */
export const SkeletonKeepsTheBoxes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '16px' }}>
      <div data-testid="skeleton">
        <ProviderHeaderSkeleton name={args.name} description={args.description ?? undefined} headingLevel={args.headingLevel} />
      </div>
      <div data-testid="header">
        <ProviderHeader {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = (root: HTMLElement) => {
      const top = root.getBoundingClientRect().top;
      return [...root.querySelectorAll('header, h1, h2, p')].map((element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x, y: box.y - top, width: box.width, height: box.height };
      });
    };
    const skeleton = boxes(canvas.getByTestId('skeleton'));
    await expect(skeleton).toHaveLength(3);
    await expect(skeleton).toEqual(boxes(canvas.getByTestId('header')));
  },
};
