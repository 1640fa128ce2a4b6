import type { Ref } from 'react';

/** What the date field and the date-and-time field take alike, besides their value, change and bounds. */
export interface PickerFieldProps {
  label: string;
  /** A Norwegian message shown under the field; marks the field invalid (aria-invalid). */
  error?: string;
  /** Help shown under the field while there is no error. */
  helperText?: string;
  required?: boolean;
  name?: string;
  id?: string;
  /** The field's hidden input; `focus()` on it moves focus to the field's first section. */
  inputRef?: Ref<HTMLInputElement>;
}
