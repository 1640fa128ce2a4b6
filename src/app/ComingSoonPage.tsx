import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../domain/serviceOffice';

/** A route whose feature a later delivery builds: its heading, and an honest line that it is coming. */
export function ComingSoonPage({ label }: { label: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {label}
      </Typography>
      <Typography>Denne tjenesten kommer snart i {PRODUCT_NAME}.</Typography>
    </>
  );
}
