import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardLink, cardLinkContainer } from './CardLink';

/**
 * The one interactive element of a whole-card link (used by AppCard and LeiCard): it wraps the card
 * title and stretches over the card. A link with `href` (rendered through `renderLink` for the app's
 * router), a button with `onClick`, plain text with neither. Put `cardLinkContainer(interactive)` on
 * the card.
 */
const meta = {
  title: 'Marketplace/CardLink',
  id: 'marketplace-cardlink',
  component: CardLink,
  args: { children: 'Apura Fácil ICMS', describedBy: 'card-description' },
  parameters: { localeArgs: { en: { children: 'Apura Fácil ICMS' } } },
  render: (args) => (
    <article
      className={cardLinkContainer(Boolean(args.href || args.onClick))}
      aria-labelledby="card-title"
      style={{ width: 280, padding: 16, border: '1px solid #c8d1dc', borderRadius: 8 }}
    >
      <h3 id="card-title" style={{ margin: 0 }}>
        <CardLink {...args} />
      </h3>
      <p id="card-description">Apuração automática de ICMS, ICMS-ST e DIFAL.</p>
    </article>
  ),
} satisfies Meta<typeof CardLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link named by the title and described by the card's text; the router's link comes in through `renderLink`. */
export const Link: Story = {
  args: { href: '/app/view?id=7b1c', renderLink: ({ href, ...props }) => <a {...props} href={`#${href}`} data-router="story" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Apura Fácil ICMS' });
    await expect(link).toHaveAttribute('href', '#/app/view?id=7b1c');
    await expect(link).toHaveAttribute('data-router', 'story');
    await expect(link).toHaveAccessibleDescription('Apuração automática de ICMS, ICMS-ST e DIFAL.');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Without `href`, a button: clicked or pressed with Enter. */
export const Button: Story = {
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apura Fácil ICMS' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Neither: plain text, nothing to focus. */
export const PlainText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Apura Fácil ICMS' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
