import Alert from '@mui/material/Alert';
import type { FieldValidator } from '../../domain/norwegianNumbers';
import { serviceOffice } from '../../config';

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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateEmail: FieldValidator = (value) =>
  value.trim() === '' || EMAIL_PATTERN.test(value.trim())
    ? true
    : 'E-postadressen må se slik ut: navn@eksempel.no.';

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
