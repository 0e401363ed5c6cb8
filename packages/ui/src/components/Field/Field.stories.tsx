import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './Field';
import { control } from './Field.css';

/**
 * The base of every form control. `Field` renders the label (tied to the control by `htmlFor`),
 * a required marker, an optional hint and an error message; `children` is a function that gets the
 * `id`, `aria-describedby`, `aria-invalid` and `aria-required` to spread on the control.
 * TextField, PasswordField, TextArea, DateField and Select are built on it; use it directly only
 * for a custom control. `useFieldControl` gives the same wiring without the layout.
 */
const meta = {
  title: 'Básicos/Field',
  id: 'basicos-field',
  component: Field,
  args: {
    label: 'Razão social',
    children: (props) => <input className={control} name="razaoSocial" {...props} />,
  },
  argTypes: { children: { control: false } },
  parameters: {
    localeArgs: { en: { label: 'Legal name', hint: 'As in the CNPJ registration', error: 'Fill in the legal name' } },
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Razão social' });
    await userEvent.click(canvas.getByText('Razão social'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Contábil Horizonte Ltda.');
    await expect(input).toHaveValue('Contábil Horizonte Ltda.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Como consta no cartão CNPJ' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Razão social' });
    await expect(input).toHaveAccessibleDescription('Como consta no cartão CNPJ');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Razão social' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'Como consta no cartão CNPJ', error: 'Preencha a razão social' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Razão social' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Como consta no cartão CNPJ Preencha a razão social');
  },
};

export const Disabled: Story = {
  args: { children: (props) => <input className={control} disabled defaultValue="Contábil Horizonte Ltda." {...props} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Razão social' })).toBeDisabled();
  },
};

export const VisuallyHiddenLabel: Story = {
  args: { label: 'Buscar por nome', visuallyHideLabel: true },
  parameters: { localeArgs: { en: { label: 'Search by name' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Buscar por nome' })).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Descrição detalhada das obrigações acessórias e da apuração do imposto sobre circulação de mercadorias',
    hint: 'Informe também as substituições tributárias, os regimes especiais e as declarações entregues no último exercício',
    error: 'A descrição das obrigações acessórias é obrigatória para concluir o cadastro da empresa',
    required: true,
  },
};

export const Mobile: Story = {
  args: { hint: 'Como consta no cartão CNPJ', required: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
