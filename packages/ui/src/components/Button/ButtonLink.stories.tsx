import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageCircle } from 'lucide-react';
import { BUTTON_VARIANTS } from './Button';
import { ButtonLink } from './ButtonLink';

/**
 * A link with the look of a button, for actions that go somewhere: 'Redirecionar meu imposto' (WhatsApp,
 * new tab), 'Adquirir com desconto'. It stays a link: middle click, 'open in a new tab' and screen
 * readers treat it as one. For in-app navigation give it the router's link with `asChild`.
 */
const meta = {
  title: 'Básicos/ButtonLink',
  id: 'basicos-buttonlink',
  component: ButtonLink,
  args: { children: 'Redirecionar meu imposto', href: 'https://wa.me/?text=Ol%C3%A1', external: true, externalLabel: 'abre em nova aba' },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
  parameters: { localeArgs: { en: { children: 'Redirect my tax', externalLabel: 'opens in a new tab' } } },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const External: Story = {
  args: { icon: <MessageCircle aria-hidden size={18} /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Redirecionar meu imposto|Redirect my tax/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/(abre em nova aba|opens in a new tab)/);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant} external={false} href="#">
          {variant}
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(BUTTON_VARIANTS.length);
  },
};
