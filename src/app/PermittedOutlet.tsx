import { Link as RouterLink, Outlet, useMatches } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { PARTY_LABELS } from '../domain/partyLabels';
import { useAccountPermissions, useActiveAccount } from '../session/hooks';
import { requiredPermission } from './routePermissions';
import { PATHS } from '../paths';
import { FORM_COLUMN_SX } from '../components/pageWidths';

/** The party's name within a sentence ('skogeier'). */
const partyName = (party: keyof typeof PARTY_LABELS): string => PARTY_LABELS[party].toLowerCase();

/** The page of the route, or 'Ingen tilgang' when the person may not use it for the active account. */
export function PermittedOutlet() {
  const matches = useMatches();
  const { party, may } = useAccountPermissions();
  const account = useActiveAccount();
  const { t } = useLingui();
  const required = matches
    .map((match) => requiredPermission(match.handle))
    .findLast((action) => action !== null);
  if (!required || may(required)) return <Outlet />;
  const partyLabel = party ? partyName(party) : '';
  const accountName = account?.name ?? '';
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Ingen tilgang</Trans>
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {party && account
          ? t`Som ${partyLabel} for ${accountName} har du ikke tilgang til denne siden.`
          : t`Du har ikke tilgang til denne siden for selskapet du har valgt.`}{' '}
        <Trans>Kontakt kundeservice om du mener du skal ha tilgang.</Trans>
      </Alert>
      <Button component={RouterLink} to={PATHS.home} variant="contained">
        <Trans>Til forsiden</Trans>
      </Button>
    </Box>
  );
}
