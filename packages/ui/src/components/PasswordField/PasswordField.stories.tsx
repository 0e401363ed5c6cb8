import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

/**
 * A password input with a show/hide toggle. The toggle's accessible name comes from `showLabel`
 * ('Mostrar senha') and `hideLabel` ('Ocultar senha'). Use `autoComplete="new-password"` on sign-up
 * and password-change forms (the default is `current-password`). Works with `register('password')`.
 */
const meta = {
  title: 'Básicos/PasswordField',
  id: 'basicos-passwordfield',
  component: PasswordField,
  args: { label: 'Senha', name: 'password', showLabel: 'Mostrar senha', hideLabel: 'Ocultar senha', onVisibleChange: fn(), onChange: fn() },
  parameters: {
    localeArgs: { en: { label: 'Password', showLabel: 'Show password', hideLabel: 'Hide password', error: 'Passwords do not match' } },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'S3nh@Forte');
    await expect(input).toHaveValue('S3nh@Forte');

    // Mouse: show, then hide.
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');

    // Keyboard: Tab from the input reaches the toggle; Space and Enter press it.
    input.focus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('S3nh@Forte');
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'S3nh@Forte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Senha' })).toHaveValue('S3nh@Forte');
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    label: 'Confirmar senha',
    name: 'confirmPassword',
    autoComplete: 'new-password',
    required: true,
    defaultValue: 'outrasenha',
    error: 'As senhas não são iguais',
  },
  parameters: {
    localeArgs: {
      en: { label: 'Confirm password', showLabel: 'Show password', hideLabel: 'Hide password', error: 'Passwords do not match' },
    },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Confirmar senha/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('As senhas não são iguais');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'S3nh@Forte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Nova senha de acesso ao portal e às integrações com a Secretaria da Fazenda',
    hint: 'Mínimo de oito caracteres, com letras maiúsculas, minúsculas, números e pelo menos um caractere especial',
    autoComplete: 'new-password',
  },
};

export const Mobile: Story = {
  args: { required: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
