import { useCallback, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { signOut } from '../../auth/auth';
import { SIGN_IN_PATH } from '../../auth/signInState';
import { ORDER_RECEIVED_LOGOUT_SECONDS } from '../../domain/planOrder';
import { clearClientSession, leaveAfterClearing } from '../../session/clearSession';
import { visuallyHidden } from '../../components/visuallyHidden';
import { announcedCountdown, useLogoutCountdown } from './useLogoutCountdown';

/** Spec §4 'Plan order receipt': session storage cleared, signed out at the eID, on to /login/bankId. */
function signOutAfterOrder(): void {
  clearClientSession();
  signOut().catch(() => {
    // The eID could not be reached for sign-out: this tab's session is gone anyway, start over here.
    leaveAfterClearing(SIGN_IN_PATH);
  });
}

/**
 * The order-received dialog (spec §2.3, §4): the receipt, and a 30-second countdown to sign-out. It has no
 * close button and Escape does not close it: the order is done, and the next person at a shared computer must
 * not find this session.
 */
export function OrderReceivedDialog({ summary }: { summary: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const [signingOut, setSigningOut] = useState(false);
  const finish = useCallback(() => {
    setSigningOut(true);
    signOutAfterOrder();
  }, []);
  const remaining = useLogoutCountdown(ORDER_RECEIVED_LOGOUT_SECONDS, finish);
  const seconds = remaining;

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} component="h2">
        <Trans>Bestillingen er mottatt</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{summary}</Typography>
        <Typography sx={{ mb: 2 }}>
          <Trans>
            Skogbruksplanen lages når området takseres. Vi tar kontakt før vi starter, og du finner
            bestillingen under Bestillinger når du logger inn igjen.
          </Trans>
        </Typography>
        <Typography sx={{ fontWeight: 700 }} aria-hidden="true">
          {t`Du blir logget ut om ${plural(seconds, { other: '# sekunder' })}.`}
        </Typography>
        <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
          {announcedCountdown(remaining, ORDER_RECEIVED_LOGOUT_SECONDS)}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={finish} loading={signingOut} sx={{ minHeight: 48 }}>
          <Trans>Logg ut nå</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
