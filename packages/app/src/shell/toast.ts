import { useMemo } from 'react';
import { atom, useSetAtom } from 'jotai';
import type { ToastItem, ToastTone } from '@portal-fiscal/ui/Toast';

/** The toasts on screen, oldest first. The shell's Toaster shows them (top right, 3 s; spec 02 §2). */
export const toastsAtom = atom<ToastItem[]>([]);

export interface ToastOptions {
  description?: string;
  /** Milliseconds before it closes by itself (3000 by default). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (tone: ToastTone, title: string, options?: ToastOptions) => string;
  /** Green. */
  success: (title: string, options?: ToastOptions) => string;
  /** Red. */
  error: (title: string, options?: ToastOptions) => string;
  info: (title: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

let nextId = 0;

/** Shows the portal's toasts from anywhere under the shell: `const toast = useToast(); toast.success(t('...'))`. */
export function useToast(): ToastApi {
  const setToasts = useSetAtom(toastsAtom);
  return useMemo(() => {
    const show = (tone: ToastTone, title: string, options: ToastOptions = {}) => {
      nextId += 1;
      const id = `toast-${nextId}`;
      setToasts((all) => [...all, { id, tone, title, ...options }]);
      return id;
    };
    return {
      show,
      success: (title, options) => show('success', title, options),
      error: (title, options) => show('error', title, options),
      info: (title, options) => show('info', title, options),
      dismiss: (id) => setToasts((all) => all.filter((item) => item.id !== id)),
    };
  }, [setToasts]);
}
