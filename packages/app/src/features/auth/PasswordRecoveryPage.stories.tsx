import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { PAGE_PARAMETERS, pageStory, screenHeading, pendingRequest, throttledPost } from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

/**
 * /password/recovery — 'Recuperação de senha': email, 'Enviar', 'Voltar ao login'. In mock mode the
 * demo outbox appears after sending, with the message's `/new/password?jwt=` link.
 */
const meta = {
  title: 'Páginas/Autenticação/Recuperar senha',
  id: 'paginas-autenticacao-recuperar-senha',
  component: AppRoutes,
  ...pageStory({ path: '/password/recovery' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvas: HTMLElement, email: string) {
  const c = within(canvas);
  if (email) await userEvent.type(c.getByLabelText(/^Email/), email);
  await userEvent.click(c.getByRole('button', { name: 'Enviar' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByText('Caixa de saída da demonstração')).toBeNull();
  },
};

export const EmptyEmail: Story = {
  name: 'Validation: empty email',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    await send(canvasElement, '');
    await expect(await within(canvasElement).findByText('Informe seu email.')).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmail: Story = {
  name: 'Validation: malformed email',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    await send(canvasElement, 'carla@');
    await expect(await within(canvasElement).findByText('Informe um email válido.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { 'auth.passwordRecovery': pendingRequest('post', `${DEMO_BASE_URLS.server}/password/recovery`) } },
  },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    await send(canvasElement, 'usuario@portalfiscal.demo');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Enviando...' })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        'auth.passwordRecovery': http.post(`${DEMO_BASE_URLS.server}/password/recovery`, () =>
          HttpResponse.json({ message: 'Falha' }, { status: 500 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    await send(canvasElement, 'usuario@portalfiscal.demo');
    await expect(
      await within(canvasElement).findByText('Não foi possível enviar o email agora. Tente novamente em instantes.'),
    ).toBeVisible();
  },
};

export const TooManyAttempts: Story = {
  name: 'Server: too many attempts (429)',
  parameters: {
    msw: { handlers: { 'auth.passwordRecovery': throttledPost(`${DEMO_BASE_URLS.server}/password/recovery`, 15) } },
  },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    await send(canvasElement, 'usuario@portalfiscal.demo');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 15 minutos.')).toBeVisible();
    await expect(canvas.queryByText('Email enviado com sucesso!')).toBeNull();
  },
};

export const SentWithDemoOutbox: Story = {
  name: 'Sent (mock mode: demo outbox) → new password',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    const canvas = within(canvasElement);
    await send(canvasElement, 'usuario@portalfiscal.demo');
    await expect(await canvas.findByText('Email enviado com sucesso!')).toBeVisible();
    const outbox = within(await canvas.findByRole('region', { name: 'Caixa de saída da demonstração' }));
    await expect(outbox.getByRole('heading', { name: 'Portal Fiscal: recuperação de senha' })).toBeVisible();
    await expect(outbox.getByText('Para: usuario@portalfiscal.demo')).toBeVisible();
    const link = outbox.getByRole('link', { name: 'Abrir o link de nova senha' });
    await expect(link.getAttribute('href')).toMatch(/^\/new\/password\?jwt=/);
    await userEvent.click(link);
    await screenHeading(canvasElement, 'Nova senha');
    await expect(storyLocation.current.history.at(-1)).toMatch(/^\/new\/password\?jwt=/);
  },
};

export const SentUnknownEmail: Story = {
  name: 'Sent for an unknown email (same answer)',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    const canvas = within(canvasElement);
    await send(canvasElement, 'ninguem@empresa.com.br');
    await expect(await canvas.findByText('Email enviado com sucesso!')).toBeVisible();
    await expect(canvas.getByText('Nenhuma mensagem na caixa de saída.')).toBeVisible();
  },
};

export const SentWithoutDemo: Story = {
  name: 'Sent (real backend: no outbox)',
  decorators: [withPortal({ path: '/password/recovery', demo: false })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
    const canvas = within(canvasElement);
    await send(canvasElement, 'usuario@portalfiscal.demo');
    await expect(await canvas.findByText('Email enviado com sucesso!')).toBeVisible();
    await expect(canvas.queryByText('Caixa de saída da demonstração')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Password recovery');
    await expect(within(canvasElement).getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Recuperação de senha');
  },
};
