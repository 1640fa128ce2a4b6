import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { ServiceOfficeContact } from '../../components/ServiceOfficeContact';
import { serviceOffice } from '../../config';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

/** /contact ('Kontakt oss'): how to reach the cooperative's service office. */
export function ContactPage() {
  // The office's name is the cooperative's own, in Norwegian (config.json).
  const office = <span lang="nb">{serviceOffice().name}</span>;
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Kontakt oss</Trans>
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Har du spørsmål om kontrakter, bestillinger, oppgjør eller portalen, hjelper {office} deg.
        </Trans>
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ServiceOfficeContact withOpeningHours />
      </Paper>
      <Typography sx={{ mt: 3 }}>
        <Trans>
          Gjelder det en kontrakt, har du kontraktsnummeret klart når du ringer eller skriver. Da finner vi
          saken din raskere.
        </Trans>
      </Typography>
    </Box>
  );
}
