import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, AVATAR_SIZES, avatarInitials } from './Avatar';

/** A locally drawn portrait (stories never reach the network). */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#9cc3e6"/><circle cx="48" cy="38" r="18" fill="#f1c7a5"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#0b4f8a"/></svg>',
)}`;
/** Bytes that are not an image: the browser fails to decode them and the initials show. */
const broken = 'data:image/png;base64,AAAAAAAA';

/**
 * A round photo, or the first two letters of the name (upper-cased) when there is no photo or it
 * fails to load (Radix Avatar). Decorative by default, as it usually sits next to the name; pass
 * `alt` when it stands alone. `avatarInitials(name)` is exported for tables that show initials.
 */
const meta = {
  title: 'Básicos/Avatar',
  id: 'basicos-avatar',
  component: Avatar,
  args: { name: 'Ana Souza', src: photo, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { alt: 'Ana Souza' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Souza' });
    await waitFor(() => expect(avatar.querySelector('img')).not.toBeNull());
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    // The initials are Radix's fallback: they appear once the (absent) picture is known to fail.
    await expect(await within(canvasElement).findByText('AN')).toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  args: { src: broken, name: 'Contábil Horizonte' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('CO')).toBeInTheDocument());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {AVATAR_SIZES.map((size) => (
        <Avatar key={`i-${size}`} {...args} src={undefined} size={size} />
      ))}
    </div>
  ),
};

/** Accented and short names: 'Érica' gives 'ÉR', 'Li' gives 'LI'. */
export const Names: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {['Érica Lopes', 'Li', 'Óticas Visão', '3M do Brasil'].map((name) => (
        <Avatar key={name} {...args} name={name} src={undefined} />
      ))}
    </div>
  ),
  play: async () => {
    await expect(avatarInitials('Érica Lopes')).toBe('ÉR');
    await expect(avatarInitials('  li ')).toBe('LI');
    await expect(avatarInitials('')).toBe('');
  },
};

export const LongPortugueseText: Story = { args: { name: 'Associação Brasileira das Empresas de Tecnologia Tributária', src: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
