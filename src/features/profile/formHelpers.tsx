import Alert from '@mui/material/Alert';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { validatePhone, validatePostnummer, type FieldValidator } from '../../domain/norwegianNumbers';
import { serviceOffice } from '../../config';
import { isValidEmail } from '../../domain/email';

/** A clear keyboard focus ring for list buttons (MUI's own is only a faint background). */
export const focusRing = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not text
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
} as const;

export const SAVED_MESSAGE = msg`Endringene er lagret`;
export const SAVE_FAILED_TOAST = msg`Endringene ble ikke lagret`;

/**
 * A form's own problem, as react-hook-form holds it: the message's id (it keeps a string). FormTextField shows it
 * in the active language, so a message on screen follows a switch of language.
 */
export const problem = (message: MessageDescriptor): string => message.id;

/**
 * A shared rule (src/domain) with this form's message: the rule says whether the value holds (leading and
 * trailing spaces do not count, as the user means it), the message what is wrong.
 */
export const checkedBy =
  (rule: FieldValidator, message: MessageDescriptor): FieldValidator =>
  (value) =>
    rule(value.trim()) === true ? true : problem(message);

export const validateEmail: FieldValidator = (value) =>
  value.trim() === '' || isValidEmail(value)
    ? true
    : problem(msg`E-postadressen må se slik ut: navn@eksempel.no.`);

/**
 * The fields that say how to reach someone, set up once for the contact form (contactForm.tsx) and the
 * account form (AccountInfoPage.tsx): `<FormTextField control={control} name="email" {...REACH_FIELDS.email} />`.
 * Their labels and help are messages, shown in the active language by FormTextField.
 */
export const REACH_FIELDS = {
  email: { label: msg`E-post`, type: 'email', autoComplete: 'email', rules: { validate: validateEmail } },
  phoneNumber: {
    label: msg`Telefonnummer`,
    helperText: msg`Åtte siffer, for eksempel 912 34 567.`,
    numeric: true,
    autoComplete: 'tel',
    rules: { validate: checkedBy(validatePhone, msg`Telefonnummer må være åtte siffer.`) },
  },
  street: { label: msg`Adresse`, autoComplete: 'address-line1' },
  postalCode: {
    label: msg`Postnummer`,
    numeric: true,
    autoComplete: 'postal-code',
    rules: { validate: checkedBy(validatePostnummer, msg`Postnummer må være fire siffer.`) },
  },
  city: { label: msg`Poststed`, autoComplete: 'address-level2' },
} as const;

/** Postnummer and poststed side by side from the small breakpoint up. */
export const POSTAL_ROW_SX = {
  display: 'grid',
  gap: 2.5,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid columns, not text
  gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
};

/** A required text field: only spaces count as empty. */
export const requiredText =
  (message: MessageDescriptor): FieldValidator =>
  (value) =>
    value.trim() === '' ? problem(message) : true;

/** Empty text becomes null, as the API holds a missing value. */
export const orNull = (value: string): string | null => {
  const text = value.trim();
  return text === '' ? null : text;
};

/** Inline next to the save button when a save failed: what happened, that nothing typed is lost. */
export function SaveFailedAlert() {
  const { phone } = serviceOffice();
  return (
    <Alert severity="error">
      <Trans>
        Vi klarte ikke å lagre endringene. Det du har skrevet er ikke borte, så du kan prøve igjen. Ring
        kundeservice på {phone} om feilen fortsetter.
      </Trans>
    </Alert>
  );
}
