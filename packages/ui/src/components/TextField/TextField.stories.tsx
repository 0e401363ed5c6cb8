import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Search } from 'lucide-react';
import { TextField, TEXT_FIELD_TYPES } from './TextField';

/**
 * A labelled single-line input built on `Field`. It forwards its ref and every native input prop
 * (`name`, `onChange`, `onBlur`, `autoComplete`, ...), so react-hook-form works by spreading
 * `{...register('email')}` and passing `error={errors.email?.message}`. The app passes translated
 * text for `label`, `hint`, `placeholder` and `error`.
 */
const meta = {
  title: 'Básicos/TextField',
  id: 'basicos-textfield',
  component: TextField,
  args: {
    label: 'E-mail',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    placeholder: 'nome@empresa.com.br',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: TEXT_FIELD_TYPES } },
  parameters: {
    localeArgs: {
      en: { label: 'Email', placeholder: 'name@company.com', hint: 'Use your work email', error: 'Fill in the fields correctly' },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.click(input);
    await userEvent.keyboard('ana.souza@contabil.com.br');
    await expect(input).toHaveValue('ana.souza@contabil.com.br');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = { args: { hint: 'Use o e-mail corporativo' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'ana.souza@', error: 'Preencha os campos corretamente' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Preencha os campos corretamente');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana.souza@contabil.com.br' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextField {...args} label="Nome" type="text" name="nome" autoComplete="name" placeholder="Ana Souza" />
      <TextField {...args} label="E-mail" type="email" name="email" />
      <TextField {...args} label="Website" type="url" name="website" autoComplete="url" placeholder="https://empresa.com.br" />
      <TextField {...args} label="Telefone" type="tel" name="telefone" autoComplete="tel" placeholder="(11) 91234-5678" />
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    label: 'Buscar por nome...',
    type: 'search',
    name: 'busca',
    autoComplete: 'off',
    placeholder: 'Buscar por nome...',
    visuallyHideLabel: true,
    startIcon: <Search aria-hidden size={18} />,
  },
  parameters: { localeArgs: { en: { label: 'Search by name...', placeholder: 'Search by name...' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Buscar por nome...' })).toBeVisible();
  },
};

/** What `register('email')` does: an uncontrolled input read and focused through the forwarded ref. */
export const ForwardsRef: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    const [read, setRead] = useState('');
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <TextField {...args} ref={ref} />
        <button
          type="button"
          onClick={() => {
            setRead(ref.current?.value ?? '');
            ref.current?.focus();
          }}
        >
          Ler valor
        </button>
        <output>{read}</output>
      </div>
    );
  },
  parameters: { localeArgs: { en: { label: 'Email' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'joao@fiscal.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Ler valor' }));
    await expect(canvas.getByText('joao@fiscal.com.br', { selector: 'output' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Endereço eletrônico do responsável pela escrituração fiscal digital da matriz',
    hint: 'Enviaremos para este endereço as notificações de vencimento das obrigações acessórias e das guias de recolhimento',
    error: 'Informe um endereço eletrônico válido, no formato nome@empresa.com.br, para receber as notificações',
    defaultValue: 'responsavel.escrituracao.fiscal.digital@contabilidade-horizonte-associados.com.br',
  },
};

export const Mobile: Story = {
  args: { hint: 'Use o e-mail corporativo', required: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
