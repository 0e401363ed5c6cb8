import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, STATUS_VALUES } from './StatusBadge';

/**
 * The ATIVO / INATIVO status of accounts and providers: green when `status` is 'ATIVO', red for
 * anything else. The visible text comes from `activeLabel` and `inactiveLabel` ('Ativo', 'Inativo').
 */
const meta = {
  title: 'Básicos/StatusBadge',
  id: 'basicos-statusbadge',
  component: StatusBadge,
  args: { status: 'ATIVO', activeLabel: 'Ativo', inactiveLabel: 'Inativo' },
  argTypes: { status: { control: 'inline-radio', options: STATUS_VALUES } },
  parameters: { localeArgs: { en: { activeLabel: 'Active', inactiveLabel: 'Inactive' } } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ativo')).toHaveAttribute('data-status', 'ATIVO');
  },
};

export const Inactive: Story = {
  args: { status: 'INATIVO' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inativo')).toHaveAttribute('data-status', 'INATIVO');
  },
};

/** Any other value from the backend is shown as inactive (red). */
export const UnknownStatus: Story = {
  args: { status: 'PENDENTE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inativo')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: { activeLabel: 'Ativo e habilitado para publicar produtos no marketplace' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
