import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { value: 'funcionalidades', label: 'Funcionalidades', content: <p>Em breve</p> },
  { value: 'integracoes', label: 'Integrações', content: <p>Em breve</p> },
  { value: 'avaliacoes', label: 'Avaliações', content: <p>Nenhuma avaliação ainda.</p> },
];
const itemsEn = [
  { value: 'funcionalidades', label: 'Features', content: <p>Coming soon</p> },
  { value: 'integracoes', label: 'Integrations', content: <p>Coming soon</p> },
  { value: 'avaliacoes', label: 'Reviews', content: <p>No reviews yet.</p> },
];

/**
 * Tabs on Radix Tabs. Mouse or arrow keys select a tab (Home/End jump); Tab moves into the panel.
 * Uncontrolled (`defaultValue`, first item by default) or controlled with `value` + `onValueChange`
 * for tabs held in the URL, such as `/settings/my-account?tab=`.
 */
const meta = {
  title: 'Básicos/Tabs',
  id: 'basicos-tabs',
  component: Tabs,
  args: { items, label: 'Seções do aplicativo', onValueChange: fn() },
  argTypes: { items: { control: false } },
  parameters: { localeArgs: { en: { items: itemsEn, label: 'App sections' } } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Seções do aplicativo' })).toBeVisible();
    const first = canvas.getByRole('tab', { name: 'Funcionalidades' });
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Avaliações' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('avaliacoes');
    await expect(canvas.getByRole('tabpanel', { name: 'Avaliações' })).toHaveTextContent('Nenhuma avaliação ainda.');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Integrações' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');
  },
};

/** URL-held tab: the page passes `value` from `?tab=` and writes the new value back. */
export const Controlled: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState('integracoes');
    return (
      <div>
        <Tabs
          {...args}
          value={tab}
          onValueChange={(v) => {
            setTab(v);
            args.onValueChange?.(v);
          }}
        />
        <output>?tab={tab}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Integrações' })).toHaveAttribute('aria-selected', 'true');
    canvas.getByRole('tab', { name: 'Integrações' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('?tab=avaliacoes')).toBeVisible();
  },
};

/** A click selects on mouse down and on the focus that follows: the page hears of the new tab once (one history entry). */
export const ControlledClickReportsOnce: Story = {
  render: Controlled.render,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Funcionalidades' }));
    await expect(canvas.getByText('?tab=funcionalidades')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Funcionalidades' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const DisabledTab: Story = {
  args: { items: [...items.slice(0, 2), { ...items[2]!, disabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Avaliações' })).toBeDisabled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    items: [
      { value: 'gerenciar-aplicativos', label: 'Gerenciar aplicativos cadastrados', content: <p>Lista de aplicativos.</p> },
      { value: 'gerenciar-providers', label: 'Gerenciar fornecedores e facilitadores', content: <p>Lista de fornecedores.</p> },
      { value: 'gerenciar-usuarios', label: 'Gerenciar usuários e permissões de acesso', content: <p>Lista de usuários.</p> },
    ],
    label: 'Gerenciamento',
  },
};

/** On a narrow screen the tab list scrolls sideways. */
export const Mobile: Story = {
  args: LongPortugueseText.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
