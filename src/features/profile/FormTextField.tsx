import TextField from '@mui/material/TextField';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { FromTheCooperative } from '../../components/FromTheCooperative';

/** A label or help: a message (shown in the active language), or a text already in it. */
type FieldText = string | MessageDescriptor;

interface FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: FieldText;
  rules?: Omit<RegisterOptions<T, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** Help under the field; an error message takes its place while the value is invalid. */
  helperText?: FieldText;
  required?: boolean;
  /** Shown but not editable (the value still comes from the form). */
  disabled?: boolean;
  /** Digits only: a numeric keyboard on phones (postnummer, telefon, org.nr, kontonummer). */
  numeric?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
}

/**
 * A MUI text field bound to react-hook-form. The error message replaces the helper text, so it is tied to
 * the field with aria-describedby, and the field is marked aria-invalid while it is wrong. A form's own problem is
 * a message's id (formHelpers.ts: `problem`), shown in the active language; the API's own refusal (`type:
 * 'server'`) is shown as it came, the cooperative's words.
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  helperText,
  required = false,
  disabled = false,
  numeric = false,
  autoComplete,
  type = 'text',
}: FormTextFieldProps<T, N>) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  const { error } = fieldState;
  const text = (value: FieldText | undefined) =>
    value === undefined || typeof value === 'string' ? value : i18n._(value);
  const message =
    error?.message === undefined ? undefined : error.type === 'server' ? (
      <FromTheCooperative message={error.message} />
    ) : (
      i18n._(error.message)
    );
  const value: unknown = field.value;
  return (
    <TextField
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={text(label)}
      type={type}
      required={required}
      disabled={disabled}
      error={message !== undefined}
      helperText={message ?? text(helperText)}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : {} }}
    />
  );
}
