import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';

interface SessionExpiryWarningProps {
  open: boolean;
  /** The eID session's lifetime runs out, or the tab has stood unused. */
  reason: 'lifetime' | 'idle';
  /** '4 minutter', 'under ett minutt'. */
  timeLeft: string;
  /** The choice being carried out, if any: both buttons wait for it. */
  pending: 'stay' | 'signOut' | null;
  onStay: () => void;
  onSignOut: () => void;
  /** Escape: closed, and it stays closed. */
  onDismiss: () => void;
}

/** 'Du blir snart logget ut', as SessionExpiryDialog.tsx decides when. */
export default function SessionExpiryWarning({
  open,
  reason,
  timeLeft,
  pending,
  onStay,
  onSignOut,
  onDismiss,
}: SessionExpiryWarningProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onDismiss();
      }}
    >
      <DialogTitle id={titleId}>
        <Trans>Du blir snart logget ut</Trans>
      </DialogTitle>
      <DialogContent>
        {reason === 'idle' ? (
          <>
            <DialogContentText id={textId} sx={{ mb: 1 }}>
              <Trans>
                Du har ikke brukt portalen på en stund, så vi logger deg ut om {timeLeft}. Det du har skrevet
                inn, tar vi vare på: logger du inn igjen, finner du det på samme side.
              </Trans>
            </DialogContentText>
            <DialogContentText>
              <Trans>Velg «Forbli innlogget» for å fortsette der du er.</Trans>
            </DialogContentText>
          </>
        ) : (
          <>
            <DialogContentText id={textId} sx={{ mb: 1 }}>
              <Trans>
                Innloggingen din med BankID varer i {timeLeft} til. Det du har skrevet inn, tar vi vare på:
                logger du inn igjen, finner du det på samme side.
              </Trans>
            </DialogContentText>
            <DialogContentText>
              <Trans>
                Velg «Forbli innlogget» for å logge inn på nytt med BankID nå. Du kommer tilbake hit.
              </Trans>
            </DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onSignOut} disabled={pending !== null} loading={pending === 'signOut'}>
          <Trans>Logg ut</Trans>
        </Button>
        <Button
          variant="contained"
          autoFocus
          onClick={onStay}
          disabled={pending !== null}
          loading={pending === 'stay'}
        >
          <Trans>Forbli innlogget</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
