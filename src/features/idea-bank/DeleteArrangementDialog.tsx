import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Arrangement } from '../../api/generated/model';

/** 'Slett arrangement': asks before a draft is deleted (spec §2.3). */
export function DeleteArrangementDialog({
  arrangement,
  onConfirm,
  onClose,
  onExited,
}: {
  /** The draft to delete; the dialog is open while there is one. */
  arrangement: Arrangement | null;
  onConfirm: (arrangement: Arrangement) => void;
  onClose: () => void;
  /** Once the dialog has faded out, when focus can be put where it belongs. */
  onExited?: () => void;
}) {
  const title = arrangement?.title ?? '';
  return (
    <Dialog
      open={arrangement !== null}
      onClose={onClose}
      aria-labelledby="slett-arrangement-tittel"
      aria-describedby="slett-arrangement-tekst"
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="slett-arrangement-tittel">
        <Trans>Slette arrangementet?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="slett-arrangement-tekst">
          <Trans>«{title}» blir slettet med varslingene som er planlagt. Dette kan ikke angres.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          <Trans>Avbryt</Trans>
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            if (arrangement) onConfirm(arrangement);
          }}
        >
          <Trans>Slett arrangementet</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
