import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagInput } from './TagInput';
import { INTEGRATION_SUGGESTIONS } from './filterSuggestions';

/**
 * The integrations field of the product forms: chosen values as removable chips and a suggestion
 * list (the caller passes the spec's SAP, Salesforce, Oracle, Totvs, Hubspot, Zendesk, Outros).
 * Typing filters the suggestions case-insensitively and hides the chosen ones; ↑/↓ move, Enter
 * adds the highlighted suggestion or the typed text, Escape closes; the list hides 200 ms after
 * the field loses focus.
 */
const meta = {
  title: 'Configurações/TagInput',
  id: 'configuracoes-taginput',
  component: TagInput,
  args: {
    label: 'Integrações',
    placeholder: 'Digite ou escolha uma integração',
    hint: 'Pressione Enter para adicionar.',
    suggestions: INTEGRATION_SUGGESTIONS,
    suggestionsLabel: 'Sugestões de integração',
    removeLabel: 'Remover {item}',
    emptyText: 'Nenhuma integração adicionada.',
    onChange: fn(),
  },
  argTypes: { value: { control: false }, suggestions: { control: 'object' }, defaultValue: { control: 'object' } },
  parameters: {
    localeArgs: {
      en: {
        label: 'Integrations',
        placeholder: 'Type or choose an integration',
        hint: 'Press Enter to add.',
        suggestionsLabel: 'Integration suggestions',
        removeLabel: 'Remove {item}',
        emptyText: 'No integration added yet.',
      },
    },
  },
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Filter, pick by mouse, exclude the chosen one, hide 200 ms after blur. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Integrações' });
    await userEvent.click(input);
    const listbox = canvas.getByRole('listbox', { name: 'Sugestões de integração' });
    await expect(optionNames(listbox)).toEqual([...INTEGRATION_SUGGESTIONS]);

    await userEvent.type(input, 'sa');
    await expect(optionNames(listbox)).toEqual(['SAP', 'Salesforce']);
    await userEvent.click(canvas.getByRole('option', { name: 'Salesforce' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Salesforce']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'S');
    await expect(optionNames(listbox)).toEqual(['SAP', 'Totvs', 'Hubspot', 'Zendesk', 'Outros']);

    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(listbox).not.toBeVisible();
  },
};

/** Arrow keys, Enter on a suggestion, Enter on free text, trims, ignores duplicates, Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Integrações' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'o');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = canvas.getByRole('option', { selected: true });
    await expect(active).toHaveTextContent('Totvs');
    await expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Oracle']);

    await userEvent.type(input, '  Conta Azul  {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Oracle', 'Conta Azul']);
    await userEvent.type(input, 'oracle{Enter}');
    await userEvent.type(input, '{Control>}a{/Control}{Backspace}   {Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvas.getByRole('listbox')).queryByRole('option', { name: 'Oracle' })).toBeNull();

    const chips = canvas.getByRole('list', { name: 'Integrações' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Oracle', 'Conta Azul']);
    canvas.getByRole('button', { name: 'Remover Oracle' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Conta Azul']);
  },
};

export const WithValues: Story = {
  args: { defaultValue: ['SAP', 'Totvs', 'Hubspot'] },
};

export const WithError: Story = {
  args: { error: 'Adicione pelo menos uma integração.' },
  parameters: { localeArgs: { en: { error: 'Add at least one integration.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(/Adicione pelo menos uma integração\./);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['SAP'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const NoSuggestions: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongPortugueseText: Story = {
  args: {
    defaultValue: [
      'Sistema de Gestão Empresarial da Totvs (Protheus) com módulo fiscal',
      'Emissor de Notas Fiscais de Serviço Eletrônicas municipal',
    ],
    hint: 'Informe os sistemas com os quais o seu produto troca dados de forma nativa, como ERPs, CRMs e plataformas de atendimento.',
  },
};

export const Mobile: Story = {
  args: { defaultValue: ['SAP', 'Salesforce', 'Zendesk'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const English: Story = {
  args: { defaultValue: ['SAP'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove SAP' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Integrations' }));
    await expect(canvas.getByRole('listbox', { name: 'Integration suggestions' })).toBeVisible();
  },
};
