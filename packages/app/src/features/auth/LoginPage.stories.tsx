import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { portalLoaders, storyLocation, withPortal } from '../../testing/StoryPortal';

/**
 * /login — email and password, Google and LinkedIn, remember me, the spec's query-parameter
 * messages, and (mock mode only) the demo accounts. Rendered through the real routes on the mock backend.
 */
const meta = {
  title: 'Páginas/Autenticação/Login',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  loaders: portalLoaders,
  decorators: [withPortal({ path: '/login' })],
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: HTMLElement, name: string) => within(canvas).findByRole('heading', { name }, { timeout: 5000 });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/password/recovery');
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeChecked();
  },
};

export const SignsInWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Email/));
    await userEvent.keyboard('usuario@portalfiscal.demo');
    await userEvent.tab();
    await userEvent.keyboard('demo1234{Enter}');
    await heading(canvasElement, 'Bom dia, Carla Mendes!');
    await expect(storyLocation.current.history.at(-1)).toBe('/dashboard');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Preencha todos os campos')).toBeVisible();
    await expect(canvas.getByText('Informe seu email.')).toBeVisible();
    await expect(canvas.getByText('Informe sua senha.')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@portalfiscal.demo');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Email ou senha incorretos.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { 'auth.login': http.post(`${DEMO_BASE_URLS.server}/auth/login`, async () => { await delay('infinite'); return HttpResponse.json(''); }) } },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@portalfiscal.demo');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Entrando...' })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: { 'auth.login': http.post(`${DEMO_BASE_URLS.server}/auth/login`, () => HttpResponse.json({ message: 'Falha' }, { status: 500 })) } },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@portalfiscal.demo');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Não foi possível entrar agora. Tente novamente em instantes.')).toBeVisible();
  },
};

export const AccountCreated: Story = {
  decorators: [withPortal({ path: '/login?accountEmail=nova%40empresa.com.br' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Conta criada com sucesso!')).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/^Email/)).toHaveValue('nova@empresa.com.br');
  },
};

export const TokenExpired: Story = {
  decorators: [withPortal({ path: '/login?auth=unauthorized' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Token expirado. Logue novamente')).toBeVisible();
  },
};

export const AccountExists: Story = {
  decorators: [withPortal({ path: '/login?accountexist=true' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Conta já existe')).toBeVisible();
  },
};

export const WithoutDemoHint: Story = {
  name: 'Without demo hint (real backend)',
  decorators: [withPortal({ path: '/login', demo: false })],
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(within(canvasElement).queryByText('Contas de demonstração')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Sign in to Portal Fiscal');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Entrar no Portal Fiscal');
  },
};
