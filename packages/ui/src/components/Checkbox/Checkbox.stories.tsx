import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckedState } from './Checkbox';

/**
 * A labelled checkbox on Radix Checkbox. Uncontrolled with `defaultChecked`, controlled with
 * `checked` + `onCheckedChange` (the react-hook-form `Controller` pattern). Clicking the label
 * toggles it; Space toggles it from the keyboard. `'indeterminate'` shows a dash ("some selected").
 */
const meta = {
  title: 'Básicos/Checkbox',
  id: 'basicos-checkbox',
  component: Checkbox,
  args: { label: 'Lembrar de mim', name: 'remember', onCheckedChange: fn() },
  parameters: {
    localeArgs: { en: { label: 'Remember me', hint: 'Keep me signed in on this device', error: 'You must accept the terms of use' } },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Lembrar de mim'));
    await expect(box).not.toBeChecked();
    box.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<CheckedState>(true);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Checkbox
          {...args}
          checked={checked}
          onCheckedChange={(value) => {
            setChecked(value);
            args.onCheckedChange?.(value);
          }}
        />
        <output>{checked === true ? 'Marcado' : 'Desmarcado'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(canvas.getByText('Desmarcado')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Marcado')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Selecionar todos os impostos', checked: 'indeterminate' },
  parameters: { localeArgs: { en: { label: 'Select all taxes' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Selecionar todos os impostos' })).toBePartiallyChecked();
  },
};

export const WithHint: Story = { args: { hint: 'Mantém a sessão aberta neste dispositivo' } };

export const WithError: Story = {
  args: { label: 'Li e aceito os termos de uso', required: true, error: 'É necessário aceitar os termos de uso' },
  parameters: { localeArgs: { en: { label: 'I have read and accept the terms of use', error: 'You must accept the terms of use' } } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Li e aceito os termos de uso' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('É necessário aceitar os termos de uso');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label:
      'Autorizo o compartilhamento das informações fiscais da empresa com os fornecedores de soluções do marketplace para fins de orçamento',
    hint: 'Você poderá revogar esta autorização a qualquer momento nas configurações da conta',
  },
};

export const Mobile: Story = {
  args: { hint: 'Mantém a sessão aberta neste dispositivo' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
