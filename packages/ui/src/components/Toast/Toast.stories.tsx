import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, type ToastItem, type ToasterProps } from './Toast';

/**
 * Transient feedback at the top right: green for success, red for error, 3000 ms by default
 * (the spec's). The Toaster is controlled: the app keeps the list of toasts (a jotai atom or a
 * context), renders `<Toaster>` once near the root, pushes `{ id, tone, title }` to show one, and
 * removes it in `onDismiss` (called when its time runs out, on its close button, on Escape or a
 * swipe). Hovering or focusing the region pauses the timers. F8 focuses the region.
 */
const meta = {
  title: 'Básicos/Toast',
  id: 'basicos-toast',
  component: Toaster,
  args: {
    toasts: [],
    onDismiss: fn(),
    closeLabel: 'Fechar notificação',
    regionLabel: 'Notificações ({hotkey})',
    toastLabel: 'Notificação',
  },
  argTypes: { toasts: { control: 'object' } },
  parameters: {
    localeArgs: { en: { closeLabel: 'Close notification', regionLabel: 'Notifications ({hotkey})', toastLabel: 'Notification' } },
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const success: ToastItem = { id: 'ok-1', tone: 'success', title: 'Produto criado com sucesso' };
const error: ToastItem = { id: 'err-1', tone: 'error', title: 'Erro ao cadastrar app' };

/** A demo harness that holds the list the way the app's atom would. */
function Demo(args: ToasterProps & { showSuccess: string; showError: string }) {
  const { showSuccess, showError, ...toasterArgs } = args;
  const [toasts, setToasts] = useState<ToastItem[]>(args.toasts.slice());
  const [count, setCount] = useState(0);
  const push = (item: Omit<ToastItem, 'id'>) => {
    setCount((c) => c + 1);
    setToasts((all) => [...all, { ...item, id: `t-${count}` }]);
  };
  return (
    // Pushed down so the toasts (top right, full width on small screens) never sit under the pointer.
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', paddingTop: 320 }}>
      <button type="button" onClick={() => push({ tone: 'success', title: success.title })}>
        {showSuccess}
      </button>
      <button type="button" onClick={() => push({ tone: 'error', title: error.title })}>
        {showError}
      </button>
      <Toaster
        {...toasterArgs}
        toasts={toasts}
        onDismiss={(id) => {
          setToasts((all) => all.filter((t) => t.id !== id));
          args.onDismiss(id);
        }}
      />
    </div>
  );
}

export const SuccessAndError: Story = {
  args: { toasts: [success, error] },
  play: async () => {
    const body = within(document.body);
    const ok = await body.findByText('Produto criado com sucesso');
    await expect(ok.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    const bad = await body.findByText('Erro ao cadastrar app');
    await expect(bad.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
  },
};

/** Pushed from buttons: appears, closes by mouse, by keyboard, and by itself after 3 seconds. */
export const Interactive: Story = {
  render: (args) => <Demo {...args} showSuccess="Mostrar sucesso" showError="Mostrar erro" />,
  parameters: {
    localeArgs: { en: { closeLabel: 'Close notification', regionLabel: 'Notifications ({hotkey})', toastLabel: 'Notification' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);

    // Mouse: show an error toast, close it with its button.
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await body.findByText('Erro ao cadastrar app', { selector: '[data-tone] *' });
    await userEvent.click(body.getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(body.queryByText('Erro ao cadastrar app', { selector: '[data-tone] *' })).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);

    // Keyboard: show a success toast, F8 to the region, Tab to its close button, Enter.
    canvas.getByRole('button', { name: 'Mostrar sucesso' }).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByText('Produto criado com sucesso', { selector: '[data-tone] *' });
    await userEvent.keyboard('[F8]');
    await expect(body.getByRole('region', { name: /Notificações/ }).querySelector('ol')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Fechar notificação' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByText('Produto criado com sucesso', { selector: '[data-tone] *' })).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);

    // Timeout: a toast left alone closes after its 3000 ms.
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await body.findByText('Produto criado com sucesso', { selector: '[data-tone] *' });
    await waitFor(() => expect(body.queryByText('Produto criado com sucesso', { selector: '[data-tone] *' })).toBeNull(), {
      timeout: 5000,
    });
    await expect(args.onDismiss).toHaveBeenCalledTimes(3);
  },
};

export const WithDescription: Story = {
  args: {
    toasts: [
      {
        id: 'd-1',
        tone: 'info',
        title: 'Nenhuma alteração detectada',
        description: 'Os dados do aplicativo já estão atualizados.',
        duration: 60_000,
      },
    ],
  },
  parameters: {
    localeArgs: {
      en: {
        closeLabel: 'Close notification',
        regionLabel: 'Notifications ({hotkey})',
        toastLabel: 'Notification',
        toasts: [
          { id: 'd-1', tone: 'info', title: 'No changes detected', description: 'The app data is already up to date.', duration: 60_000 },
        ],
      },
    },
  },
  play: async () => {
    const description = await within(document.body).findByText('Os dados do aplicativo já estão atualizados.');
    await waitFor(() => expect(description).toBeVisible());
  },
};

export const Empty: Story = {
  play: async () => {
    await expect(within(document.body).getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
  },
};

export const LongPortugueseText: Story = {
  args: {
    toasts: [
      {
        id: 'l-1',
        tone: 'error',
        title: 'Erro ao processar imagem: asset_id não encontrado no serviço de armazenamento de mídias do aplicativo',
        duration: 60_000,
      },
    ],
  },
};

export const Mobile: Story = {
  args: {
    toasts: [
      { ...success, duration: 60_000 },
      { ...error, duration: 60_000 },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
