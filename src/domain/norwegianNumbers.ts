import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import {
  isValidKontonummer,
  isValidNorwegianPhone,
  isValidOrganisasjonsnummer,
  isValidPostnummer,
} from './norwegianNumberChecks';

/**
 * Norwegian number checks and display formats (norwegianNumberChecks.ts, which the sandbox runs without Lingui),
 * and the forms' validators with their messages in the active language.
 */
export * from './norwegianNumberChecks';

/** A react-hook-form `validate` function: `true` when valid, else the message to show (in the active language). */
export type FieldValidator = (value: string) => true | string;

/**
 * An empty field is valid here: whether the field is required is the form's own rule. The message is made when
 * a value is refused.
 */
const validator =
  (isValid: (value: string) => boolean, message: () => MessageDescriptor): FieldValidator =>
  (value) =>
    value === '' || isValid(value) ? true : i18n._(message());

export const validatePostnummer: FieldValidator = validator(
  isValidPostnummer,
  () => msg`Postnummer må være fire siffer.`,
);
export const validatePhone: FieldValidator = validator(
  isValidNorwegianPhone,
  () => msg`Telefonnummer må være åtte siffer.`,
);
export const validateOrganisasjonsnummer: FieldValidator = validator(
  isValidOrganisasjonsnummer,
  () => msg`Organisasjonsnummeret er ikke gyldig. Sjekk at du har skrevet ni siffer riktig.`,
);
export const validateKontonummer: FieldValidator = validator(
  isValidKontonummer,
  () => msg`Kontonummeret er ikke gyldig. Sjekk at du har skrevet elleve siffer riktig.`,
);
