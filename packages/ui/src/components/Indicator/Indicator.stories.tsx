import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Indicator, INDICATOR_STATUSES } from './Indicator';

const labelsPt = { selic: 'Taxa Selic', selicDate: 'Atualizada em', dollar: 'Dólar', euro: 'Euro' };
const labelsEn = { selic: 'Selic rate', selicDate: 'Updated on', dollar: 'Dollar', euro: 'Euro' };

/**
 * The economic indicators of the dashboard's side column: the Selic rate (percent a year) with
 * its date, and the dollar and the euro in reais, always as pt-BR BRL with 2 decimals and a comma
 * (`formatBRL` from MoneyBRL). Loading placeholders, an error with a retry button, and a text for missing values.
 */
const meta = {
  title: 'Dashboard/Indicator',
  id: 'dashboard-indicator',
  component: Indicator,
  args: {
    title: 'Indicadores',
    labels: labelsPt,
    status: 'ready',
    selic: { value: 15, date: '2026-11-05' },
    dollar: 5.3712,
    euro: 6.2049,
    locale: 'pt-BR',
    unavailableText: 'Indisponível',
    loadingText: 'Carregando indicadores…',
    errorText: 'Não foi possível carregar os indicadores.',
    retryLabel: 'Tentar novamente',
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: INDICATOR_STATUSES } },
  parameters: {
    localeArgs: {
      en: {
        title: 'Indicators',
        labels: labelsEn,
        locale: 'en',
        unavailableText: 'Unavailable',
        loadingText: 'Loading indicators…',
        errorText: 'Could not load the indicators.',
        retryLabel: 'Try again',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Indicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    const values = canvas.getAllByRole('definition').map((d) => d.textContent?.replace(/\u00a0/g, ' '));
    await expect(terms).toEqual(['Taxa Selic', 'Dólar', 'Euro']);
    await expect(values).toEqual(['15,00%Atualizada em 05/11/2026', 'R$ 5,37', 'R$ 6,20']);
  },
};

/** English dates; the amounts stay pt-BR BRL. */
export const English: Story = {
  args: { labels: labelsEn, locale: 'en', title: 'Indicators', unavailableText: 'Unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11/5/26')).toBeInTheDocument();
    await expect(canvas.getAllByRole('definition')[1]?.textContent?.replace(/\u00a0/g, ' ')).toBe('R$ 5,37');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando indicadores…');
  },
};

/** Retry by mouse and keyboard. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Missing values (one service failed): 'Indisponível'. */
export const PartlyUnavailable: Story = {
  args: { selic: null, euro: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Indisponível')).toHaveLength(2);
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Indicadores econômicos e cotações do dia',
    labels: {
      selic: 'Taxa básica de juros (Selic) ao ano',
      selicDate: 'Definida pelo Copom em',
      dollar: 'Dólar comercial (venda)',
      euro: 'Euro turismo (venda)',
    },
    dollar: 12345.678,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
