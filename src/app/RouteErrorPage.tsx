import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SERVICE_OFFICE } from '../domain/serviceOffice';

const messageOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Ukjent feil';
};

/** 'Noe gikk galt': the route-level error boundary (spec §2.3). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Noe gikk galt
      </Typography>
      <Typography gutterBottom>
        Kontakt kundeservice om feilen fortsetter:{' '}
        <a href={SERVICE_OFFICE.phoneHref}>{SERVICE_OFFICE.phone}</a>
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.100', p: 2, borderRadius: 1 }}>
        {messageOf(error)}
      </Typography>
      <Button
        variant="contained"
        onClick={() => {
          window.location.reload();
        }}
      >
        Prøv igjen
      </Button>
    </Box>
  );
}
