import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from './toasts';

const ToastDisplay = lazy(() => import('./ToastDisplay'));

/** Where the toasts appear; their code (notistack) is loaded when the first is asked for (toasts.ts). */
export function ToastSlot() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastDisplay />
    </Suspense>
  );
}
