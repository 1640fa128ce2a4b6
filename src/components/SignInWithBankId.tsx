import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { signIn } from '../auth/auth';

/** 'Logg inn med BankID': starts the eID sign-in, returning to `returnTo`; says so if the eID cannot be reached. */
export function SignInWithBankId({ returnTo }: { returnTo: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(false);

  const startSignIn = () => {
    setPending(true);
    setError(false);
    signIn(returnTo).catch(() => {
      setPending(false);
      setError(true);
    });
  };

  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Trans>Vi får ikke kontakt med BankID akkurat nå. Prøv igjen om litt.</Trans>
        </Alert>
      )}
      <Button variant="contained" size="large" fullWidth loading={pending} onClick={startSignIn}>
        <Trans>Logg inn med BankID</Trans>
      </Button>
    </>
  );
}
