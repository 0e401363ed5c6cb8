import { useRef, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import * as styles from './Toast.css';

export const TOAST_TONES = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** The spec's toast duration: 3 seconds. */
export const TOAST_DEFAULT_DURATION = 3000;

/** One toast as the app holds it (in a jotai atom or a context). */
export interface ToastItem {
  /** Unique and stable while the toast is shown. */
  id: string;
  tone: ToastTone;
  /** The message, such as 'Produto criado com sucesso'. */
  title: string;
  description?: string;
  /** Milliseconds before it closes by itself; defaults to the Toaster's `duration`. */
  duration?: number;
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export interface ToastProps {
  /** 'success', 'error' or 'info': the colours and icon; an error is announced assertively. */
  tone: ToastTone;
  /** The message, such as 'Produto criado com sucesso'. */
  title: string;
  /** A line under the title, such as 'Ele já aparece no marketplace.'. */
  description?: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  /** Accessible label of the close button, such as 'Fechar notificação'. */
  closeLabel: string;
  /** Controlled open state; when omitted the toast starts open. */
  open?: boolean;
  /** Called with `false` when the toast closes: its time ran out, its close button, Escape or a swipe. */
  onOpenChange?: (open: boolean) => void;
  /** An action button (Radix requires `altText` on actions; pass a `RadixToast.Action` yourself if needed). */
  children?: ReactNode;
}

/**
 * One toast. Render it only inside a `Toaster` (it needs the Toaster's Radix provider and viewport).
 * Errors are announced assertively (`type="foreground"`), the rest politely.
 */
export function Toast({ tone, title, description, duration, closeLabel, open, onOpenChange, children }: ToastProps) {
  const Icon = icons[tone];
  return (
    <RadixToast.Root
      className={styles.toast[tone]}
      data-tone={tone}
      type={tone === 'error' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
    >
      <Icon aria-hidden className={styles.icon} />
      <div className={styles.content}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? <RadixToast.Description className={styles.description}>{description}</RadixToast.Description> : null}
        {children}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel} title={closeLabel}>
        <X aria-hidden size={18} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ToasterProps {
  /** The toasts to show, oldest first. The app owns this list (a jotai atom, a context, a store). */
  toasts: readonly ToastItem[];
  /** Called when a toast closes (its time ran out, its close button, Escape, or a swipe): remove it from the list. */
  onDismiss: (id: string) => void;
  /** Accessible label of each close button, such as 'Fechar notificação'. */
  closeLabel: string;
  /**
   * Label of the notifications region; `{hotkey}` is replaced by the shortcut that focuses it,
   * such as 'Notificações ({hotkey})'.
   */
  regionLabel: string;
  /** Spoken before each toast's text so screen readers know what interrupted, such as 'Notificação'. */
  toastLabel: string;
  /** Default duration in ms (3000, the spec's). */
  duration?: number;
}

/**
 * The toast region, top right (full width on small screens). Controlled: render it once near the
 * root with the app's list of toasts and remove a toast in `onDismiss`. With jotai:
 *
 * ```tsx
 * const [toasts, setToasts] = useAtom(toastsAtom);
 * <Toaster toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))}
 *   closeLabel={t('toast.close')} regionLabel={t('toast.region')} toastLabel={t('toast.label')} />
 * // anywhere: setToasts((all) => [...all, { id: crypto.randomUUID(), tone: 'success', title: t('...') }])
 * ```
 */
export function Toaster({ toasts, onDismiss, closeLabel, regionLabel, toastLabel, duration = TOAST_DEFAULT_DURATION }: ToasterProps) {
  const viewportRef = useRef<HTMLOListElement>(null);
  /**
   * Radix pauses the timers while the pointer or focus is in the region, and only listens for the
   * resume while toasts exist: closing the last toast with the mouse or keyboard left it paused, and
   * the next toast then never closed by itself. Closing the last toast resumes explicitly.
   */
  const resumeTimers = () => {
    viewportRef.current?.parentElement?.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
  };
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" label={toastLabel}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          tone={item.tone}
          title={item.title}
          description={item.description}
          duration={item.duration}
          closeLabel={closeLabel}
          open
          onOpenChange={(open) => {
            if (open) return;
            if (toasts.length <= 1) resumeTimers();
            onDismiss(item.id);
          }}
        />
      ))}
      <RadixToast.Viewport ref={viewportRef} className={styles.viewport} label={regionLabel} />
    </RadixToast.Provider>
  );
}
