import TextField from '@mui/material/TextField';

interface PickerStandInProps {
  label: string;
  /** The value as the field will show it, '' for none. */
  text: string;
  /** What the field shows while empty, e.g. 'DD.MM.ÅÅÅÅ'. */
  placeholder: string;
  error?: string;
  helperText?: string;
  required?: boolean;
}

/** A disabled field with the label and value of a picker field, shown while MUI X loads. */
export function PickerStandIn({ label, text, placeholder, error, helperText, required }: PickerStandInProps) {
  return (
    <TextField
      label={label}
      value={text}
      placeholder={placeholder}
      required={required}
      error={error !== undefined}
      helperText={error ?? helperText}
      disabled
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-busy': true } }}
    />
  );
}
