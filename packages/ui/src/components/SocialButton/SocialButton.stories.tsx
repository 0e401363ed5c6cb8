import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialButton, SOCIAL_PROVIDERS } from './SocialButton';

/**
 * Sign-in or sign-up with Google or LinkedIn. The glyph is decorative; the accessible name is the
 * `label` ('Entrar com Google', 'Cadastrar com LinkedIn'). The app does the redirect in `onClick`.
 */
const meta = {
  title: 'Básicos/SocialButton',
  id: 'basicos-socialbutton',
  component: SocialButton,
  args: { provider: 'google', label: 'Entrar com Google', onClick: fn() },
  argTypes: { provider: { control: 'inline-radio', options: SOCIAL_PROVIDERS } },
  parameters: { localeArgs: { en: { label: 'Sign in with Google' } } },
} satisfies Meta<typeof SocialButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Google: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Entrar com Google' });
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

export const LinkedIn: Story = {
  args: { provider: 'linkedin', label: 'Entrar com LinkedIn' },
  parameters: { localeArgs: { en: { label: 'Sign in with LinkedIn' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar com LinkedIn' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The pair as the login and sign-up screens show them. */
export const Pair: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <SocialButton {...args} provider="google" label="Entrar com Google" fullWidth />
      <SocialButton {...args} provider="linkedin" label="Entrar com LinkedIn" fullWidth />
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Entrar com Google' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = {
  args: { provider: 'linkedin', label: 'Cadastrar-se com a conta profissional do LinkedIn da sua empresa', fullWidth: true },
  parameters: { localeArgs: { en: { label: 'Sign up with your company’s professional LinkedIn account' } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
