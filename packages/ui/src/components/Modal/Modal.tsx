import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useModalInert } from '../../lib/inertOutside';
import * as styles from './Modal.css';

export const MODAL_SIZES = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state: the trigger, the close button, Escape or a click outside (when `dismissible`). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's title (its accessible name). */
  title: string;
  /** A line under the title (its accessible description). */
  description?: string;
  children?: ReactNode;
  /** Action buttons, right-aligned at the bottom (stacked on small screens). */
  footer?: ReactNode;
  /** Accessible label of the close button, such as 'Fechar'. */
  closeLabel: string;
  /**
   * When false there is no close button and Escape / outside clicks do not close: the user must
   * choose a footer action (the welcome modal's 'Ir para dashboard').
   */
  dismissible?: boolean;
  /** Maximum width: 'sm' 400px, 'md' 560px, 'lg' 800px. Defaults to 'md'. */
  size?: ModalSize;
  /** An element that opens the dialog (rendered with `asChild`). Optional when controlled. */
  trigger?: ReactNode;
}

/**
 * A centred modal dialog (Radix Dialog): focus is trapped inside and returns to the trigger on close;
 * Escape and a click outside close it unless `dismissible={false}`. While it is open everything outside
 * it is `inert`, out of the accessibility tree and of the Tab order alike. Renders in a portal on
 * `document.body`. Wrap a footer button in nothing special: close it through `onOpenChange`.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  dismissible = true,
  size = 'md',
  trigger,
}: ModalProps) {
  // While open, the page behind is inert, not only aria-hidden (Radix): out of the Tab order as well.
  const { rootProps, contentRef, overlayRef } = useModalInert({ open, defaultOpen, onOpenChange });
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root {...rootProps}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay ref={overlayRef} className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={styles.content[size]}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
            </div>
            {dismissible ? (
              <Dialog.Close className={styles.close} aria-label={closeLabel} title={closeLabel}>
                <X aria-hidden size={20} />
              </Dialog.Close>
            ) : null}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
