import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';

/** After this long, the person is told the wait is unusual, so they neither give up nor reload. */
export const SLOW_LOADING_MS = 10_000;

export const SLOW_LOADING_TEXT =
  'Dette tar lengre tid enn vanlig. Vi venter fortsatt på svar – du trenger ikke laste siden på nytt.';

export function LoadingSpinner({ text }: { text?: string }) {
  const { t } = useLingui();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSlow(true);
    }, SLOW_LOADING_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center' }}>
        <CircularProgress size={28} aria-hidden="true" />
        <Typography>{text ?? t`Laster inn...`}</Typography>
      </Box>
      {slow && (
        <Typography variant="body2" sx={{ textAlign: 'center', maxWidth: '40rem' }}>
          <Trans>
            Dette tar lengre tid enn vanlig. Vi venter fortsatt på svar – du trenger ikke laste siden på nytt.
          </Trans>
        </Typography>
      )}
    </Box>
  );
}
