import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { signIn } from '../auth/auth';

/** 'Logg inn med BankID': starts the eID sign-in, returning to `returnTo`; says so if the eID cannot be reached. */
export function SignInWithBankId({ returnTo }: { returnTo: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startSignIn = () => {
    setPending(true);
    setError(null);
    signIn(returnTo).catch(() => {
      setPending(false);
      setError('Vi får ikke kontakt med BankID akkurat nå. Prøv igjen om litt.');
    });
  };

  return (
    <>
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
