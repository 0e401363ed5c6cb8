import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../App';
import { loadedPage, phoneStory, PAGE_PARAMETERS, signedInPageStory } from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

const loaded = (canvasElement: HTMLElement, heading: string | RegExp = 'Configurações gerais') =>
  loadedPage(canvasElement, 'general-settings', heading);

/**
 * /settings/settings — 'Configurações gerais' (the profile menu's entry): the portal's language and,
 * in the demo, its scenario and data.
 */
const meta = {
  title: 'Páginas/Configurações/Configurações gerais',
  id: 'paginas-configuracoes-configuracoes-gerais',
  component: AppRoutes,
  ...signedInPageStory({ path: '/settings/settings', signedInAs: 'usuario@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing English switches the whole portal at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('button', { name: 'Aplicar cenário' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restaurar dados da demonstração' })).toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: /^Idioma/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'English' }));
    await loaded(canvasElement, 'General settings');
    await expect(within(canvasElement).getByRole('button', { name: 'Open profile menu' })).toBeVisible();
  },
};

/** Outside the demo (no mock backend behind it) there is only the language. */
export const WithoutDemo: Story = {
  decorators: [withPortal({ path: '/settings/settings', signedInAs: 'usuario@portalfiscal.demo', demo: false })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('combobox', { name: /^Idioma/ })).toHaveTextContent('Português (Brasil)');
    await expect(page.queryByRole('heading', { name: 'Dados da demonstração' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'General settings');
    await expect(page.getByRole('combobox', { name: /^Language/ })).toHaveTextContent('English');
    await expect(await page.findByRole('heading', { name: 'Demo data' })).toBeVisible();
  },
};

export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(await page.findByRole('button', { name: 'Restaurar dados da demonstração' })).toBeVisible();
});
