import { useEffect } from 'react';
import { showToast } from '../../components/toasts/toasts';
import { ToastSlot } from '../../components/toasts/ToastSlot';
import { OFFLINE_WRITE_MESSAGE, onOfflineWriteRefused } from '../../api/offlineWrites';

/**
 * The signed-in layout's toasts (spec §9). A save refused offline (src/api/offlineWrites.ts) says why in a
 * toast, where the portal's saves report their outcome; the page's own error stays with the form, which keeps
 * what was typed.
 */
export function LayoutToasts() {
  useEffect(
    () =>
      onOfflineWriteRefused(() => {
        showToast(OFFLINE_WRITE_MESSAGE, { variant: 'warning', preventDuplicate: true });
      }),
    [],
  );
  return <ToastSlot />;
}
