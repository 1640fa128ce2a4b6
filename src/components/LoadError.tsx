import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SERVICE_OFFICE } from '../domain/serviceOffice';

/** A failed load, inline where the data would have been, with 'Prøv igjen'. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Prøv igjen
        </Button>
      }
    >
      Vi klarte ikke å hente {what}. Prøv igjen, eller ring kundeservice på {SERVICE_OFFICE.phone} om feilen
      fortsetter.
    </Alert>
  );
}
