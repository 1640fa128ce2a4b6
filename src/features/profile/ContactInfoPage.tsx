import { useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact, ContactUpdate } from '../../api/generated/model';
import { digitsOnly, validatePhone, validatePostnummer } from '../../domain/norwegianNumbers';
import { useUserData } from '../../session/hooks';
import { useFormMemory } from '../../session/formMemory';
import { sameFieldsAs, useRememberValues } from '../../session/rememberedForm';
import { BackButton } from '../../components/BackButton';
import { reportError } from '../../telemetry/errorTracking';
import { useSaveContact } from './api';
import { FormTextField } from './FormTextField';
import {
  orNull,
  requiredText,
  SAVE_FAILED_TOAST,
  SaveFailedAlert,
  SAVED_MESSAGE,
  trimmed,
  validateEmail,
} from './formHelpers';

interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  streetAddress: string;
  postalCode: string;
  city: string;
}

const toFormValues = (contact: Contact): ContactFormValues => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email ?? '',
  phoneNumber: contact.phoneNumber ?? '',
  streetAddress: contact.address.streetAddress ?? '',
  postalCode: contact.address.postalCode ?? '',
  city: contact.address.city ?? '',
});

/** Where a failed save is reported (spec §8: passed to an error handler with context). */
const SAVE_ERROR_LOCATION = 'Profil: lagre kontaktinformasjon';

const digitsOrNull = (value: string): string | null => orNull(digitsOnly(value));

/** /profile/contact: the signed-in person's own contact information (spec §3 User/contact), PUT /contacts. */
export function ContactInfoPage() {
  const userData = useUserData();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveContact();
  // What is typed survives a reload and a sign-in that runs out (src/session/formMemory.ts).
  const stored = toFormValues(userData);
  const [remembered, remember, forget] = useFormMemory(
    `kontaktinformasjon:${userData.contactId}`,
    stored,
    sameFieldsAs(stored),
    {
      forgetOnLeave: true,
    },
  );
  const { control, handleSubmit, reset, subscribe } = useForm<ContactFormValues>({
    mode: 'onTouched',
    defaultValues: remembered,
  });
  useRememberValues(subscribe, remember);

  const onSubmit = handleSubmit(async (values) => {
    const { accounts: _accounts, ...contact } = userData;
    const body: ContactUpdate = {
      ...contact,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: orNull(values.email),
      phoneNumber: digitsOrNull(values.phoneNumber),
      address: {
        streetAddress: orNull(values.streetAddress),
        postalCode: digitsOrNull(values.postalCode),
        city: orNull(values.city),
      },
      changedByContactId: userData.contactId,
    };
    try {
      const saved = await save.mutateAsync(body);
      reset(toFormValues(saved));
      forget();
      enqueueSnackbar(SAVED_MESSAGE, { variant: 'success' });
    } catch (error) {
      reportError(error, { location: SAVE_ERROR_LOCATION, contactId: userData.contactId });
      enqueueSnackbar(SAVE_FAILED_TOAST, { variant: 'error' });
    }
  });

  return (
    <Box sx={{ maxWidth: 640 }}>
      <BackButton to="/profile" />
      <Typography variant="h4" component="h1" gutterBottom>
        Kontaktinformasjon
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Dette er opplysningene vi bruker når vi kontakter deg. Felt merket med * må fylles ut.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="firstName"
            label="Fornavn"
            required
            autoComplete="given-name"
            rules={{ validate: requiredText('Skriv inn fornavnet ditt.') }}
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Etternavn"
            required
            autoComplete="family-name"
            rules={{ validate: requiredText('Skriv inn etternavnet ditt.') }}
          />
          <FormTextField
            control={control}
            name="email"
            label="E-post"
            type="email"
            autoComplete="email"
            rules={{ validate: validateEmail }}
          />
          <FormTextField
            control={control}
            name="phoneNumber"
            label="Telefonnummer"
            helperText="Åtte siffer, for eksempel 912 34 567."
            numeric
            autoComplete="tel"
            rules={{ validate: trimmed(validatePhone) }}
          />
          <FormTextField
            control={control}
            name="streetAddress"
            label="Adresse"
            autoComplete="address-line1"
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' } }}>
            <FormTextField
              control={control}
              name="postalCode"
              label="Postnummer"
              numeric
              autoComplete="postal-code"
              rules={{ validate: trimmed(validatePostnummer) }}
            />
            <FormTextField control={control} name="city" label="Poststed" autoComplete="address-level2" />
          </Box>
          {save.isError && <SaveFailedAlert />}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              Lagre endringer
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
