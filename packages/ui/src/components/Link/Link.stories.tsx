import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, LINK_VARIANTS } from './Link';

const navigate = fn();

/** Stands in for the app's router link (wouter's `<Link>`): an anchor that navigates without reloading. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(function RouterLink(
  { href, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
});

/**
 * The portal's styled link. Variants `inline`, `standalone`, `subtle`. For in-app navigation wrap the
 * router's link with `asChild` (the Link gives it its styling; no router here). `external` opens a
 * new tab with `rel="noopener noreferrer"`, an icon, and `externalLabel` ('abre em nova aba') read
 * after the text.
 */
const meta = {
  title: 'Básicos/Link',
  id: 'basicos-link',
  component: Link,
  args: {
    href: '#recuperar',
    children: 'Esqueceu a senha?',
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS }, children: { control: 'text' } },
  parameters: { localeArgs: { en: { children: 'Forgot your password?', externalLabel: 'opens in a new tab' } } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Esqueceu a senha?' });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {LINK_VARIANTS.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {variant}
        </Link>
      ))}
    </div>
  ),
};

export const External: Story = {
  args: {
    href: 'https://agenda.example.com/demonstracao',
    external: true,
    externalLabel: 'abre em nova aba',
    children: 'Agendar demonstração',
    variant: 'standalone',
  },
  parameters: { localeArgs: { en: { children: 'Book a demo', externalLabel: 'opens in a new tab' } } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Agendar demonstração (abre em nova aba)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A router link styled by `asChild`: the router's own anchor is rendered, with the Link's class. */
export const RouterLinkAsChild: Story = {
  render: (args) => (
    <Link variant={args.variant} asChild>
      <RouterLink href="/password/recovery">{args.children}</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Esqueceu a senha?' });
    await expect(link.className).toMatch(/Link_link/);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/password/recovery');
    link.blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Ainda não tem conta?{' '}
      <Link {...args} href="#cadastro">
        Cadastre-se
      </Link>{' '}
      gratuitamente e acesse o marketplace de soluções fiscais.
    </p>
  ),
  parameters: { localeArgs: { en: {} } },
};

export const LongPortugueseText: Story = {
  args: {
    children: 'Consulte a íntegra da legislação estadual de incentivo à cultura no portal da Secretaria da Fazenda',
    href: 'https://fazenda.example.gov.br/legislacao',
    external: true,
    externalLabel: 'abre em nova aba',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = { args: { variant: 'standalone' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
