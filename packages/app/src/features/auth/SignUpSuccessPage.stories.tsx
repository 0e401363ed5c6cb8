import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../App';
import { PAGE_PARAMETERS, pageStory, screenHeading } from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

/** /create/account/success — 'Conta criada com sucesso', the next step, and the way to the login screen. */
const meta = {
  title: 'Páginas/Autenticação/Cadastro concluído',
  id: 'paginas-autenticacao-cadastro-concluido',
  component: AppRoutes,
  ...pageStory({ path: '/create/account/success?email=nova%40empresa.com.br' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Conta criada com sucesso');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirme a conta pelo email')).toBeVisible();
    await expect(canvas.getByText(/nova@empresa\.com\.br/)).toBeVisible();
  },
};

export const GoesToLogin: Story = {
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Conta criada com sucesso');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o login' }));
    await screenHeading(canvasElement, 'Entrar no Portal Fiscal');
    await expect(await canvas.findByText('Conta criada com sucesso!')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('nova@empresa.com.br');
  },
};

export const WithoutEmail: Story = {
  name: 'Without the email in the address',
  decorators: [withPortal({ path: '/create/account/success' })],
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Conta criada com sucesso');
    await expect(within(canvasElement).getByText('Abra a mensagem enviada para o seu email e depois entre no portal.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Account created successfully');
    await expect(within(canvasElement).getByRole('button', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await screenHeading(canvasElement, 'Conta criada com sucesso');
  },
};
