import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { DESKTOP_MEDIA } from '../breakpoints';
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

/**
 * Top-right as the spec says, but below the header (the phone's bar is 56 px, the desktop's bar and menu 112 px),
 * so a toast covers neither the person's name nor the menu; and within the screen's width on a phone. The class
 * twice: notistack's own rule for the corner has one.
 */
const belowTheHeader = (
  <GlobalStyles
    styles={{
      '.notistack-SnackbarContainer.notistack-SnackbarContainer': {
        top: 64,
        [DESKTOP_MEDIA]: { top: 120 },
      },
    }}
  />
);

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
    <>
      {belowTheHeader}
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
    </>
  );
}
