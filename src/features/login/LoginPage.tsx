import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SignInWithBankId } from '../../components/SignInWithBankId';
import { hasParkedForms } from '../../session/formMemory';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // After a sign-in that ran out (src/auth/oidc.ts expireSession): say why, and that nothing typed is lost.
  const [ranOut] = useState(hasParkedForms);
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
      <SignInWithBankId returnTo={searchParams.get('returnTo') ?? '/'} />
    </>
  );
}
