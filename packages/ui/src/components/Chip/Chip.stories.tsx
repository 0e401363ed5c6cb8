import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip';

/**
 * A compact token for a selected value, such as the selected lei tags above the list. With
 * `onRemove` and `removeLabel` (formatted by the app: 'Remover Cultura') it shows a remove button,
 * pressed by mouse, Enter, Space, Delete or Backspace. For a static label use Tag.
 */
const meta = {
  title: 'Básicos/Chip',
  id: 'basicos-chip',
  component: Chip,
  args: { label: 'Cultura', onRemove: fn(), removeLabel: 'Remover Cultura' },
  parameters: { localeArgs: { en: { label: 'Culture', removeLabel: 'Remove Culture' } } },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Removable: Story = {
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remover Cultura' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    remove.blur();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
  },
};

export const Static: Story = { args: { onRemove: undefined, removeLabel: undefined } };

/** The lei filter's selected tags: removing a chip unselects it. */
export const List: Story = {
  render: function Render() {
    const [tags, setTags] = useState(['Cultura', 'Esporte', 'Saúde', 'Idoso']);
    return (
      <ul style={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 }}>
        {tags.map((tag) => (
          <li key={tag}>
            <Chip label={tag} removeLabel={`Remover ${tag}`} onRemove={() => setTags((all) => all.filter((t) => t !== tag))} />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Esporte' }));
    await expect(canvas.queryByText('Esporte')).toBeNull();
    canvas.getByRole('button', { name: 'Remover Saúde' }).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText('Saúde')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remover Cultura' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Fundo Municipal dos Direitos da Criança e do Adolescente de São Paulo',
    removeLabel: 'Remover Fundo Municipal dos Direitos da Criança e do Adolescente de São Paulo',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
