import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchX, UserX } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

/**
 * What a list or page shows when there is nothing: an icon, a `title`, a `description` and an
 * optional `action` (a Button or Link). `headingLevel` fits the title into the page outline.
 */
const meta = {
  title: 'Básicos/EmptyState',
  id: 'basicos-emptystate',
  component: EmptyState,
  args: {
    icon: <SearchX aria-hidden size={32} />,
    title: 'Nenhum aplicativo encontrado',
    description: 'Tente outros termos de busca ou limpe os filtros para ver todos os aplicativos.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
  parameters: {
    localeArgs: { en: { title: 'No apps found', description: 'Try other search terms or clear the filters to see every app.' } },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

const onClear = fn();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Nenhum aplicativo encontrado' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button variant="secondary" onClick={onClear}>
        Limpar filtros
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Limpar filtros' });
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledTimes(2);
  },
};

export const TitleOnly: Story = {
  args: { icon: <UserX aria-hidden size={32} />, title: 'Nenhum usuário selecionado.', description: undefined },
  parameters: { localeArgs: { en: { title: 'No user selected.' } } },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Nenhuma lei de incentivo fiscal corresponde aos filtros de cidade, imposto e área de direcionamento escolhidos',
    description:
      'Amplie a busca removendo algumas etiquetas selecionadas ou escolha outra área de direcionamento. As leis estaduais e municipais são atualizadas semanalmente pela equipe de conteúdo.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
