import { Link as RouterLink, Outlet, useMatches } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PARTY_LABELS } from '../domain/permissions';
import { useAccountPermissions, useActiveAccount } from '../session/hooks';
import { requiredPermission } from './routePermissions';
import { PATHS } from '../paths';
import { FORM_COLUMN_SX } from '../components/pageWidths';

/** The page of the route, or 'Ingen tilgang' when the person may not use it for the active account. */
export function PermittedOutlet() {
  const matches = useMatches();
  const { party, may } = useAccountPermissions();
  const account = useActiveAccount();
  const required = matches
    .map((match) => requiredPermission(match.handle))
    .findLast((action) => action !== null);
  if (!required || may(required)) return <Outlet />;
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        Ingen tilgang
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {party && account
          ? `Som ${PARTY_LABELS[party].toLowerCase()} for ${account.name} har du ikke tilgang til denne siden.`
          : 'Du har ikke tilgang til denne siden for selskapet du har valgt.'}{' '}
        Kontakt kundeservice om du mener du skal ha tilgang.
      </Alert>
      <Button component={RouterLink} to={PATHS.home} variant="contained">
        Til forsiden
      </Button>
    </Box>
  );
}
