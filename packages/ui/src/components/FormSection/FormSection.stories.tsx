import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormSection } from './FormSection';
import { TextField } from '../TextField';

/**
 * A titled, collapsible group of form fields (Radix Collapsible). Open by default; the heading holds
 * the toggle button. Collapsed fields stay mounted (hidden), so their values are kept. Set
 * `collapsible={false}` for a plain titled section; `headingLevel` fits it into the page outline.
 */
const meta = {
  title: 'Básicos/FormSection',
  id: 'basicos-formsection',
  component: FormSection,
  args: {
    title: 'Dados da empresa',
    description: 'Informações exibidas no perfil público do fornecedor',
    onOpenChange: fn(),
    children: (
      <>
        <TextField label="Razão social" name="razaoSocial" />
        <TextField label="Website" type="url" name="website" />
      </>
    ),
  },
  argTypes: { children: { control: false } },
  parameters: { localeArgs: { en: { title: 'Company details', description: 'Shown on the provider’s public profile' } } },
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Dados da empresa' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Razão social' }), 'Contábil Horizonte');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Razão social' })).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Razão social' })).toHaveValue('Contábil Horizonte');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dados da empresa' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NotCollapsible: Story = {
  args: { collapsible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dados da empresa' })).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    children: (
      <>
        <TextField label="Razão social" name="razaoSocial" required error="Preencha os campos corretamente" />
        <TextField label="Website" type="url" name="website" required error="Site é obrigatório" />
      </>
    ),
  },
};

export const Empty: Story = { args: { description: undefined, children: null } };

export const LongPortugueseText: Story = {
  args: {
    title: 'Informações sobre o regime tributário, as inscrições estadual e municipal e os benefícios fiscais vigentes',
    description: 'Estas informações são usadas para sugerir leis de incentivo compatíveis com a atividade econômica e o porte da empresa',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
