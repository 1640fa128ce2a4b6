import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ServiceOfficeContact } from '../../components/ServiceOfficeContact';
import { serviceOffice } from '../../config';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

/** /contact ('Kontakt oss'): how to reach the cooperative's service office. */
export function ContactPage() {
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        Kontakt oss
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Har du spørsmål om kontrakter, bestillinger, oppgjør eller portalen, hjelper {serviceOffice().name}{' '}
        deg.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ServiceOfficeContact withOpeningHours />
      </Paper>
      <Typography sx={{ mt: 3 }}>
        Gjelder det en kontrakt, har du kontraktsnummeret klart når du ringer eller skriver. Da finner vi
        saken din raskere.
      </Typography>
    </Box>
  );
}
