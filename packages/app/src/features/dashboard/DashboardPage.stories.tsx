import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../App';
import { portalLoaders, storyLocation, withPortal } from '../../testing/StoryPortal';

/** /dashboard — the personal dashboard, behind the session guard, on the mock backend. */
const meta = {
  title: 'Páginas/Dashboard',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  loaders: portalLoaders,
  decorators: [withPortal({ path: '/dashboard', signedInAs: 'admin@portalfiscal.demo' })],
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    // The fixed clock says 10:00 in São Paulo.
    await expect(await within(canvasElement).findByRole('heading', { name: 'Bom dia, Ana Ribeiro!' }, { timeout: 5000 })).toBeVisible();
  },
};

export const ProviderAdmin: Story = {
  decorators: [withPortal({ path: '/dashboard', signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Bom dia, Bruno Carvalho!' }, { timeout: 5000 });
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Bom dia, Ana Ribeiro!' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await canvas.findByRole('heading', { name: 'Entrar no Portal Fiscal' });
    await expect(storyLocation.current.history.at(-1)).toBe('/login');
  },
};

export const ExpiredToken: Story = {
  parameters: { scenario: 'expired-token' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Token expirado. Logue novamente', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const NoSession: Story = {
  decorators: [withPortal({ path: '/dashboard' })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Entrar no Portal Fiscal' }, { timeout: 5000 });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Good morning, Ana Ribeiro!' }, { timeout: 5000 });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Bom dia, Ana Ribeiro!' }, { timeout: 5000 });
  },
};
