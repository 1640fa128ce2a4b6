import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { PATHS } from '../paths';

export function NotFoundPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Fant ikke siden</Trans>
      </Typography>
      <Typography>
        <Trans>Adressen finnes ikke i portalen.</Trans>{' '}
        <Link component={RouterLink} to={PATHS.home}>
          <Trans>Gå til forsiden</Trans>
        </Link>
      </Typography>
    </>
  );
}
