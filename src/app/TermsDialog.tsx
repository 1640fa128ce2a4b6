import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account, UserData } from '../api/generated/model';
import { useSaveTermsConsent } from '../api/termsConsent';
import { signOut } from '../auth/auth';
import { useSession } from '../session/SessionProvider';
import { reportError } from '../telemetry/errorTracking';
import { todayInOslo } from '../domain/format';
import { termsUrl } from '../config';
import { OWN_LINE_TARGET_SX } from '../components/breakpoints';
import { useSaveContact } from '../features/profile/api';
import {
  contactChanged,
  contactUpdateFrom,
  ReachFields,
  showFieldRefusal,
  toContactFormValues,
  type ContactFormValues,
} from '../features/profile/contactForm';

/** What could not be saved: the contact information (PUT /contacts) or the approval itself. */
type Failure = 'contact' | 'terms' | null;

/**
 * The terms and 'update-user-info' dialog (spec §2.3, §4, §5): the person approves the terms and the plan-data
 * consents, and confirms or corrects how we reach them, saved with the contact form's own call first. What was
 * typed stays in the dialog when a save fails.
 */
export function TermsDialog({ user, account }: { user: UserData; account: Account }) {
  const { dispatch } = useSession();
  const [accepted, setAccepted] = useState(false);
  const [allowCooperative, setAllowCooperative] = useState(true);
  const [allowExternal, setAllowExternal] = useState(false);
  const [failed, setFailed] = useState<Failure>(null);
  const save = useSaveTermsConsent();
  const saveContact = useSaveContact();
  const { control, handleSubmit, setError } = useForm<ContactFormValues>({
    mode: 'onTouched',
    defaultValues: toContactFormValues(user),
  });
  const titleId = useId();
  const formId = useId();
  const { t } = useLingui();
  const accountName = account.name;

  const approve = (current: UserData) => {
    // The API dates the approval itself (today in Oslo) and answers with the date it stored.
    save.mutate(
      {
        id: account.id,
        allowCooperativePlandataUsage: allowCooperative,
        allowExternalPlandataUsage: allowExternal,
        changedByContactId: current.contactId,
      },
      {
        onSuccess: (saved) => {
          const approvedTermsDate = saved.approvedTermsDate ?? todayInOslo();
          dispatch({ type: 'setUserData', payload: { ...current, approvedTerms: true, approvedTermsDate } });
        },
        onError: (error) => {
          reportError(error, {
            location: 'Vilkår: lagre samtykke og godkjenning',
            accountId: account.id,
            contactId: current.contactId,
          });
          setFailed('terms');
        },
      },
    );
  };

  const submit = handleSubmit(async (values) => {
    setFailed(null);
    let current = user;
    if (contactChanged(user, values)) {
      try {
        const saved = await saveContact.mutateAsync(contactUpdateFrom(user, values));
        current = { ...user, ...saved, accounts: user.accounts };
      } catch (error) {
        showFieldRefusal(error, setError);
        reportError(error, { location: 'Vilkår: lagre kontaktinformasjon', contactId: user.contactId });
        setFailed('contact');
        return;
      }
    }
    approve(current);
  });

  return (
    <Dialog open aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>Vilkår for bruk av Skogportalen</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          <Trans>
            For å bruke portalen må du godta vilkårene. Vi ber deg bekrefte dem på nytt hver tredje måned.
          </Trans>
        </Typography>
        <Typography gutterBottom>
          <Trans>
            Vilkårene gjelder for {accountName}. Du kan endre samtykkene om bruk av skogbruksplandata senere.
          </Trans>
        </Typography>
        <Typography gutterBottom>
          <Link href={termsUrl()} target="_blank" rel="noopener" sx={OWN_LINE_TARGET_SX}>
            <Trans>Les vilkårene (åpnes i en ny fane)</Trans>
          </Link>
        </Typography>
        {/* Each choice on its own line with room between: two switches that touch are hard to hit apart. */}
        <FormGroup sx={{ my: 2, gap: 1.5 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                }}
              />
            }
            label={t`Jeg har lest og godtar vilkårene`}
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
            label={t`Skogeierandelslaget kan bruke skogbruksplandata for eiendommen min`}
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
            label={t`Eksterne samarbeidspartnere kan bruke skogbruksplandata for eiendommen min`}
          />
        </FormGroup>
        <Typography variant="h6" component="h3" gutterBottom>
          <Trans>Stemmer kontaktopplysningene dine?</Trans>
        </Typography>
        <Typography gutterBottom>
          <Trans>
            Vi bruker dem når vi kontakter deg om kontrakter og bestillinger. Rett dem her om noe er endret.
          </Trans>
        </Typography>
        <Stack
          component="form"
          id={formId}
          noValidate
          aria-label={t`Kontaktopplysninger`}
          spacing={2.5}
          sx={{ mt: 2, mb: 2 }}
          onSubmit={(event) => void submit(event)}
        >
          <ReachFields control={control} />
        </Stack>
        {failed === 'contact' && (
          <Alert severity="error">
            <Trans>
              Vi klarte ikke å lagre kontaktopplysningene. Det du skrev, står fortsatt her: prøv igjen.
            </Trans>
          </Alert>
        )}
        {failed === 'terms' && (
          <Alert severity="error">
            <Trans>Vi klarte ikke å lagre. Prøv igjen, eller kontakt kundeservice.</Trans>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>
          <Trans>Logg ut</Trans>
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={!accepted}
          loading={save.isPending || saveContact.isPending}
        >
          <Trans>Godta og lagre</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
