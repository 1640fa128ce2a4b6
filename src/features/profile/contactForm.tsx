import Box from '@mui/material/Box';
import { msg } from '@lingui/core/macro';
import type { Control, UseFormSetError } from 'react-hook-form';
import type { Contact, ContactUpdate, UserData } from '../../api/generated/model';
import { apiMessageOf, httpStatusOf, refusedFieldOf } from '../../api/httpStatus';
import { digitsOnly } from '../../domain/norwegianNumbers';
import { FormTextField } from './FormTextField';
import { orNull, POSTAL_ROW_SX, REACH_FIELDS, requiredText } from './formHelpers';
import { useProfileTexts } from './useProfileTexts';

/**
 * The person's contact information as a form holds it (spec §3 User/contact), shared by /profile/contact and
 * the terms dialog's 'update-user-info' part (src/app/TermsDialog.tsx): the same fields, checks and PUT /contacts.
 */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  streetAddress: string;
  postalCode: string;
  city: string;
}

export const toContactFormValues = (contact: Contact): ContactFormValues => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email ?? '',
  phoneNumber: contact.phoneNumber ?? '',
  streetAddress: contact.address.streetAddress ?? '',
  postalCode: contact.address.postalCode ?? '',
  city: contact.address.city ?? '',
});

const digitsOrNull = (value: string): string | null => orNull(digitsOnly(value));

/** The PUT /contacts body: the person's contact as the session holds it, with what the form changed. */
export function contactUpdateFrom(userData: UserData, values: ContactFormValues): ContactUpdate {
  const { accounts: _accounts, ...contact } = userData;
  return {
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
}

const FORM_FIELDS: readonly (keyof ContactFormValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'streetAddress',
  'postalCode',
  'city',
];

/**
 * A 400 from PUT /contacts about one field (`{ message, field }`): its message is set on that field of the
 * form, focused, and what the user typed stays. Returns whether the answer named a field of the form.
 */
export function showFieldRefusal(error: unknown, setError: UseFormSetError<ContactFormValues>): boolean {
  if (httpStatusOf(error) !== 400) return false;
  const message = apiMessageOf(error);
  const named = refusedFieldOf(error);
  const field = FORM_FIELDS.find((name) => name === named);
  if (!message || !field) return false;
  setError(field, { type: 'server', message }, { shouldFocus: true });
  return true;
}

/** Whether the form holds something other than the contact (compared as they would be saved). */
export function contactChanged(userData: UserData, values: ContactFormValues): boolean {
  const saved = contactUpdateFrom(userData, toContactFormValues(userData));
  const edited = contactUpdateFrom(userData, values);
  return JSON.stringify(saved) !== JSON.stringify(edited);
}

/** The name fields (required). */
export function NameFields({ control }: { control: Control<ContactFormValues> }) {
  useProfileTexts();
  return (
    <>
      <FormTextField
        control={control}
        name="firstName"
        label={msg`Fornavn`}
        required
        autoComplete="given-name"
        rules={{ validate: requiredText(msg`Skriv inn fornavnet ditt.`) }}
      />
      <FormTextField
        control={control}
        name="lastName"
        label={msg`Etternavn`}
        required
        autoComplete="family-name"
        rules={{ validate: requiredText(msg`Skriv inn etternavnet ditt.`) }}
      />
    </>
  );
}

/** E-mail, phone and postal address, each checked as the user types it. */
export function ReachFields({ control }: { control: Control<ContactFormValues> }) {
  useProfileTexts();
  return (
    <>
      <FormTextField control={control} name="email" {...REACH_FIELDS.email} />
      <FormTextField control={control} name="phoneNumber" {...REACH_FIELDS.phoneNumber} />
      <FormTextField control={control} name="streetAddress" {...REACH_FIELDS.street} />
      <Box sx={POSTAL_ROW_SX}>
        <FormTextField control={control} name="postalCode" {...REACH_FIELDS.postalCode} />
        <FormTextField control={control} name="city" {...REACH_FIELDS.city} />
      </Box>
    </>
  );
}
