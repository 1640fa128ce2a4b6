/**
 * An e-mail address as the forms and the API check it: something@domain.tld, no spaces. Shared by the contact
 * and account forms (src/features/profile) and the sandbox API's PUT /contacts, so both say the same.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGE = 'E-postadressen må se slik ut: navn@eksempel.no.';

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
