import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/generated/model';
import { formatDate } from '../../domain/format';

interface TrackRepairDialogProps {
  contract: Contract;
  saving: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §2.3/§4: the owner confirms that the driving damage (sporutbedring) is repaired. */
export function TrackRepairDialog({ contract, saving, failed, onConfirm, onClose }: TrackRepairDialogProps) {
  // `t` in the render: the dialog renders again when the language changes (the deadline's format follows it).
  const { t } = useLingui();
  const titleId = useId();
  const { contractNumber, fristForOpprettingAvKjreskader: deadline } = contract;
  const deadlineText = formatDate(deadline);
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <Trans>Bekreft sporutbedring</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          <Trans>
            Du er ansvarlig for å utbedre kjøreskader etter driften på kontrakt {contractNumber}. Bekreft at
            sporene er utbedret.
          </Trans>
        </DialogContentText>
        {deadline && <DialogContentText>{t`Frist: ${deadlineText}`}</DialogContentText>}
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <Trans>Vi klarte ikke å lagre bekreftelsen. Prøv igjen.</Trans>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <Trans>Avbryt</Trans>
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={saving}>
          <Trans>Ja, sporene er utbedret</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
