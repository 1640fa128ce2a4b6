import type { NewUser } from '../../api/generated/model';
import { digitsOnly } from '../../domain/norwegianNumbers';

/** The roles a person can register as from the role picker (spec §2.1). */
export type RegistrationRole = Extract<NewUser['role'], 'FOREST_OWNER' | 'ENTREPRENEUR' | 'ACCOUNTANT'>;

/** What the registration forms hold: text as typed, so a failed send keeps it exactly. */
export interface RegistrationValues {
  role: RegistrationRole | '';
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  organizationNumber: string;
}

export const emptyRegistration = (role: RegistrationRole | null): RegistrationValues => ({
  role: role ?? '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  streetAddress: '',
  postalCode: '',
  city: '',
  organizationNumber: '',
});

/** The roles of /login/userRegistration: a company registers. */
export type BusinessRole = Extract<RegistrationRole, 'ENTREPRENEUR' | 'ACCOUNTANT'>;

/** The `rolle` query parameter of /login/userRegistration. */
export function roleFromQuery(rolle: string | null): BusinessRole | null {
  const role: BusinessRole | null =
    rolle === 'entreprenor' ? 'ENTREPRENEUR' : rolle === 'regnskapsforer' ? 'ACCOUNTANT' : null;
  return role;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPlausibleEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** The body of POST /contacts/newUser: trimmed, numbers without the spaces a person may type. */
export function toNewUser(values: RegistrationValues, role: RegistrationRole): NewUser {
  const organizationNumber = digitsOnly(values.organizationNumber.trim());
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: digitsOnly(values.phoneNumber.trim()),
    address: {
      streetAddress: values.streetAddress.trim(),
      postalCode: digitsOnly(values.postalCode.trim()),
      city: values.city.trim(),
    },
    role,
    organizationNumber: organizationNumber === '' ? null : organizationNumber,
  };
}
