import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { SignInWithBankId } from '../../components/SignInWithBankId';
import { whyFormsWereParked } from '../../session/formMemory';
import { SignedOutNotice } from './SignedOutNotice';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // After a sign-in that ran out, or a tab signed out for standing unused (src/auth/oidc.ts): say why, and
  // that nothing typed is lost.
  const [parkedBecause] = useState(() => whyFormsWereParked());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Logg inn</Trans>
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Trans>Logg inn for å se tømmerkontrakter, bestillinger og økonomi for skogeiendommen din.</Trans>
      </Typography>
      {parkedBecause && <SignedOutNotice because={parkedBecause} />}
      <SignInWithBankId returnTo={searchParams.get('returnTo') ?? '/'} />
    </>
  );
}
