import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GreetingBanner, GREETING_BANNER_STATUSES } from './GreetingBanner';
import { profilePhoto } from '../ProfileMenu/storyFixtures';

const TODAY = new Date('2026-11-16T13:00:00Z');

/**
 * The greeting at the top of the dashboard: avatar, greeting and name, today's date (America/Sao_Paulo),
 * and the city and temperature from the weather service. The app picks the greeting text with
 * `getGreetingPeriod(now)` ('Bom dia' 0–11, 'Boa tarde' 12–17, 'Boa noite' otherwise). While the
 * weather loads a placeholder shows; on error a message and a retry button.
 */
const meta = {
  title: 'Dashboard/GreetingBanner',
  id: 'dashboard-greetingbanner',
  component: GreetingBanner,
  args: {
    greeting: 'Bom dia',
    name: 'Mariana',
    punctuation: '!',
    avatarSrc: profilePhoto,
    today: TODAY,
    locale: 'pt-BR',
    status: 'ready',
    city: 'São Paulo',
    temperature: 24.6,
    weatherLabel: 'Clima agora',
    loadingText: 'Carregando clima…',
    errorText: 'Não foi possível carregar o clima.',
    retryLabel: 'Tentar novamente',
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: GREETING_BANNER_STATUSES }, today: { control: 'date' } },
  parameters: {
    localeArgs: {
      en: {
        greeting: 'Good morning',
        locale: 'en',
        weatherLabel: 'Weather now',
        loadingText: 'Loading weather…',
        errorText: 'Could not load the weather.',
        retryLabel: 'Try again',
      },
    },
  },
} satisfies Meta<typeof GreetingBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bom dia, Mariana!' })).toBeInTheDocument();
    await expect(canvas.getByText('segunda-feira, 16 de novembro de 2026')).toBeInTheDocument();
    const weather = canvas.getByRole('list', { name: 'Clima agora' });
    await expect(weather).toHaveTextContent('São Paulo');
    await expect(weather).toHaveTextContent('25 °C');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando clima…');
    await expect(canvas.queryByText('São Paulo')).not.toBeInTheDocument();
  },
};

/** The weather failed: the retry button calls `onRetry` (mouse and keyboard). */
export const WeatherError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar o clima.')).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** No photo: the initials. No weather data: the weather area stays empty. */
/** No name yet (a session from a bare token): the greeting alone, still punctuated. */
export const WithoutName: Story = {
  args: { name: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(/^Bom dia!$/);
  },
};

export const WithoutPhotoOrWeather: Story = { args: { avatarSrc: null, city: null, temperature: null, greeting: 'Boa noite' } };

export const LongPortugueseText: Story = {
  args: { greeting: 'Boa tarde', name: 'Maria da Conceição Albuquerque de Vasconcelos', city: 'São José dos Campos', temperature: -2 },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
