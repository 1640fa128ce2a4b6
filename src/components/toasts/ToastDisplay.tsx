import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { attachToastDisplay } from './toasts';

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

/** Toasts top-right, 4 s, at most three at once (spec §9). Loaded with the first toast (ToastSlot.tsx). */
export default function ToastDisplay() {
  useEffect(
    () =>
      attachToastDisplay(({ message, options }) => {
        enqueueSnackbar(message, options);
      }),
    [],
  );
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
    />
  );
}
