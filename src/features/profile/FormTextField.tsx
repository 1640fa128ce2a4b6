import TextField from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';

interface FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: string;
  rules?: Omit<RegisterOptions<T, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** Help under the field; an error message takes its place while the value is invalid. */
  helperText?: string;
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
 * the field with aria-describedby, and the field is marked aria-invalid while it is wrong.
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
  const { field, fieldState } = useController({ control, name, ...(rules ? { rules } : {}) });
  const message = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <TextField
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      required={required}
      disabled={disabled}
      error={message !== undefined}
      helperText={message ?? helperText}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : {} }}
    />
  );
}
