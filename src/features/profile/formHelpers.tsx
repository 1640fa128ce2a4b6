import Alert from '@mui/material/Alert';
import { validatePhone, validatePostnummer, type FieldValidator } from '../../domain/norwegianNumbers';
import { serviceOffice } from '../../config';
import { EMAIL_MESSAGE, isValidEmail } from '../../domain/email';

/** A clear keyboard focus ring for list buttons (MUI's own is only a faint background). */
export const focusRing = {
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
} as const;

export const SAVED_MESSAGE = 'Endringene er lagret';
export const SAVE_FAILED_TOAST = 'Endringene ble ikke lagret';

/** Checks the value as the user means it: leading and trailing spaces do not count. */
export const trimmed =
  (validate: FieldValidator): FieldValidator =>
  (value) =>
    validate(value.trim());

export const validateEmail: FieldValidator = (value) =>
  value.trim() === '' || isValidEmail(value) ? true : EMAIL_MESSAGE;

/**
 * The fields that say how to reach someone, set up once for the contact form (contactForm.tsx) and the
 * account form (AccountInfoPage.tsx): `<FormTextField control={control} name="email" {...REACH_FIELDS.email} />`.
 */
export const REACH_FIELDS = {
  email: { label: 'E-post', type: 'email', autoComplete: 'email', rules: { validate: validateEmail } },
  phoneNumber: {
    label: 'Telefonnummer',
    helperText: 'Åtte siffer, for eksempel 912 34 567.',
    numeric: true,
    autoComplete: 'tel',
    rules: { validate: trimmed(validatePhone) },
  },
  street: { label: 'Adresse', autoComplete: 'address-line1' },
  postalCode: {
    label: 'Postnummer',
    numeric: true,
    autoComplete: 'postal-code',
    rules: { validate: trimmed(validatePostnummer) },
  },
  city: { label: 'Poststed', autoComplete: 'address-level2' },
} as const;

/** Postnummer and poststed side by side from the small breakpoint up. */
export const POSTAL_ROW_SX = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
};

/** A required text field: only spaces count as empty. */
export const requiredText =
  (message: string): FieldValidator =>
  (value) =>
    value.trim() === '' ? message : true;

/** Empty text becomes null, as the API holds a missing value. */
export const orNull = (value: string): string | null => {
  const text = value.trim();
  return text === '' ? null : text;
};

/** Inline next to the save button when a save failed: what happened, that nothing typed is lost. */
export function SaveFailedAlert() {
  return (
    <Alert severity="error">
      Vi klarte ikke å lagre endringene. Det du har skrevet er ikke borte, så du kan prøve igjen. Ring
      kundeservice på {serviceOffice().phone} om feilen fortsetter.
    </Alert>
  );
}
