import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddShortcutButton } from './AddShortcutButton';
import { storyRenderLink } from '../SideMenu/exampleMenu';

const navigate = fn();

/**
 * The tile after the shortcut cards that leads to the new-shortcut form (/create/atalho). A user
 * has at most 5 shortcuts (3 defaults + custom): at the limit the tile is disabled and shows
 * `limitReachedText`, which is also its description for screen readers.
 */
const meta = {
  title: 'Dashboard/AddShortcutButton',
  id: 'dashboard-addshortcutbutton',
  component: AddShortcutButton,
  args: {
    label: 'Adicionar atalho',
    count: 3,
    limitReachedText: 'Você atingiu o limite de 5 atalhos. Remova um para adicionar outro.',
    href: '/create/atalho',
    renderLink: storyRenderLink(navigate),
    onClick: fn(),
  },
  argTypes: { count: { control: { type: 'range', min: 0, max: 6 } }, renderLink: { control: false } },
  parameters: {
    localeArgs: {
      en: { label: 'Add shortcut', limitReachedText: 'You have reached the limit of 5 shortcuts. Remove one to add another.' },
    },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AddShortcutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the form, followed by mouse and keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Adicionar atalho' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/create/atalho');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

/** Without `href` it is a button calling `onClick`. */
export const AsButton: Story = {
  args: { href: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar atalho' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Five shortcuts: disabled, with the explanation. */
export const LimitReached: Story = {
  args: { count: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Adicionar atalho' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Você atingiu o limite de 5 atalhos. Remova um para adicionar outro.');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = { args: { label: 'Adicionar novo atalho personalizado', count: 5 } };

export const Mobile: Story = { args: { count: 5 }, globals: { viewport: { value: 'mobile', isRotated: false } } };
