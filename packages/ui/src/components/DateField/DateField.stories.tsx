import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

/**
 * A native date input inside a Field: the browser's own picker and keyboard handling, the value as
 * `yyyy-MM-dd`. Use `min`/`max` for ranges. Works with `register('birth')`.
 */
const meta = {
  title: 'Básicos/DateField',
  id: 'basicos-datefield',
  component: DateField,
  args: { label: 'Nascimento', name: 'birth', onChange: fn() },
  parameters: { localeArgs: { en: { label: 'Date of birth', error: 'Enter a valid date', hint: 'Must be in the past' } } },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Nascimento');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.click(canvas.getByText('Nascimento'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, '1985-03-22');
    await expect(input).toHaveValue('1985-03-22');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithValue: Story = { args: { defaultValue: '1985-03-22' } };

export const WithRange: Story = {
  args: { label: 'Data de vencimento', max: '2026-12-31', min: '2026-11-16', defaultValue: '2026-11-30', hint: 'Entre hoje e 31/12/2026' },
  parameters: { localeArgs: { en: { label: 'Due date', hint: 'Between today and 12/31/2026' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Data de vencimento');
    await expect(input).toHaveAttribute('min', '2026-11-16');
    await expect(input).toHaveAccessibleDescription('Entre hoje e 31/12/2026');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Informe uma data válida' },
  parameters: { localeArgs: { en: { label: 'Date of birth', error: 'Enter a valid date' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Nascimento/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Informe uma data válida');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1985-03-22' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Nascimento')).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Data de início da vigência do benefício fiscal concedido pela legislação estadual de incentivo',
    hint: 'Consulte o termo de acordo de regime especial assinado com a Secretaria da Fazenda',
  },
};

export const Mobile: Story = {
  args: { required: true, defaultValue: '1985-03-22' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
