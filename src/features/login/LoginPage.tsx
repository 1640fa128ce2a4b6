import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SignInWithBankId } from '../../components/SignInWithBankId';
import { whyFormsWereParked } from '../../session/formMemory';
import { portalConfig } from '../../config';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // After a sign-in that ran out, or a tab signed out for standing unused (src/auth/oidc.ts): say why, and
  // that nothing typed is lost.
  const [parkedBecause] = useState(() => whyFormsWereParked());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Logg inn
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Logg inn for å se tømmerkontrakter, bestillinger og økonomi for skogeiendommen din.
      </Typography>
      {parkedBecause === 'ranOut' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Innloggingen din gikk ut. Logg inn igjen for å fortsette der du var. Det du hadde skrevet inn, er
          tatt vare på.
        </Alert>
      )}
      {parkedBecause === 'idle' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Du ble logget ut fordi portalen ikke var i bruk på {idleMinutesText()}. Logg inn igjen for å
          fortsette der du var. Det du hadde skrevet inn, er tatt vare på.
        </Alert>
      )}
      <SignInWithBankId returnTo={searchParams.get('returnTo') ?? '/'} />
    </>
  );
}

/** '30 minutter', '1 time', '90 sekunder': the idle limit as config.json sets it. */
function idleMinutesText(): string {
  const seconds = portalConfig().oidc.idleSignOutSeconds;
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 time' : `${String(seconds / 3600)} timer`;
  if (seconds % 60 === 0) return seconds === 60 ? '1 minutt' : `${String(seconds / 60)} minutter`;
  return `${String(seconds)} sekunder`;
}
