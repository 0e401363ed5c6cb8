import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag as TagIcon } from 'lucide-react';
import { TONES } from '../tone';
import { Tag, TAG_SIZES } from './Tag';

/**
 * A small static label in one of the semantic TONES: app tags, the lei tag, a category. Long labels
 * are truncated with an ellipsis inside a narrow container. Not interactive: use Chip for values the
 * user can remove.
 */
const meta = {
  title: 'Básicos/Tag',
  id: 'basicos-tag',
  component: Tag,
  args: { label: 'Lei Rouanet', tone: 'brand' },
  argTypes: { tone: { control: 'select', options: TONES }, size: { control: 'inline-radio', options: TAG_SIZES } },
  parameters: { localeArgs: { en: { label: 'Rouanet Law' } } },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lei Rouanet')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TONES.map((tone) => (
        <Tag key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {TAG_SIZES.map((size) => (
        <Tag key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <TagIcon aria-hidden size={14} /> } };

export const LongPortugueseText: Story = {
  args: { label: 'Programa Nacional de Apoio à Cultura e incentivo a projetos audiovisuais independentes' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
