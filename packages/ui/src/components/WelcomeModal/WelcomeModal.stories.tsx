import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PartyPopper } from 'lucide-react';
import { Button } from '../Button';
import { PageBehind, reachableButHidden } from '../Modal/storyPageBehind';
import { WelcomeModal } from './WelcomeModal';

/**
 * The welcome modal for early accounts (ids 1 to 99, first login of the day: `shouldShowWelcome`).
 * A Radix dialog (through Modal) in `document.body`: focus is trapped inside, and only 'Ir para
 * dashboard' closes it.
 */
const meta = {
  title: 'Dashboard/WelcomeModal',
  id: 'dashboard-welcomemodal',
  component: WelcomeModal,
  args: {
    open: true,
    title: 'Boas-vindas ao Portal Fiscal!',
    body: 'Você é um dos primeiros profissionais a usar o portal. Explore seus atalhos, as notícias e o marketplace de soluções fiscais.',
    confirmLabel: 'Ir para dashboard',
    onConfirm: fn(),
    illustration: <PartyPopper aria-hidden size={56} />,
  },
  argTypes: { illustration: { control: false } },
  parameters: {
    localeArgs: {
      en: {
        title: 'Welcome to Portal Fiscal!',
        body: 'You are one of the first professionals to use the portal. Explore your shortcuts, the news and the tax solutions marketplace.',
        confirmLabel: 'Go to dashboard',
      },
    },
  },
} satisfies Meta<typeof WelcomeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Escape and outside clicks do not close it; the button does (keyboard: it has the focus). */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Boas-vindas ao Portal Fiscal!' });
    const button = within(dialog).getByRole('button', { name: 'Ir para dashboard' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Stateful: the button closes the dialog. */
export const ClosesOnConfirm: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <WelcomeModal
        {...args}
        open={open}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Ir para dashboard' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Over the dashboard it greets: while it is open the page behind is `inert` (out of the accessibility tree
 * and of the Tab order alike, not only `aria-hidden`: axe's `aria-hidden-focus`), and axe checks it so;
 * the play checks that nothing behind is left reachable (`reachableButHidden`), which axe only lists as
 * 'needs review' while a dialog is open.
 */
export const OverThePage: Story = {
  render: (args) => (
    <PageBehind
      label="Atalhos do painel"
      links={['Notícias', 'Marketplace']}
      action={<Button variant="secondary">Adicionar atalho</Button>}
    >
      <WelcomeModal {...args} />
    </PageBehind>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Boas-vindas ao Portal Fiscal!' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ir para dashboard' })).toHaveFocus());
    await waitFor(() => expect(reachableButHidden()).toEqual([]));
    await expect(canvas.getByRole('link', { name: 'Notícias', hidden: true }).closest('[inert]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Adicionar atalho', hidden: true }).closest('[inert]')).not.toBeNull();
    await expect(dialog.closest('[inert]')).toBeNull();
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Seja muito bem-vindo à nova plataforma de tecnologia tributária!',
    body: 'Como um dos primeiros cem usuários, você terá acesso antecipado às novidades: calculadora da reforma tributária, leis de incentivo fiscal com facilitadores, indicadores econômicos atualizados e um marketplace com soluções fiscais avaliadas por profissionais de contabilidade de todo o Brasil.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
