import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, SPINNER_SIZES } from './Spinner';

/**
 * An indeterminate spinner with an accessible `label` ('Carregando...') in a `role="status"`
 * region; `showLabel` also writes it. The rotation stops under `prefers-reduced-motion`.
 */
const meta = {
  title: 'Básicos/Spinner',
  id: 'basicos-spinner',
  component: Spinner,
  args: { label: 'Carregando...' },
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
  parameters: { localeArgs: { en: { label: 'Loading...' } } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const WithLabel: Story = { args: { showLabel: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} {...args} size={size} showLabel />
      ))}
    </div>
  ),
};

export const LongPortugueseText: Story = {
  args: { showLabel: true, label: 'Carregando as avaliações e os comentários dos usuários sobre este aplicativo...' },
};

export const Mobile: Story = { args: { showLabel: true }, globals: { viewport: { value: 'mobile', isRotated: false } } };
