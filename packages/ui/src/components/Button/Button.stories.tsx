import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Save } from 'lucide-react';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

/**
 * The portal's button. `primary` for the main action of a screen, `secondary` for the alternative,
 * `ghost` for low-emphasis actions in toolbars and menus, `danger` for destructive actions.
 * While an action is pending pass `loading` and a `loadingLabel` such as 'Salvando...'.
 */
const meta = {
  title: 'Básicos/Button',
  id: 'basicos-button',
  component: Button,
  args: { children: 'Salvar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  parameters: { localeArgs: { en: { children: 'Save', loadingLabel: 'Saving...' } } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <Save aria-hidden size={18} /> } };

/** Beside a growing input in a narrow row (a form's 'Adicionar'), the icon keeps its size instead of shrinking to a dot. */
export const IconInANarrowRow: Story = {
  args: { icon: <Save aria-hidden size={18} />, children: 'Adicionar' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, width: 140 }}>
      <input aria-label="Nova funcionalidade" style={{ flex: '1 1 auto', minWidth: 0 }} />
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('button', { name: 'Adicionar' }).querySelector('svg');
    await expect(icon?.getBoundingClientRect().width).toBe(18);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Salvando...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: { children: 'Ir para cadastro da empresa e concluir as informações fiscais' },
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, children: 'Entrar' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
