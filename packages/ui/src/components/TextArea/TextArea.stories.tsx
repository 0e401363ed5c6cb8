import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, TEXT_AREA_RESIZE } from './TextArea';

/**
 * A labelled multi-line input (comments, descriptions). Same wiring as TextField: label, hint, error
 * through `aria-describedby`, ref and native props forwarded for react-hook-form.
 */
const meta = {
  title: 'Básicos/TextArea',
  id: 'basicos-textarea',
  component: TextArea,
  args: { label: 'Comentário', name: 'comment', placeholder: 'Escreve seu comentário...', onChange: fn() },
  argTypes: { resize: { control: 'inline-radio', options: TEXT_AREA_RESIZE } },
  parameters: {
    localeArgs: {
      en: { label: 'Comment', placeholder: 'Write your comment...', error: 'A comment is required', hint: 'Up to 500 characters' },
    },
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Comentário'));
    const textarea = canvas.getByRole('textbox', { name: 'Comentário' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Ótimo aplicativo.{Enter}Recomendo para escritórios contábeis.');
    await expect(textarea).toHaveValue('Ótimo aplicativo.\nRecomendo para escritórios contábeis.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = { args: { hint: 'Até 500 caracteres', maxLength: 500 } };

export const WithError: Story = {
  args: { required: true, error: 'O comentário é obrigatório' },
  parameters: { localeArgs: { en: { label: 'Comment', error: 'A comment is required' } } },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Comentário' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('O comentário é obrigatório');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Comentário enviado.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comentário' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Descrição completa do produto, das integrações disponíveis e dos benefícios para a apuração fiscal',
    defaultValue:
      'Plataforma de apuração de tributos indiretos com integração ao SPED Fiscal, à EFD-Contribuições e ao eSocial. Automatiza a conciliação das notas fiscais eletrônicas, identifica créditos de PIS e COFINS não aproveitados e gera relatórios gerenciais para a diretoria financeira, com trilha de auditoria completa.',
    rows: 6,
  },
};

export const Mobile: Story = {
  args: { required: true, hint: 'Até 500 caracteres' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
