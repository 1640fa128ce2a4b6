/**
 * Norwegian number checks and display formats: fødselsnummer (and D-/test numbers), organisasjonsnummer,
 * kontonummer, postnummer and mobile/landline phone numbers. Every check takes the text as the user typed it:
 * spaces and dots between digit groups are allowed and ignored ('1503.12.34562', '923 456 783'); anything else
 * that is not a digit makes the value invalid. Identity numbers only, never amounts: the portal parses no
 * decimal numbers here (quantities are whole numbers, src/components/QuantityInput.tsx), so English input
 * (1,234.5) does not arise; a comma is not a separator here in either language. No messages in this module: the
 * sandbox API and the test eID run it under tsx, without Lingui's macros compiled; the form validators with their
 * messages in the active language are in norwegianNumbers.ts, which re-exports all of this.
 */

const FNR_FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const FNR_SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const ORGNR_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const KONTONUMMER_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Removes the separators a user may type between digit groups: white space and dots. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** The digits of `value` (separators removed) when there are exactly `length` of them, else `undefined`. */
function digitsOfLength(value: string, length: number): number[] | undefined {
  const digits = digitsOnly(value);
  if (digits.length !== length || !/^\d+$/.test(digits)) return undefined;
  return Array.from(digits, Number);
}

/**
 * The mod 11 control digit of `digits` with `weights` (one weight per digit, from the left): 11 minus the
 * remainder of the weighted sum, where 11 becomes 0 and 10 means no control digit exists (`undefined`).
 */
function mod11ControlDigit(digits: readonly number[], weights: readonly number[]): number | undefined {
  const sum = weights.reduce((acc, weight, index) => acc + weight * (digits[index] ?? 0), 0);
  const control = 11 - (sum % 11);
  if (control === 11) return 0;
  if (control === 10) return undefined;
  return control;
}

/** Whether the last digit of `digits` is the mod 11 control digit of the ones before it. */
function hasMod11Control(digits: readonly number[], weights: readonly number[]): boolean {
  const control = mod11ControlDigit(digits, weights);
  return control !== undefined && control === digits[weights.length];
}

/**
 * A plausible birth date in a fødselsnummer: day 1-31, or 41-71 for a D-number (day + 40); month 1-12, or
 * month + 40 / + 80 for the synthetic numbers of the Norwegian test eIDs. The year and the century cannot be
 * told apart reliably, so days are not checked against the length of the month.
 */
function hasPlausibleBirthDate(digits: readonly number[]): boolean {
  const twoDigits = (index: number): number => (digits[index] ?? 0) * 10 + (digits[index + 1] ?? 0);
  const day = twoDigits(0);
  const month = twoDigits(2);
  const realDay = day > 40 ? day - 40 : day;
  const realMonth = month > 80 ? month - 80 : month > 40 ? month - 40 : month;
  return realDay >= 1 && realDay <= 31 && realMonth >= 1 && realMonth <= 12;
}

/** Fødselsnummer or D-number: 11 digits, a plausible birth date and both mod 11 control digits right. */
export function isValidFodselsnummer(value: string): boolean {
  const digits = digitsOfLength(value, 11);
  if (digits === undefined) return false;
  return (
    hasPlausibleBirthDate(digits) &&
    hasMod11Control(digits, FNR_FIRST_WEIGHTS) &&
    hasMod11Control(digits, FNR_SECOND_WEIGHTS)
  );
}

/** Organisasjonsnummer (Enhetsregisteret): 9 digits, the last one the mod 11 control digit. */
export function isValidOrganisasjonsnummer(value: string): boolean {
  const digits = digitsOfLength(value, 9);
  return digits !== undefined && hasMod11Control(digits, ORGNR_WEIGHTS);
}

/** Norwegian bank account number: 11 digits, the last one the mod 11 control digit of the first ten. */
export function isValidKontonummer(value: string): boolean {
  const digits = digitsOfLength(value, 11);
  return digits !== undefined && hasMod11Control(digits, KONTONUMMER_WEIGHTS);
}

/** Postnummer: exactly four digits. */
export function isValidPostnummer(value: string): boolean {
  return digitsOfLength(value, 4) !== undefined;
}

/** The eight national digits of a Norwegian phone number, without a +47 or 0047 prefix, else `undefined`. */
function nationalPhoneDigits(value: string): string | undefined {
  const compact = digitsOnly(value);
  const national = compact.replace(/^(?:\+47|0047)(?=\d{8}$)/, '');
  return /^[2-9]\d{7}$/.test(national) ? national : undefined;
}

/** Norwegian phone number: eight digits, the first 2-9, optionally after +47 or 0047. */
export function isValidNorwegianPhone(value: string): boolean {
  return nationalPhoneDigits(value) !== undefined;
}

/** '15031234562' → '1503.12.34562'. A value that is not eleven digits is returned unchanged. */
export function formatKontonummer(value: string): string {
  const digits = digitsOnly(value);
  if (!/^\d{11}$/.test(digits)) return value;
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}

/** '923456783' → '923 456 783'. A value that is not nine digits is returned unchanged. */
export function formatOrganisasjonsnummer(value: string): string {
  const digits = digitsOnly(value);
  if (!/^\d{9}$/.test(digits)) return value;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/**
 * '91234567' → '912 34 567'; with a country prefix ('+4791234567' or '004791234567') → '+47 912 34 567'.
 * A value that is not a valid Norwegian phone number is returned unchanged.
 */
export function formatPhone(value: string): string {
  const national = nationalPhoneDigits(value);
  if (national === undefined) return value;
  const grouped = `${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5)}`;
  return national.length === digitsOnly(value).length ? grouped : `+47 ${grouped}`;
}

/*
 * The sandbox API's own answers to a value that is not valid (its Norwegian messages, as the cooperative's API
 * writes them: data, not the portal's text). The portal's validators below say the same in the active language.
 */
export const POSTNUMMER_MESSAGE = 'Postnummer må være fire siffer.';
export const PHONE_MESSAGE = 'Telefonnummer må være åtte siffer.';
export const ORGANISASJONSNUMMER_MESSAGE =
  'Organisasjonsnummeret er ikke gyldig. Sjekk at du har skrevet ni siffer riktig.';
export const KONTONUMMER_MESSAGE =
  'Kontonummeret er ikke gyldig. Sjekk at du har skrevet elleve siffer riktig.';
