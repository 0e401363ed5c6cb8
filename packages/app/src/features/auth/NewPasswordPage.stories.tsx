import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { PAGE_PARAMETERS, pageStory, screenHeading, pendingRequest, throttledPost } from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

/**
 * /new/password?jwt= — Senha, Confirmar Senha, 'Mudar'. The reset answers are overridden per story
 * (success, used, expired, unknown link, failure); the whole journey runs in the recovery stories.
 */
const meta = {
  title: 'Páginas/Autenticação/Nova senha',
  id: 'paginas-autenticacao-nova-senha',
  component: AppRoutes,
  ...pageStory({ path: '/new/password?jwt=reset-story-token-1' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const resetUrl = `${DEMO_BASE_URLS.server}/password/reset/:token`;
const answer = (status: number, body: object) => ({
  msw: { handlers: { 'auth.passwordReset': http.post(resetUrl, () => HttpResponse.json(body, { status })) } },
});
async function change(canvas: HTMLElement, password: string, confirmation: string) {
  const c = within(canvas);
  if (password) await userEvent.type(c.getByLabelText(/^Senha/), password);
  if (confirmation) await userEvent.type(c.getByLabelText(/^Confirmar Senha/), confirmation);
  await userEvent.click(c.getByRole('button', { name: 'Mudar' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirmar Senha/)).toBeVisible();
  },
};

export const RequiredFields: Story = {
  name: 'Validation: empty fields (nothing is sent)',
  parameters: answer(500, { message: 'should not be called' }),
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    const canvas = within(canvasElement);
    await change(canvasElement, '', '');
    await expect(await canvas.findByText('Informe a nova senha.')).toBeVisible();
    await expect(canvas.getByText('Confirme a nova senha.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PasswordsDiffer: Story = {
  name: 'Validation: passwords differ',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha2');
    await expect(await within(canvasElement).findByText('As senhas não são iguais')).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/^Confirmar Senha/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PasswordTooShort: Story = {
  name: 'Validation: password too short (nothing is sent)',
  parameters: answer(500, { message: 'should not be called' }),
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Use pelo menos 8 caracteres.')).toBeVisible();
    await change(canvasElement, '1234567', '1234567');
    await expect(await canvas.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { 'auth.passwordReset': pendingRequest('post', resetUrl) } } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Mudando...' })).toBeDisabled());
  },
};

export const Success: Story = {
  parameters: answer(200, { message: 'Senha alterada com sucesso' }),
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Senha alterada com sucesso')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  },
};

export const LinkAlreadyUsed: Story = {
  name: 'Server: link already used (400)',
  parameters: answer(400, { message: 'Este link de recuperação já foi usado.', code: 'token_used' }),
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este link de recuperação já foi usado. Solicite um novo link para mudar a senha.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/password/recovery');
  },
};

export const LinkExpired: Story = {
  name: 'Server: link expired (400)',
  parameters: answer(400, { message: 'Este link de recuperação expirou.', code: 'token_expired' }),
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    await expect(
      await within(canvasElement).findByText('Este link de recuperação expirou. Solicite um novo link para mudar a senha.'),
    ).toBeVisible();
  },
};

export const UnknownLink: Story = {
  name: 'Server: unknown link (404, real mock)',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    await expect(
      await within(canvasElement).findByText('Este link de recuperação é inválido. Solicite um novo link para mudar a senha.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: answer(500, { message: 'Falha' }),
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível mudar a senha agora. Tente novamente em instantes.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Solicitar um novo link' })).toBeNull();
  },
};

export const TooManyAttempts: Story = {
  name: 'Server: too many attempts (429)',
  parameters: { msw: { handlers: { 'auth.passwordReset': throttledPost(resetUrl) } } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
    await change(canvasElement, 'novaSenha1', 'novaSenha1');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 1 minuto.')).toBeVisible();
    // The link itself may be fine: no new one is offered, only the wait.
    await expect(canvas.queryByRole('link', { name: 'Solicitar um novo link' })).toBeNull();
  },
};

export const MissingLink: Story = {
  name: 'Invalid link: no jwt',
  decorators: [withPortal({ path: '/new/password' })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Link inválido');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/password/recovery');
    await expect(canvas.queryByRole('button', { name: 'Mudar' })).toBeNull();
  },
};

export const MalformedLink: Story = {
  name: 'Invalid link: malformed jwt',
  decorators: [withPortal({ path: '/new/password?jwt=%3Cnot%20a%20token%3E' })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Link inválido');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'New password');
    await expect(within(canvasElement).getByRole('button', { name: 'Change' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Nova senha');
  },
};
