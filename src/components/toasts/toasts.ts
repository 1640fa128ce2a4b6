import type { OptionsObject } from 'notistack';

/** What a toast may say of itself: its colour and icon, and whether an equal one already showing is enough. */
export type ToastOptions = Pick<OptionsObject, 'variant' | 'preventDuplicate'>;

export interface Toast {
  message: string;
  options: ToastOptions;
}

/**
 * The portal's toasts (spec §9), without the toast library in a page's first load: a page shows one only
 * after something has been saved or has failed, so notistack is loaded with the first toast
 * (ToastSlot.tsx), and toasts asked for meanwhile wait here for it.
 */
const waiting: Toast[] = [];
let display: ((toast: Toast) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

export function showToast(message: string, options: ToastOptions = {}): void {
  if (display) {
    display({ message, options });
    return;
  }
  waiting.push({ message, options });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => {
      listener();
    });
  }
}

/** Whether a toast has been asked for in this page's life: the display is loaded from then on. */
export const toastsWanted = (): boolean => wanted;

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the mounted display: shows what waited, and every toast from now on, until it unmounts. */
export function attachToastDisplay(show: (toast: Toast) => void): () => void {
  display = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (display === show) display = null;
  };
}

/**
 * Drops the toasts still waiting for the display. A tab's page ends with its modules; the unit tests' pages
 * share them within a file (tests/setupEachFile.ts calls this after each test), and a toast asked for just
 * before a test ended, while notistack was still loading, turned up in the next test's page.
 */
export function dropWaitingToasts(): void {
  waiting.length = 0;
}
