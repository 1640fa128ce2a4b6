import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
  const titleId = useId();
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Bekreft sporutbedring</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          Du er ansvarlig for å utbedre kjøreskader etter driften på kontrakt {contract.contractNumber}.
          Bekreft at sporene er utbedret.
        </DialogContentText>
        {contract.fristForOpprettingAvKjreskader && (
          <DialogContentText>Frist: {formatDate(contract.fristForOpprettingAvKjreskader)}</DialogContentText>
        )}
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Vi klarte ikke å lagre bekreftelsen. Prøv igjen.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Avbryt
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={saving}>
          Ja, sporene er utbedret
        </Button>
      </DialogActions>
    </Dialog>
  );
}
