import { useForm } from 'react-hook-form';
import { showToast } from '../../components/toasts/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUserData } from '../../session/hooks';
import { useFormMemory } from '../../session/formMemory';
import { sameFieldsAs, useRememberValues } from '../../session/rememberedForm';
import { BackButton } from '../../components/BackButton';
import { reportError } from '../../telemetry/errorTracking';
import { useSaveContact } from './api';
import {
  contactUpdateFrom,
  NameFields,
  ReachFields,
  showFieldRefusal,
  toContactFormValues,
  type ContactFormValues,
} from './contactForm';
import { SAVE_FAILED_TOAST, SaveFailedAlert, SAVED_MESSAGE } from './formHelpers';
import { PATHS } from '../../paths';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

/** Where a failed save is reported (spec §8: passed to an error handler with context). */
const SAVE_ERROR_LOCATION = 'Profil: lagre kontaktinformasjon';

/** /profile/contact: the signed-in person's own contact information (spec §3 User/contact), PUT /contacts. */
export function ContactInfoPage() {
  const { i18n } = useLingui();
  const userData = useUserData();
  const save = useSaveContact();
  // What is typed survives a reload and a sign-in that runs out (src/session/formMemory.ts).
  const stored = toContactFormValues(userData);
  const [remembered, remember, forget] = useFormMemory(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the form's key in session storage, not text
    `kontaktinformasjon:${userData.contactId}`,
    stored,
    sameFieldsAs(stored),
    {
      forgetOnLeave: true,
    },
  );
  const { control, handleSubmit, reset, setError, subscribe } = useForm<ContactFormValues>({
    mode: 'onTouched',
    defaultValues: remembered,
  });
  useRememberValues(subscribe, remember);

  const onSubmit = handleSubmit(async (values) => {
    const body = contactUpdateFrom(userData, values);
    try {
      const saved = await save.mutateAsync(body);
      reset(toContactFormValues(saved));
      forget();
      showToast(i18n._(SAVED_MESSAGE), { variant: 'success' });
    } catch (error) {
      // A field the API refused gets the API's message beside it; what was typed stays in the form.
      showFieldRefusal(error, setError);
      reportError(error, { location: SAVE_ERROR_LOCATION, contactId: userData.contactId });
      showToast(i18n._(SAVE_FAILED_TOAST), { variant: 'error' });
    }
  });

  return (
    <Box sx={FORM_COLUMN_SX}>
      <BackButton to={PATHS.profile} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Kontaktinformasjon</Trans>
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Trans>Dette er opplysningene vi bruker når vi kontakter deg. Felt merket med * må fylles ut.</Trans>
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <NameFields control={control} />
          <ReachFields control={control} />
          {save.isError && <SaveFailedAlert />}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              <Trans>Lagre endringer</Trans>
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
