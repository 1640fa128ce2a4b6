import { useState } from 'react';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { signOut } from '../auth/auth';
import { SIGN_IN_PATH } from '../auth/signInState';
import { clearClientSession, leaveAfterClearing } from '../session/clearSession';

/** 'Logg ut' for the sign-in pages: ends the eID session, which sends the browser back to sign-in. */
export function LogoutButton({ variant = 'text' }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const [pending, setPending] = useState(false);
  const logOut = () => {
    setPending(true);
    signOut().catch(() => {
      // Sign-out at the eID failed before the redirect: forget this session here and start over anyway.
      clearClientSession();
      leaveAfterClearing(SIGN_IN_PATH);
    });
  };
  return (
    <Button variant={variant} loading={pending} onClick={logOut} sx={{ minHeight: 48 }}>
      <Trans>Logg ut</Trans>
    </Button>
  );
}
