import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notice, NOTICE_TONES } from './Notice';

/**
 * An inline message in a tone: `info`, `warning`, `success` or `danger`, with icon, optional
 * `title` and a body (`children`). Set `live` when the notice appears in answer to an action and must
 * interrupt (`role="alert"`, e.g. a failed login); otherwise it is a polite `role="status"`.
 * `onDismiss` + `dismissLabel` add a close button.
 */
const meta = {
  title: 'Básicos/Notice',
  id: 'basicos-notice',
  component: Notice,
  args: { tone: 'info', title: 'Sessão expirada', children: 'Sua sessão expirou. Entre novamente para continuar.' },
  argTypes: { tone: { control: 'inline-radio', options: NOTICE_TONES }, children: { control: 'text' } },
  parameters: {
    localeArgs: {
      en: { title: 'Session expired', children: 'Your session has expired. Sign in again to continue.', dismissLabel: 'Dismiss notice' },
    },
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Sessão expirada');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {NOTICE_TONES.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
};

/** The login error: urgent, announced at once. */
export const LiveError: Story = {
  args: { tone: 'danger', live: true, title: 'Não foi possível entrar', children: 'E-mail ou senha incorretos.' },
  parameters: { localeArgs: { en: { title: 'Could not sign in', children: 'Wrong email or password.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Não foi possível entrar');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Email enviado com sucesso!', children: 'Confira sua caixa de entrada para redefinir a senha.' },
  parameters: { localeArgs: { en: { title: 'Email sent successfully!', children: 'Check your inbox to reset your password.' } } },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Cadastro incompleto', children: 'Complete os dados da empresa para publicar produtos.' },
  parameters: { localeArgs: { en: { title: 'Incomplete registration', children: 'Complete the company details to publish products.' } } },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const Dismissible: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Fechar aviso' },
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Fechar aviso' });
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    close.blur();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const LongPortugueseText: Story = {
  args: {
    tone: 'warning',
    title: 'Atualização obrigatória das informações cadastrais junto à Secretaria da Fazenda',
    children:
      'Identificamos divergências entre a inscrição estadual informada e os dados disponíveis na consulta pública do contribuinte. Revise a razão social, o endereço do estabelecimento e o regime de apuração antes de emitir novas declarações.',
  },
};

export const Mobile: Story = {
  args: {
    tone: 'danger',
    live: true,
    title: 'Não foi possível entrar',
    children: 'E-mail ou senha incorretos.',
    onDismiss: fn(),
    dismissLabel: 'Fechar aviso',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
