import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { setConsent } from './telemetry';

/**
 * Asks for consent to statistics cookies (ekomloven: cookies that are not strictly necessary need it). In the
 * page's flow above the layout, not over it: it hides nothing, and is the first thing a keyboard reaches.
 * Both answers are equally easy; until one is given, telemetry sets no cookie.
 */
export function ConsentBanner() {
  return (
    <Box
      component="section"
      aria-label="Informasjonskapsler"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2, py: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ maxWidth: 1200, mx: 'auto', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          Vi vil gjerne bruke informasjonskapsler til statistikk. De lar oss se hvordan portalen brukes over
          tid, så vi kan gjøre den bedre. Statistikken inneholder aldri navn, fødselsnummer, kontonummer eller
          kontaktopplysninger. Avslår du, bruker vi ingen informasjonskapsler til statistikk.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            onClick={() => {
              setConsent('godtatt');
            }}
          >
            Godta
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConsent('avslått');
            }}
          >
            Avslå
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
