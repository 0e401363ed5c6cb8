import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../App';
import { loadedPage, phoneStory, PAGE_PARAMETERS, signedInPageStory } from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

const loaded = (canvasElement: HTMLElement, heading: string | RegExp = 'Meu perfil') => loadedPage(canvasElement, 'profile', heading);

/** /user and /settings/user — the signed-in user's profile on a page of its own. */
const meta = {
  title: 'Páginas/Configurações/Meu perfil',
  id: 'paginas-configuracoes-meu-perfil',
  component: AppRoutes,
  ...signedInPageStory({ path: '/user', signedInAs: 'usuario@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('usuario@portalfiscal.demo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
    // Read, the profile is text and an 'Editar' button: no form stands there without a way to send it.
    const forms = [...canvasElement.querySelectorAll('form')];
    await expect(forms.filter((form) => !form.querySelector('button[type="submit"], input[type="submit"]'))).toEqual([]);
  },
};

export const SettingsAddress: Story = {
  decorators: [withPortal({ path: '/settings/user', signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('fornecedor@portalfiscal.demo')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'My profile');
    await expect(await page.findByRole('button', { name: 'Edit profile' })).toBeVisible();
  },
};

export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(await page.findByText('usuario@portalfiscal.demo')).toBeVisible();
});
