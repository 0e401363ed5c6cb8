import type { ReactNode } from 'react';
import { Modal } from '../Modal';
import { Button } from '../Button';
import * as s from './WelcomeModal.css';

export interface WelcomeModalProps {
  /** Whether the modal is shown (controlled: set it to false in `onConfirm`). */
  open: boolean;
  /** The dialog's title, such as 'Boas-vindas ao Portal Fiscal!'. */
  title: string;
  /** The message: a string or richer content. */
  body: ReactNode;
  /** The closing button, 'Ir para dashboard'. */
  confirmLabel: string;
  /** Called by the button; the app closes the modal (and records the visit). */
  onConfirm: () => void;
  /** An illustration above the message (decorative). */
  illustration?: ReactNode;
}

/**
 * The welcome for early accounts (see `shouldShowWelcome`), a Radix dialog through Modal. It closes
 * only with 'Ir para dashboard' (no close button, Escape and outside clicks do nothing), which has
 * the focus when it opens.
 */
export function WelcomeModal({ open, title, body, confirmLabel, onConfirm, illustration }: WelcomeModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onConfirm();
      }}
      title={title}
      closeLabel={confirmLabel}
      dismissible={false}
      size="md"
      footer={
        <Button onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      }
    >
      <div className={s.body}>
        {illustration ? <div className={s.illustration}>{illustration}</div> : null}
        {typeof body === 'string' ? <p className={s.text}>{body}</p> : body}
      </div>
    </Modal>
  );
}
