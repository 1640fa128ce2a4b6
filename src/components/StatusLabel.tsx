import Box from '@mui/material/Box';
import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from './visuallyHidden';

/**
 * What a status label says about the thing it marks: in progress, done, waiting for the person (a deadline, a
 * warning: the theme's orange, which is kept for these), or stopped.
 */
export type StatusTone = 'progress' | 'done' | 'attention' | 'stopped';

const TONE_BORDER: Record<StatusTone, string> = {
  progress: 'primary.main',
  done: 'success.dark',
  attention: 'secondary.main',
  stopped: 'grey.600',
};

/**
 * The one status label of the portal (docs/design.md): a short word in a rounded outline, the text in the body
 * colour (coloured text on white would fail WCAG AA for orange), the tone in the border. A screen reader hears
 * 'Status: Henteklart', the word alone being unclear out of its place.
 */
export function StatusLabel({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        border: 2,
        borderColor: TONE_BORDER[tone],
        borderRadius: 4,
        typography: 'body2',
        fontWeight: 600,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        color: 'text.primary',
        bgcolor: 'background.paper',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        <Trans>Status:</Trans>{' '}
      </Box>
      {children}
    </Box>
  );
}
