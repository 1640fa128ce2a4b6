import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PATHS } from '../paths';

export function NotFoundPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Fant ikke siden
      </Typography>
      <Typography>
        Adressen finnes ikke i portalen.{' '}
        <Link component={RouterLink} to={PATHS.home}>
          Gå til forsiden
        </Link>
      </Typography>
    </>
  );
}
