import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { PAGE_PARAMETERS, pageStory, screenHeading, pendingRequest } from '../../testing/pageStory';
import { storyLocation } from '../../testing/StoryPortal';

/**
 * /create/account — Google and LinkedIn, then name, profession (with 'Especifique sua profissão' for
 * Outros), cargo, empresa, email and the two passwords; spec 01 §5's messages; 409 → login 'Conta já existe'.
 */
const meta = {
  title: 'Páginas/Autenticação/Cadastro',
  id: 'paginas-autenticacao-cadastro',
  component: AppRoutes,
  ...pageStory({ path: '/create/account' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: HTMLElement) => userEvent.click(within(canvas).getByRole('button', { name: 'Criar conta' }));

async function chooseOccupation(canvas: HTMLElement, label: string) {
  await userEvent.click(within(canvas).getByRole('combobox', { name: /^Profissão/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: label }));
}

async function fillValid(canvas: HTMLElement, email = 'nova.pessoa@empresa.com.br', password = 'segredo123') {
  const c = within(canvas);
  await userEvent.type(c.getByLabelText(/^Nome/), 'Nova Pessoa');
  await chooseOccupation(canvas, 'Contador');
  await userEvent.type(c.getByLabelText(/^Cargo/), 'Analista Fiscal');
  await userEvent.type(c.getByLabelText(/^Empresa/), 'Empresa Nova');
  await userEvent.type(c.getByLabelText(/^Email/), email);
  await userEvent.type(c.getByLabelText(/^Senha/), password);
  await userEvent.type(c.getByLabelText(/^Confirmar senha/), password);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continuar com Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar com LinkedIn' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText(/^Especifique sua profissão/)).toBeNull();
  },
};

export const RequiredFields: Story = {
  name: 'Validation: required fields',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Preencha os campos corretamente');
    await expect(canvas.getByText('Informe seu nome.')).toBeVisible();
    await expect(canvas.getByText('Selecione sua profissão.')).toBeVisible();
    await expect(canvas.getByText('Informe seu email.')).toBeVisible();
    await expect(canvas.getByText('Informe uma senha.')).toBeVisible();
    await expect(canvas.getByText('Confirme a senha.')).toBeVisible();
    await expect(storyLocation.current.history.at(-1)).toBe('/create/account');
  },
};

export const PasswordsDiffer: Story = {
  name: 'Validation: passwords differ',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'X');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('As senhas não são iguais');
    await expect(canvas.getByLabelText(/^Confirmar senha/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PasswordTooShort: Story = {
  name: 'Validation: password too short',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Use pelo menos 8 caracteres.')).toBeVisible();
    await fillValid(canvasElement, 'nova.pessoa@empresa.com.br', '1234567');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Preencha os campos corretamente');
    await expect(canvas.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('aria-invalid', 'true');
    await expect(storyLocation.current.history.at(-1)).toBe('/create/account');
  },
};

export const OtherOccupation: Story = {
  name: 'Validation: Outros needs its specification',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await chooseOccupation(canvasElement, 'Outros');
    const specify = await canvas.findByLabelText(/^Especifique sua profissão/);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Preencha o campo de ocupação');
    await expect(specify).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(specify, 'Perito Judicial');
    await waitFor(() => expect(specify).not.toHaveAttribute('aria-invalid'));
  },
};

export const InvalidEmail: Story = {
  name: 'Validation: malformed email',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await fillValid(canvasElement, 'nova@');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Preencha os campos corretamente');
    await expect(canvas.getByText('Informe um email válido.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { 'auth.signUp': pendingRequest('post', `${DEMO_BASE_URLS.server}/account`) } },
  },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    await fillValid(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Criando conta...' })).toBeDisabled());
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        'auth.signUp': http.post(`${DEMO_BASE_URLS.server}/account`, () => HttpResponse.json({ message: 'Falha' }, { status: 500 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText('Não foi possível criar a conta agora. Tente novamente em instantes.'),
    ).toBeVisible();
  },
};

export const SignUpsClosed: Story = {
  name: 'Server: no new sign-ups (403)',
  parameters: {
    msw: {
      handlers: {
        'auth.signUp': http.post(`${DEMO_BASE_URLS.server}/account`, () =>
          HttpResponse.json({ message: 'Sem novos cadastros no momento' }, { status: 403 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Sem novos cadastros no momento')).toBeVisible();
  },
};

export const AccountExists: Story = {
  name: 'Existing account (409) → login',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    await fillValid(canvasElement, 'admin@portalfiscal.demo');
    await submit(canvasElement);
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(await within(canvasElement).findByText('Conta já existe')).toBeVisible();
    await expect(within(canvasElement).getByLabelText(/^Email/)).toHaveValue('admin@portalfiscal.demo');
  },
};

export const Success: Story = {
  name: 'Success → success screen → login',
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await chooseOccupation(canvasElement, 'Outros');
    await userEvent.type(await canvas.findByLabelText(/^Especifique sua profissão/), 'Perito Judicial');
    await submit(canvasElement);
    await screenHeading(canvasElement, 'Conta criada com sucesso');
    await expect(storyLocation.current.history.at(-1)).toBe('/create/account/success?email=nova.pessoa%40empresa.com.br');
    await expect(canvas.getByText('Confirme a conta pelo email')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o login' }));
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(await canvas.findByText('Conta criada com sucesso!')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('nova.pessoa@empresa.com.br');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Create account');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fill in the fields correctly');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Criar conta');
    await expect(within(canvasElement).getByRole('button', { name: 'Continuar com Google' })).toBeVisible();
  },
};
