import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Account, UserData } from '../api/generated/model';
import { useAcceptUsageOfForestPlan } from '../api/generated/endpoints/account/account';
import { signOut } from '../auth/auth';
import { isOlderThanMonths } from '../domain/format';
import { may, partyOf } from '../domain/permissions';
import { useSession } from '../session/SessionProvider';
import { reportError } from '../telemetry/errorTracking';

const TERMS_VALID_MONTHS = 3;

/**
 * Spec §4/§5: not for employees or without an account; when never approved or approved over 3 months ago.
 * Only those who may give the account's consent (src/domain/permissions.ts) are asked: a contractor could
 * not save it.
 */
export function needsTermsApproval(
  user: UserData | null,
  account: Account | null,
  now = new Date(),
): boolean {
  if (!user || !account?.id || user.isEmployee) return false;
  if (!may(partyOf({ role: account.accountRole, isEmployee: user.isEmployee }), 'approveTerms')) return false;
  return !user.approvedTerms || isOlderThanMonths(user.approvedTermsDate, TERMS_VALID_MONTHS, now);
}

const today = () => new Date().toISOString().slice(0, 10);

export function TermsDialog({ user, account }: { user: UserData; account: Account }) {
  const { dispatch } = useSession();
  const [accepted, setAccepted] = useState(false);
  const [allowCooperative, setAllowCooperative] = useState(true);
  const [allowExternal, setAllowExternal] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = useAcceptUsageOfForestPlan();
  const titleId = useId();

  const submit = () => {
    setFailed(false);
    const approvedTermsDate = today();
    save.mutate(
      {
        data: {
          id: account.id,
          allowCooperativePlandataUsage: allowCooperative,
          allowExternalPlandataUsage: allowExternal,
          changedByContactId: user.contactId,
          approvedTermsDate,
        },
      },
      {
        onSuccess: () => {
          dispatch({ type: 'setUserData', payload: { ...user, approvedTerms: true, approvedTermsDate } });
        },
        onError: (error) => {
          reportError(error, {
            location: 'Vilkår: lagre samtykke og godkjenning',
            accountId: account.id,
            contactId: user.contactId,
          });
          setFailed(true);
        },
      },
    );
  };

  return (
    <Dialog open aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Vilkår for bruk av Skogportalen</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          For å bruke portalen må du godta vilkårene. Vi ber deg bekrefte dem på nytt hver tredje måned.
        </Typography>
        <Typography gutterBottom>
          Vilkårene gjelder for {account.name}. Du kan endre samtykkene om bruk av skogbruksplandata senere.
        </Typography>
        <FormGroup sx={{ my: 2 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                }}
              />
            }
            label="Jeg har lest og godtar vilkårene"
          />
          <FormControlLabel
            control={
              <Switch
                checked={allowCooperative}
                onChange={(event) => {
                  setAllowCooperative(event.target.checked);
                }}
              />
            }
            label="Skogeierandelslaget kan bruke skogbruksplandata for eiendommen min"
          />
          <FormControlLabel
            control={
              <Switch
                checked={allowExternal}
                onChange={(event) => {
                  setAllowExternal(event.target.checked);
                }}
              />
            }
            label="Eksterne samarbeidspartnere kan bruke skogbruksplandata for eiendommen min"
          />
        </FormGroup>
        {failed && (
          <Alert severity="error">Vi klarte ikke å lagre. Prøv igjen, eller kontakt kundeservice.</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>Logg ut</Button>
        <Button variant="contained" disabled={!accepted} loading={save.isPending} onClick={submit}>
          Lagre
        </Button>
      </DialogActions>
    </Dialog>
  );
}
