import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { isApiError } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { Modal } from '@portal-fiscal/ui/Modal';
import { Notice } from '@portal-fiscal/ui/Notice';
import { useToast } from '../../../shell/toast';
import type { DeleteRefusal } from './delete';
import * as styles from './tables.css';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

export interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item's name: 'Excluir {name}?'. */
  name: string;
  /** What goes with it, under 'Esta ação não pode ser desfeita.'. */
  detail?: string;
  pending: boolean;
  refusal: DeleteRefusal | null;
  onConfirm: () => void;
}

/**
 * 'Excluir {name}?': the confirmation of every 'Deletar' of the administration (ui Modal). 'Cancelar'
 * keeps the item; the danger 'Excluir' deletes it. A refusal is said inside the dialog, in an alert;
 * when asking again cannot help, 'Excluir' gives way to 'Fechar'. While the delete runs the dialog
 * cannot be dismissed.
 */
export function DeleteDialog({ open, onOpenChange, name, detail, pending, refusal, onConfirm }: DeleteDialogProps) {
  const { t } = useTranslation('management');
  const closeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const final = refusal?.final === true;
  // A destructive confirmation opens on its safe choice, 'Cancelar' (the Modal would pick its close button).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => cancelRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  // 'Excluir' (which had the focus) is gone: the focus goes to 'Fechar', after the reason is announced.
  useEffect(() => {
    if (final) closeRef.current?.focus();
  }, [final]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={t('management.delete.title', { name })}
      description={t('management.delete.irreversible')}
      closeLabel={t('management.delete.dismiss')}
      dismissible={!pending}
      size="sm"
      footer={
        final ? (
          <Button ref={closeRef} variant="secondary" onClick={() => onOpenChange(false)}>
            {t('management.delete.close')}
          </Button>
        ) : (
          <>
            <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              {t('management.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              icon={<Trash2 aria-hidden size={18} />}
              loading={pending}
              loadingLabel={t('management.delete.confirming')}
              onClick={onConfirm}
            >
              {t('management.delete.confirm')}
            </Button>
          </>
        )
      }
    >
      {detail || refusal ? (
        <div className={styles.dialogBody}>
          {detail ? <p className={styles.dialogText}>{detail}</p> : null}
          {refusal ? (
            <Notice tone="danger" live title={t('management.delete.refusedTitle')}>
              {refusal.message}
            </Notice>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * Gives the focus to `target` once the dialog has closed and given it back to nobody (the row and its
 * menu button are gone): after Radix's own return of focus, so it is not overridden.
 */
function focusAfterDialogCloses(target: () => HTMLElement | null) {
  let tries = 0;
  const check = () => {
    tries += 1;
    if (document.querySelector('[role="dialog"]') && tries < 80) {
      window.setTimeout(check, 25);
      return;
    }
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target()?.focus();
    }, 0);
  };
  window.setTimeout(check, 0);
}

export interface DeleteFlowOptions<Row> {
  mutation: UseMutationResult<string, unknown, Row>;
  nameOf: (row: Row) => string;
  /** The refusal of a failed delete of `row` (see `deleteRefusal`). */
  refusalOf: (error: unknown, row: Row) => DeleteRefusal;
  /** The success toast, e.g. 'Aplicativo Norte ICMS excluído.'. */
  deletedText: (name: string) => string;
  /** Where the focus goes once the row has left the table (the results line). */
  focusAfter: () => HTMLElement | null;
}

/**
 * The 'Deletar' of one table: `request(row)` opens the dialog for that row; confirming deletes it
 * (the row leaves the table, a green toast says so, the focus lands on the results line); cancelling
 * keeps it. A 404 (deleted meanwhile) closes the dialog as a success would, with its own toast.
 */
export function useDeleteFlow<Row>({ mutation, nameOf, refusalOf, deletedText, focusAfter }: DeleteFlowOptions<Row>) {
  const { t } = useTranslation('management');
  const toast = useToast();
  const [target, setTarget] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const name = target ? nameOf(target) : '';
  // The row's menu button (DataTable runs an item once the focus is back on it): the dialog, which has
  // no trigger of its own, gives the focus back to nobody; this does, or to `focusAfter` once the row is gone.
  const opener = useRef<HTMLElement | null>(null);

  // Cancelled: back to the row's menu button. Deleted: to `focusAfter`, since the row is leaving the table
  // (the tables render their rows from a deferred value, so it may still be there for a moment).
  const close = (deleted = false) => {
    setOpen(false);
    focusAfterDialogCloses(() => (!deleted && opener.current?.isConnected ? opener.current : focusAfter()));
  };

  const finish = (text: string) => {
    close(true);
    toast.success(text);
  };

  const request = (row: Row) => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    mutation.reset();
    setTarget(row);
    setOpen(true);
  };

  // One request however often 'Excluir' is pressed (lib/useSubmitOnce.ts).
  const remove = useSubmitOnce(async () => {
    if (!target) return;
    const deleted = nameOf(target);
    await mutation
      .mutateAsync(target, {
        onSuccess: () => finish(deletedText(deleted)),
        onError: (error) => {
          if (isApiError(error) && error.status === 404) finish(t('management.delete.gone', { name: deleted }));
        },
      })
      .catch(() => undefined);
  });
  const confirm = () => void remove.run();

  const refusal =
    target && mutation.isError && !(isApiError(mutation.error) && mutation.error.status === 404) ? refusalOf(mutation.error, target) : null;

  return {
    request,
    dialog: {
      open,
      onOpenChange: (next: boolean) => (next ? setOpen(true) : close()),
      name,
      pending: remove.busy || mutation.isPending,
      refusal,
      onConfirm: confirm,
    } satisfies Omit<DeleteDialogProps, 'detail'>,
  };
}
