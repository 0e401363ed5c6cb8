import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyBRL, MONEY_EMPHASES } from './MoneyBRL';

/**
 * A BRL amount (the lei's Investimento): `Intl` in pt-BR with 2 decimals and a comma,
 * e.g. 'R$ 1.250.000,00'. `locale` switches the number format (the currency stays BRL).
 */
const meta = {
  title: 'Leis/MoneyBRL',
  id: 'leis-moneybrl',
  component: MoneyBRL,
  args: { value: 1250000 },
  argTypes: { emphasis: { control: 'inline-radio', options: MONEY_EMPHASES } },
  parameters: { localeArgs: { en: { locale: 'en-US', emptyLabel: 'Not informed' } } },
} satisfies Meta<typeof MoneyBRL>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toBe('R$ 1.250.000,00');
  },
};

export const Strong: Story = { args: { emphasis: 'strong', value: 98765.4 } };

export const Cents: Story = {
  args: { value: 0.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toBe('R$ 0,50');
  },
};

/** No amount informed. */
export const Empty: Story = {
  args: { value: null, emptyLabel: 'Não informado' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Não informado');
  },
};

export const EnglishFormat: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toMatch(/^R\$\s?1,250,000\.00$/);
  },
};

export const LargeAmount: Story = { args: { value: 123456789012.34, emphasis: 'strong' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
