import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileField } from './ProfileField';

/**
 * A label and its value on the profile screen. Empty values read 'Campo não definido'. With
 * `editing` the value turns into a TextField (props through `inputProps`, which also takes
 * react-hook-form's `register`), or into any control drawn by `renderInput`. The e-mail passes
 * `editable={false}` and stays read-only.
 */
const meta = {
  title: 'Configurações/ProfileField',
  id: 'configuracoes-profilefield',
  component: ProfileField,
  args: { label: 'Cargo', value: 'Analista tributário sênior', emptyText: 'Campo não definido' },
  argTypes: { renderInput: { control: false }, renderValue: { control: false }, inputProps: { control: false } },
  parameters: {
    localeArgs: { en: { label: 'Job title', value: 'Senior tax analyst', emptyText: 'Not set' } },
  },
} satisfies Meta<typeof ProfileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Cargo' });
    await expect(group).toHaveTextContent('Analista tributário sênior');
  },
};

export const Empty: Story = {
  args: { value: '   ' },
  parameters: { localeArgs: { en: { value: '   ' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Campo não definido')).toBeVisible();
  },
};

const onChange = fn();

/** Edit mode: a labelled input; typing reaches `inputProps.onChange`. */
export const Editing: Story = {
  args: { editing: true, inputProps: { name: 'cargo', onChange } },
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const input = within(canvasElement).getByRole('textbox', { name: 'Cargo' });
    await expect(input).toHaveValue('Analista tributário sênior');
    await userEvent.clear(input);
    await userEvent.type(input, 'Contadora');
    await expect(input).toHaveValue('Contadora');
    await expect(onChange).toHaveBeenCalled();
  },
};

export const EditingWithError: Story = {
  args: { label: 'Nome', value: '', editing: true, inputProps: { name: 'name', error: 'O campo Nome é obrigatório.', required: true } },
  parameters: {
    localeArgs: { en: { label: 'Name', value: '', inputProps: { name: 'name', error: 'The Name field is required.', required: true } } },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nome/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('O campo Nome é obrigatório.');
  },
};

/** The e-mail is never editable: it stays as text in edit mode. */
export const NotEditable: Story = {
  args: { label: 'E-mail', value: 'maria.souza@contabilidade.com.br', editing: true, editable: false },
  parameters: { localeArgs: { en: { label: 'E-mail', value: 'maria.souza@contabilidade.com.br' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'E-mail' })).toHaveTextContent('maria.souza@contabilidade.com.br');
  },
};

export const Disabled: Story = {
  args: { editing: true, inputProps: { disabled: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Cargo' })).toBeDisabled();
  },
};

/** A custom control in edit mode (here a native date input for the birth date). */
export const CustomInput: Story = {
  args: {
    label: 'Data de nascimento',
    value: '1988-03-14',
    editing: true,
    renderInput: ({ label, value }) => (
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {label}
        <input type="date" defaultValue={value} />
      </label>
    ),
  },
  parameters: { localeArgs: { en: { label: 'Birth date' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Data de nascimento')).toHaveValue('1988-03-14');
  },
};

/** The website as a link. */
export const WithRenderedValue: Story = {
  args: {
    label: 'Website',
    value: 'https://www.contabilidadesouza.com.br',
    renderValue: (value) => (
      <a href={value} target="_blank" rel="noreferrer">
        {value}
      </a>
    ),
  },
  parameters: { localeArgs: { en: { label: 'Website' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', 'https://www.contabilidadesouza.com.br');
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Ocupação principal e responsabilidades no departamento fiscal',
    value:
      'Coordenação da apuração de ICMS, IPI, PIS e COFINS, revisão da escrituração fiscal digital e acompanhamento das obrigações acessórias estaduais e municipais',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** While the account loads: a skeleton in place of the value. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cargo')).toBeVisible();
    await expect(canvas.queryByText('Analista tributário sênior')).toBeNull();
  },
};

export const English: Story = {
  args: { value: '' },
  globals: { locale: 'en' },
  parameters: { localeArgs: { en: { label: 'Job title', value: '', emptyText: 'Not set' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Job title' })).toHaveTextContent('Not set');
  },
};
