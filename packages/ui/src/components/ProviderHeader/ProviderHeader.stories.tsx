import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BROKEN_IMAGE_URL, storyLogo } from '../ImagePlaceholder/storyPhotos';
import { ProviderHeader, PROVIDER_HEADER_HEADING_LEVELS } from './ProviderHeader';

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
