import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RetryNotice } from './RetryNotice';

/**
 * The error state of a dashboard widget (news, indicators, tax counter, weather): the failure and a
 * 'Tentar novamente' button. Use it where one widget's call failed and the rest of the page still works.
 */
const meta = {
  title: 'Básicos/RetryNotice',
  id: 'basicos-retrynotice',
  component: RetryNotice,
  args: { children: 'Não foi possível carregar as notícias.', retryLabel: 'Tentar novamente', onRetry: fn() },
  parameters: { localeArgs: { en: { children: 'Could not load the news.', retryLabel: 'Try again' } } },
} satisfies Meta<typeof RetryNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Não foi possível carregar as notícias.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AfterAnAction: Story = {
  args: { live: true, children: 'Não foi possível salvar o atalho. Verifique sua conexão.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    children:
      'Não foi possível carregar os indicadores econômicos (Selic, dólar e euro) porque o serviço de cotações não respondeu a tempo.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
