import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { setConsent } from './telemetry';

/**
 * Asks for consent to statistics cookies (ekomloven: cookies that are not strictly necessary need it). A compact
 * sheet at the bottom of the screen (on a 360 × 780 phone under a sixth of it, the two buttons side by side), so
 * a phone's first screen is the page's content. First in the page for the keyboard, but drawn after the page
 * (`order` in #root's column, shell.css): it sticks to the bottom while the page scrolls and rests after the
 * page's end, so it never covers the last of the page; it is hidden while a dialog is open (MUI marks the
 * rest of the page `aria-hidden` then), so it never covers a dialog's buttons. Both answers are equally easy;
 * until one is given, telemetry sets no cookie.
 */
export function ConsentBanner() {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      aria-label={t`Informasjonskapsler`}
      sx={(theme) => ({
        order: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
        px: 2,
        py: 1.25,
        '[aria-hidden="true"] &': { visibility: 'hidden' },
      })}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ maxWidth: 1200, mx: 'auto', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          <Trans>
            Vi vil gjerne bruke informasjonskapsler til statistikk, så vi kan gjøre portalen bedre.
            Statistikken har aldri navn, fødselsnummer eller kontaktopplysninger.
          </Trans>
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexShrink: 0, '& > button': { flex: { xs: 1, sm: 'none' } } }}
        >
          <Button
            variant="contained"
            onClick={() => {
              setConsent('godtatt');
            }}
          >
            <Trans>Godta</Trans>
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConsent('avslått');
            }}
          >
            <Trans>Avslå</Trans>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
