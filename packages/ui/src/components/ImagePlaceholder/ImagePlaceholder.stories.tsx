import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FallbackImage, ImagePlaceholder } from './ImagePlaceholder';
import { BROKEN_IMAGE_URL, storyPhoto } from './storyPhotos';

/**
 * The stand-in for a missing photo in app cards, the gallery, provider and lei pages. It is an
 * inline SVG drawn locally. `FallbackImage` shows a real image and switches to this placeholder
 * when the URL is empty or fails to load.
 */
const meta = {
  title: 'Marketplace/ImagePlaceholder',
  id: 'marketplace-imageplaceholder',
  component: ImagePlaceholder,
  args: { label: 'Sem foto' },
  parameters: { localeArgs: { en: { label: 'No photo' } } },
  decorators: [
    (Story) => (
      <div style={{ width: 240, height: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sem foto' })).toBeVisible();
  },
};

export const Decorative: Story = { args: { label: undefined } };

export const LongPortugueseText: Story = { args: { label: 'Imagem do produto ainda não cadastrada pelo fornecedor' } };

export const WithImage: Story = {
  render: (args) => <FallbackImage src={storyPhoto('Foto', 1)} alt="Painel de apuração" placeholderLabel={args.label} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Painel de apuração' })).toBeVisible();
  },
};

export const BrokenImageFallsBack: Story = {
  render: (args) => <FallbackImage src={BROKEN_IMAGE_URL} alt="Painel de apuração" placeholderLabel={args.label} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Sem foto' })).toBeVisible());
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
