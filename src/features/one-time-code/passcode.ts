/** What a person pastes or types may carry the grouping of an SMS ('48 21', '4821-93'): keep the rest. */
export function normalizePasscode(value: string): string {
  return value.replace(/[\s\-‐‑‒–—]/g, '');
}

export const PASSCODE_EMPTY_MESSAGE = 'Skriv inn koden du har fått.';
export const PASSCODE_FORMAT_MESSAGE = 'Koden består av 4 til 8 siffer.';

/** A react-hook-form `validate` for the one-time code: 4 to 8 digits. */
export function validatePasscode(value: string): true | string {
  if (value === '') return PASSCODE_EMPTY_MESSAGE;
  return /^\d{4,8}$/.test(value) || PASSCODE_FORMAT_MESSAGE;
}
