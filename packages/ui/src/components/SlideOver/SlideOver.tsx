import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useModalInert } from '../../lib/inertOutside';
import * as styles from './SlideOver.css';

export const SLIDE_OVER_SIZES = ['sm', 'md', 'lg'] as const;
export type SlideOverSize = (typeof SLIDE_OVER_SIZES)[number];

export interface SlideOverProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state: the trigger, the close button, Escape or a click on the veil. */
  onOpenChange?: (open: boolean) => void;
  /** The panel's title, such as 'Filtros'. */
  title: string;
  /** A line under the title (the panel's accessible description). */
  description?: string;
  children?: ReactNode;
  /** Actions pinned to the bottom, such as 'Limpar filtros' / 'Aplicar filtros'. */
  footer?: ReactNode;
  /** Accessible label of the close button, such as 'Fechar filtros'. */
  closeLabel: string;
  /** Maximum width: 'sm' 360px, 'md' 440px, 'lg' 640px. Defaults to 'md'. */
  size?: SlideOverSize;
  /** An element that opens the panel (rendered with `asChild`). */
  trigger?: ReactNode;
}

/**
 * A panel that slides in from the right (Radix Dialog): filter sidebars, details. Modal: focus is
 * trapped, everything outside it is `inert` while it is open, Escape or a click on the veil closes it,
 * focus returns to the trigger. Full width on small screens. The body scrolls; the header and footer
 * stay put.
 */
export function SlideOver({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  size = 'md',
  trigger,
}: SlideOverProps) {
  // While open, the page behind is inert, not only aria-hidden (Radix): out of the Tab order as well.
  const { rootProps, contentRef, overlayRef } = useModalInert({ open, defaultOpen, onOpenChange });
  return (
    <Dialog.Root {...rootProps}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay ref={overlayRef} className={styles.overlay} />
        <Dialog.Content ref={contentRef} className={styles.panel[size]} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className={styles.close} aria-label={closeLabel} title={closeLabel}>
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
