import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { signIn } from '../../auth/oidc';
import { hasParkedForms } from '../../session/formMemory';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After a sign-in that ran out (src/auth/oidc.ts expireSession): say why, and that nothing typed is lost.
  const [ranOut] = useState(hasParkedForms);

  const startSignIn = () => {
    setPending(true);
    setError(null);
    signIn(searchParams.get('returnTo') ?? '/').catch(() => {
      setPending(false);
      setError('Vi får ikke kontakt med BankID akkurat nå. Prøv igjen om litt.');
    });
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Logg inn
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Logg inn for å se tømmerkontrakter, bestillinger og økonomi for skogeiendommen din.
      </Typography>
      {ranOut && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Innloggingen din gikk ut. Logg inn igjen for å fortsette der du var. Det du hadde skrevet inn, er
          tatt vare på.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="contained" size="large" fullWidth loading={pending} onClick={startSignIn}>
        Logg inn med BankID
      </Button>
    </>
  );
}
