import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddShortcutButton, AddShortcutButtonSkeleton } from './AddShortcutButton';
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

/**
 * While the shortcuts load (`AddShortcutButtonSkeleton`), beside the tile at the limit: the placeholder keeps
 * the explanation's room, so the grid's row is as tall before the answer as after it, and nothing of it is read.
 */
export const LoadingKeepsTheLimitsRoom: Story = {
  args: { count: 5 },
  render: (args) => (
    <div style={{ display: 'flex', gap: '12px', alignItems: 'flex-start' }}>
      <AddShortcutButtonSkeleton limitReachedText={args.limitReachedText} />
      <AddShortcutButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-variant="add-shortcut-skeleton"]');
    const tile = within(canvasElement).getByRole('button', { name: 'Adicionar atalho' }).parentElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(Math.round(skeleton?.getBoundingClientRect().height ?? 0)).toBe(Math.round(tile?.getBoundingClientRect().height ?? -1));
  },
};

export const LongPortugueseText: Story = { args: { label: 'Adicionar novo atalho personalizado', count: 5 } };

export const Mobile: Story = { args: { count: 5 }, globals: { viewport: { value: 'mobile', isRotated: false } } };
