import { useEffect, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { OFFLINE_WRITE_MESSAGE, onOfflineWriteRefused } from '../../api/offlineWrites';

// notistack's default colours put white text on light green, blue and orange: below WCAG AA contrast.
const AccessibleToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.common.black,
  },
}));

/** Toasts for the signed-in layout: top-right, 4 s, at most three at once (spec §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={{
        success: AccessibleToast,
        error: AccessibleToast,
        info: AccessibleToast,
        warning: AccessibleToast,
        default: AccessibleToast,
      }}
    >
      <OfflineWriteToasts />
      {children}
    </SnackbarProvider>
  );
}

/**
 * A save refused offline (src/api/offlineWrites.ts) says why in a toast, where the portal's saves report
 * their outcome; the page's own error stays with the form, which keeps what was typed.
 */
function OfflineWriteToasts() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      onOfflineWriteRefused(() => {
        enqueueSnackbar(OFFLINE_WRITE_MESSAGE, { variant: 'warning', preventDuplicate: true });
      }),
    [enqueueSnackbar],
  );
  return null;
}
