import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, MODAL_SIZES } from './Modal';
import { PageBehind, playPageBehindInert } from './storyPageBehind';

/**
 * A centred dialog (Radix Dialog) with `title`, optional `description`, body (`children`) and
 * `footer` actions; the close button is labelled by `closeLabel`. Focus is trapped and returns to
 * the trigger. `dismissible={false}` removes the close button and ignores Escape and outside clicks,
 * for a dialog that must be answered through its footer (the welcome modal). Portal on `document.body`.
 */
const meta = {
  title: 'Básicos/Modal',
  id: 'basicos-modal',
  component: Modal,
  args: {
    title: 'Bem-vindo ao Portal Fiscal!',
    description: 'Sua conta está entre as primeiras do portal.',
    closeLabel: 'Fechar',
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>Explore o marketplace de soluções fiscais e as leis de incentivo disponíveis para a sua empresa.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: MODAL_SIZES },
    children: { control: false },
    footer: { control: false },
    trigger: { control: false },
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Welcome to Portal Fiscal!',
        description: 'Your account is among the portal’s first.',
        closeLabel: 'Close',
        children: <p style={{ margin: 0 }}>Explore the marketplace of tax solutions and the incentive laws available to your company.</p>,
      },
    },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Modal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        trigger={<Button>Abrir</Button>}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Ir para dashboard</Button>
          </>
        }
      />
    );
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Abrir' });

    // Mouse: open, close with the X; focus returns to the trigger.
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Bem-vindo ao Portal Fiscal!' });
    await expect(dialog).toHaveAccessibleDescription('Sua conta está entre as primeiras do portal.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    // Keyboard: Enter opens, Escape closes.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Footer action.
    await userEvent.keyboard(' ');
    await userEvent.click(await body.findByRole('button', { name: 'Ir para dashboard' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The welcome modal: only 'Ir para dashboard' closes it. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    // Focus is trapped: Tab cycles between the two footer buttons.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(body.getByRole('button', { name: 'Ir para dashboard' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Open over a page with links and buttons: while it is open, everything outside the dialog is `inert`
 * (out of the accessibility tree and of the Tab order alike, where Radix alone hid it with `aria-hidden`
 * and left it reachable by Tab: axe's `aria-hidden-focus`); closing gives the page back. The story ends
 * with the dialog open, so the axe check after it runs on that state; axe only lists such elements as
 * 'needs review' while a dialog is open, so the play checks that none is left (`reachableButHidden`).
 */
export const PageBehindInert: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <PageBehind
        label="Atalhos do painel"
        links={['Marketplace', 'Leis de incentivo']}
        action={<Button variant="secondary">Exportar relatório</Button>}
      >
        <Modal
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
          trigger={<Button>Abrir</Button>}
          footer={<Button onClick={() => setOpen(false)}>Ir para dashboard</Button>}
        />
      </PageBehind>
    );
  },
  play: ({ canvasElement }) =>
    playPageBehindInert(canvasElement, {
      link: 'Marketplace',
      behind: 'Exportar relatório',
      trigger: 'Abrir',
      dialog: 'Bem-vindo ao Portal Fiscal!',
      close: 'Ir para dashboard',
    }),
};

/** Opened from the start (a screenshot of the open dialog). */
export const Open: Story = {
  render: (args) => <Modal {...args} open footer={<Button>Ir para dashboard</Button>} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    // Visible once the 150 ms fade-in has started from opacity 0.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongPortugueseText: Story = {
  args: {
    size: 'lg',
    title: 'Confirmação da exclusão definitiva do fornecedor e de todos os aplicativos vinculados ao cadastro',
    description: 'Esta ação não poderá ser desfeita depois de confirmada.',
    children: (
      <p style={{ margin: 0 }}>
        Ao excluir o fornecedor, os aplicativos publicados no marketplace, as avaliações recebidas, as mídias enviadas e os vínculos com as
        leis de incentivo fiscal também serão removidos. Os usuários associados perderão o acesso às configurações de gerenciamento.
      </p>
    ),
  },
  render: (args) => (
    <Modal
      {...args}
      open
      footer={
        <>
          <Button variant="secondary">Cancelar</Button>
          <Button variant="danger">Excluir fornecedor</Button>
        </>
      }
    />
  ),
};

export const Mobile: Story = {
  render: (args) => (
    <Modal
      {...args}
      open
      footer={
        <>
          <Button variant="secondary">Cancelar</Button>
          <Button>Ir para dashboard</Button>
        </>
      }
    />
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
