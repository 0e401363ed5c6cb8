import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { expect, within } from 'storybook/test';
import { createI18n, isLocale } from '../i18n';
import { allDictionaries } from '../i18n/all';
import { ConfigErrorPage } from './ConfigErrorPage';

/** What the page shows for a deployment without its server and with a malformed WhatsApp number. */
const ISSUES = [
  'PORTAL_SERVER_URL: deve ser uma URL absoluta (http:// ou https://)',
  'PORTAL_WHATSAPP_NUMBER: deve ser o número com DDI e DDD, só dígitos (ex.: 5511987654321)',
];

/**
 * Shown instead of the portal when its configuration is invalid: it renders before any
 * provider exists, so it takes its i18n instance and the issues as props (main.tsx).
 */
const meta = {
  title: 'Páginas/Layout/Configuração inválida',
  id: 'paginas-layout-configuracao-invalida',
  parameters: { layout: 'fullscreen' },
  // The page gets a ready i18n instance in the story's language, as main.tsx gives it.
  loaders: [
    async ({ globals }) => {
      const { i18n, ready } = createI18n(isLocale(globals.locale) ? globals.locale : 'pt-BR', allDictionaries);
      await ready;
      return { i18n };
    },
  ],
  args: { issues: ISSUES },
  render: (args, { loaded }) => <ConfigErrorPage issues={args.issues} i18n={(loaded as { i18n: I18n }).i18n} />,
} satisfies Meta<{ issues: string[] }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configuração inválida' })).toBeVisible();
    await expect(canvas.getByText('O portal foi publicado com uma configuração incompleta. Avise a equipe responsável.')).toBeVisible();
    // Each bad variable, by name, for whoever deployed it.
    for (const issue of ISSUES) await expect(canvas.getByText(issue, { exact: false })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invalid configuration' })).toBeVisible();
    await expect(canvas.getByText(ISSUES[0]!, { exact: false })).toBeVisible();
  },
};
