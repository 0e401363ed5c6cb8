import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPhoto } from '../ImagePlaceholder/storyPhotos';
import { LeiCardSkeleton, LEI_CARD_SKELETON_COUNT } from './LeiCardSkeleton';

/**
 * Loading placeholders for lei cards (12 while the incentive-law list loads). It renders `count` sibling cards to drop straight into
 * the list's grid and, with `label`, announces 'Carregando...' once for all of them.
 */
const meta = {
  title: 'Leis/LeiCardSkeleton',
  id: 'leis-leicardskeleton',
  component: LeiCardSkeleton,
  args: { count: 1 },
  parameters: { localeArgs: { en: { label: 'Loading...' } } },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeiCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton="lei card"]')).toHaveLength(1);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The list while loading: 12 cards in the grid, announced once. */
export const LoadingGrid: Story = {
  args: { count: LEI_CARD_SKELETON_COUNT, label: 'Carregando...' },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 1100px)', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton="lei card"]')).toHaveLength(12);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/**
 * The list while loading, its first card keeping the picture the page already showed there (a signed-in
 * screen's frame): `firstPicture` fills the first card's photo block only, in the card's own shape.
 */
export const LoadingWithFirstPicture: Story = {
  args: { count: 3, label: 'Carregando...', firstPicture: storyPhoto('Esporte', 1) },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 700px)', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll('[data-skeleton="lei card"] [data-skeleton-picture]')];
    await expect(boxes).toHaveLength(3);
    await expect(boxes.map((box) => box.querySelectorAll(':scope > img').length)).toEqual([1, 0, 0]);
    const picture = boxes[0]!.querySelector('img')!;
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture.getAttribute('src')).toBe(storyPhoto('Esporte', 1));
    const outer = boxes[0]!.getBoundingClientRect();
    const inner = picture.getBoundingClientRect();
    for (const side of ['x', 'y', 'width', 'height'] as const) await expect(inner[side]).toBeCloseTo(outer[side], 0);
  },
};

export const Mobile: Story = {
  args: { count: 3, label: 'Carregando...' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
};
