import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu, Pencil, Trash2 } from 'lucide-react';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton';

/**
 * A square icon-only button. `label` is required: it is the accessible name and the native tooltip
 * ('Abrir menu', 'Editar', 'Remover imagem'). Same variants as Button, `ghost` by default.
 */
const meta = {
  title: 'Básicos/IconButton',
  id: 'basicos-iconbutton',
  component: IconButton,
  args: { icon: <Menu size={20} />, label: 'Abrir menu', onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
  },
  parameters: { localeArgs: { en: { label: 'Open menu' } } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {ICON_BUTTON_VARIANTS.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          icon={variant === 'danger' ? <Trash2 size={20} /> : <Pencil size={20} />}
          label={variant}
        />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {ICON_BUTTON_SIZES.map((size) => (
        <IconButton key={size} {...args} size={size} variant="secondary" label={size} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = {
  args: { icon: <Trash2 size={20} />, label: 'Remover a imagem principal da galeria do aplicativo', variant: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remover a imagem principal da galeria do aplicativo' }),
    ).toHaveAttribute('title', 'Remover a imagem principal da galeria do aplicativo');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
