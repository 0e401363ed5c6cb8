import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListInput } from './ListInput';

/**
 * The main-features list of the product forms. Type a feature and press Enter or 'Adicionar'; the
 * text is trimmed, and blank or repeated entries (ignoring case) are not added. Registration needs
 * at least three features: pass the hint, and the form's error when it fails.
 */
const meta = {
  title: 'Configurações/ListInput',
  id: 'configuracoes-listinput',
  component: ListInput,
  args: {
    label: 'Funcionalidades principais',
    hint: 'Adicione pelo menos 3 funcionalidades principais do seu produto',
    placeholder: 'Ex.: Apuração de ICMS-ST',
    addLabel: 'Adicionar',
    removeLabel: 'Remover {item}',
    emptyText: 'Nenhuma funcionalidade adicionada.',
    duplicateMessage: '“{item}” já está na lista.',
    onChange: fn(),
  },
  argTypes: { value: { control: false }, defaultValue: { control: 'object' } },
  parameters: {
    localeArgs: {
      en: {
        label: 'Main features',
        hint: 'Add at least 3 main features of your product',
        placeholder: 'E.g. ICMS-ST calculation',
        addLabel: 'Add',
        removeLabel: 'Remove {item}',
        emptyText: 'No feature added yet.',
        duplicateMessage: '“{item}” is already in the list.',
      },
    },
  },
} satisfies Meta<typeof ListInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adds by Enter and by the button, trims, ignores blanks and duplicates, removes by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Funcionalidades principais' });
    await expect(canvas.getByText('Nenhuma funcionalidade adicionada.')).toBeVisible();

    await userEvent.type(input, '  Emissão de NF-e  {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Emissão de NF-e']);
    await expect(input).toHaveValue('');

    await userEvent.type(input, 'Apuração de ICMS');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Emissão de NF-e', 'Apuração de ICMS']);

    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'emissão de nf-e{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('“emissão de nf-e” já está na lista.');

    const list = canvas.getByRole('list', { name: 'Funcionalidades principais' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Emissão de NF-e', 'Apuração de ICMS']);

    const remove = canvas.getByRole('button', { name: 'Remover Emissão de NF-e' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Apuração de ICMS']);
    await expect(input).toHaveFocus();
  },
};

export const WithItems: Story = {
  args: { defaultValue: ['Emissão de NF-e e NFS-e', 'Apuração de ICMS, PIS e COFINS', 'Integração com o SPED Fiscal'] },
  parameters: {
    localeArgs: { en: { defaultValue: ['NF-e and NFS-e issuing', 'ICMS, PIS and COFINS calculation', 'SPED Fiscal integration'] } },
  },
};

export const WithError: Story = {
  args: { defaultValue: ['Emissão de NF-e'], error: 'Adicione pelo menos 3 funcionalidades principais do seu produto' },
  parameters: { localeArgs: { en: { defaultValue: ['NF-e issuing'], error: 'Add at least 3 main features of your product' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['Emissão de NF-e'] },
  parameters: { localeArgs: { en: { defaultValue: ['NF-e issuing'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover Emissão de NF-e' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    defaultValue: [
      'Cálculo automático da substituição tributária do ICMS com margem de valor agregado por estado e por NCM, incluindo os convênios e protocolos vigentes',
      'Geração e transmissão das obrigações acessórias (EFD ICMS/IPI, EFD-Contribuições, ECD e ECF) com validação prévia',
    ],
  },
};

export const Mobile: Story = {
  args: { defaultValue: ['Emissão de NF-e', 'Apuração de ICMS'] },
  parameters: { localeArgs: { en: { defaultValue: ['NF-e issuing', 'ICMS calculation'] } } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Main features' }), 'NF-e issuing{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['NF-e issuing']);
    await expect(canvas.getByRole('button', { name: 'Remove NF-e issuing' })).toBeVisible();
  },
};
