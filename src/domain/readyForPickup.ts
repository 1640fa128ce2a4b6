import type { Locale } from '../i18n/language';

/**
 * The ready-for-pickup quantity rule (spec §5, §9): at least 1 m³, at most ten times the assortment's
 * contract volume. An empty field is not an error yet (and not above the limit); anything else that is not
 * a usable number is 'Ugyldig'.
 */
export const MIN_READY_FOR_PICKUP = 1;
export const MAX_CONTRACT_VOLUME_FACTOR = 10;

/**
 * The rule's answers, as the spec words them: keys here, not text on a page (ReadyForPickupModal shows each as
 * a message in the active language, PICKUP_PROBLEMS).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the rule's own answers, shown through messages */
export const READY_FOR_PICKUP_MESSAGES = {
  tooSmall: 'Henteklart volum kan ikke være mindre enn 1',
  tooLarge: 'Henteklart volum kan ikke være større enn 10 * kontraktsvolum',
  invalid: 'Ugyldig',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export type ReadyForPickupCheck =
  { state: 'empty' } | { state: 'valid'; quantity: number } | { state: 'invalid'; message: string };

/**
 * A number as Norwegians write it (as `Intl.NumberFormat('nb-NO')` does): the decimal separator is the comma
 * ('12,5'); thousands may be grouped with a space ('1 000', also a (narrow) non-breaking space) or a dot ('1.000'),
 * in groups of three, one kind of separator per number. A dot is never a decimal point: '1.000' is one
 * thousand, never 1, and a dot that cannot be a thousands separator ('12.5', '1.5.2', '1,5.3') makes the
 * text 'Ugyldig' rather than a guess. A minus may be '-' or '−' (U+2212, what nb-NO formatting writes).
 */
const NORWEGIAN_NUMBER =
  /^([-\u2212]?)(\d+|[1-9]\d{0,2}(?:\.\d{3})+|[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+)(?:,(\d+))?$/;

/** The number in Norwegian-written text (see NORWEGIAN_NUMBER), or null when it is not one. */
export function parseNorwegianNumber(typed: string): number | null {
  const match = NORWEGIAN_NUMBER.exec(typed.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction] = match;
  const quantity = Number(
    `${sign === '' ? '' : '-'}${whole.replace(/[. \u00a0\u202f]/g, '')}.${fraction ?? '0'}`,
  );
  return Number.isFinite(quantity) ? quantity : null;
}

/**
 * A number as English writes it (as `Intl.NumberFormat('en-GB')` does, #43): the decimal separator is the point
 * ('12.5'); thousands may be grouped with a comma ('1,000') or a space, in groups of three, one kind of
 * separator per number. A comma is never a decimal point: '1,000' is one thousand, and '12,5' is not a number.
 */
const ENGLISH_NUMBER =
  /^([-\u2212]?)(\d+|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+)(?:\.(\d+))?$/;

/** The number in English-written text (see ENGLISH_NUMBER), or null when it is not one. */
export function parseEnglishNumber(typed: string): number | null {
  const match = ENGLISH_NUMBER.exec(typed.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction] = match;
  const quantity = Number(
    `${sign === '' ? '' : '-'}${whole.replace(/[, \u00a0\u202f]/g, '')}.${fraction ?? '0'}`,
  );
  return Number.isFinite(quantity) ? quantity : null;
}

/**
 * Reads what the person typed against the contract volume: a number as the page's language writes it (a
 * Norwegian one by default, see parseNorwegianNumber; an English one on an English page, see parseEnglishNumber).
 */
export function checkReadyForPickup(
  typed: string,
  contractVolume: number,
  locale: Locale = 'nb',
): ReadyForPickupCheck {
  if (typed.trim() === '') return { state: 'empty' };
  const quantity = locale === 'en' ? parseEnglishNumber(typed) : parseNorwegianNumber(typed);
  if (quantity === null || !Number.isFinite(contractVolume)) {
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.invalid };
  }
  if (quantity < MIN_READY_FOR_PICKUP)
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooSmall };
  if (quantity > MAX_CONTRACT_VOLUME_FACTOR * contractVolume) {
    return { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooLarge };
  }
  return { state: 'valid', quantity };
}
