import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating, STAR_RATING_SIZES } from './StarRating';

/**
 * Read-only rating: five stars everywhere, the average rounded to whole stars (spec §9). The
 * group is a single image whose name comes from `label` (e.g. '4,5 de 5') or `formatLabel`.
 * `valueText` adds visible text such as the average or the count of 'avaliações'.
 */
const meta = {
  title: 'Marketplace/StarRating',
  id: 'marketplace-starrating',
  component: StarRating,
  args: { value: 4.5, label: '4,5 de 5' },
  argTypes: {
    size: { control: 'inline-radio', options: STAR_RATING_SIZES },
    value: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
  },
  parameters: { localeArgs: { en: { label: '4.5 out of 5' } } },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '4,5 de 5' });
    // 4.5 rounds to 5 whole stars.
    await expect(img.parentElement).toHaveAttribute('data-stars', '5');
  },
};

export const RoundsDown: Story = {
  args: { value: 3.33, label: undefined, formatLabel: (v: number) => `${v.toLocaleString('pt-BR')} de 5` },
  parameters: { localeArgs: { en: { formatLabel: (v: number) => `${v.toLocaleString('en')} out of 5` } } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '3,33 de 5' });
    await expect(img.parentElement).toHaveAttribute('data-stars', '3');
  },
};

/** No ratings yet: five empty stars. */
export const Empty: Story = {
  args: { value: null, label: 'Sem avaliações' },
  parameters: { localeArgs: { en: { label: 'No ratings' } } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Sem avaliações' });
    await expect(img.parentElement).toHaveAttribute('data-stars', '0');
  },
};

export const WithValueText: Story = {
  args: { value: 4.33, label: '4,33 de 5', valueText: '4,33 (12 avaliações)' },
  parameters: { localeArgs: { en: { label: '4.33 out of 5', valueText: '4.33 (12 ratings)' } } },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {STAR_RATING_SIZES.map((size) => (
        <StarRating key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const LongPortugueseText: Story = {
  args: { value: 2, label: '2 de 5 estrelas', valueText: 'Média calculada a partir de 1.248 avaliações verificadas de contadores' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
