import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, CHECKBOX_GROUP_LAYOUTS } from './CheckboxGroup';

const taxes = [
  { value: 'icms', label: 'ICMS' },
  { value: 'iss', label: 'ISS' },
  { value: 'irpj', label: 'IRPJ' },
  { value: 'pis-cofins', label: 'PIS/COFINS' },
];

/**
 * A fieldset of checkboxes under a legend: filter groups (Tags, Cidades, Impostos), lei types.
 * `value`/`onValueChange` hold the selected values (returned in the order of `options`). Limiting how
 * many options appear is the caller's concern.
 */
const meta = {
  title: 'Básicos/CheckboxGroup',
  id: 'basicos-checkboxgroup',
  component: CheckboxGroup,
  args: { legend: 'Impostos', options: taxes, name: 'impostos', onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: CHECKBOX_GROUP_LAYOUTS } },
  parameters: { localeArgs: { en: { legend: 'Taxes', error: 'Choose at least one tax', hint: 'Filter laws by tax' } } },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { defaultValue: ['iss'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Impostos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ICMS' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['icms', 'iss']);
    const irpj = canvas.getByRole('checkbox', { name: 'IRPJ' });
    irpj.focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['icms', 'iss', 'irpj']);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('checkbox', { name: 'ICMS' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['iss', 'irpj']);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(taxes.map((t) => t.value));
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <CheckboxGroup {...args} value={value} onValueChange={setValue} />
        <output>{value.join(', ')}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ISS' }));
    await expect(canvas.getByText('icms, irpj, pis-cofins', { selector: 'output' })).toBeVisible();
  },
};

export const Row: Story = { args: { layout: 'row', defaultValue: ['icms'] } };

export const Empty: Story = { args: { options: [] } };

export const WithError: Story = {
  args: { required: true, error: 'Escolha ao menos um imposto', hint: 'Filtra as leis pelo imposto' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Impostos' });
    await expect(group).toHaveAccessibleDescription('Filtra as leis pelo imposto Escolha ao menos um imposto');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['icms'] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    legend: 'Área de direcionamento do incentivo fiscal previsto na legislação municipal e estadual',
    options: [
      { value: 'cultura', label: 'Cultura, patrimônio histórico e artístico nacional e produções audiovisuais independentes' },
      { value: 'esporte', label: 'Esporte educacional, de participação e de rendimento' },
      { value: 'idoso', label: 'Fundo Municipal dos Direitos da Pessoa Idosa' },
    ],
  },
};

export const Mobile: Story = {
  args: { layout: 'row', defaultValue: ['iss'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
