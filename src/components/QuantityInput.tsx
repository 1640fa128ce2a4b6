import { useState } from 'react';
import TextField from '@mui/material/TextField';

export interface QuantityInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Shown after the field's label for screen readers and under the field, e.g. 'stk'. */
  unit?: string;
  helperText?: string;
  name?: string;
}

/**
 * The quantity input of spec §5: whole numbers, never below 0. A 0 clears when the field gets focus, so
 * typing replaces it; a field left empty goes back to 0. A numeric keyboard on phones.
 */
export function QuantityInput({ label, value, onChange, unit, helperText, name }: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  const [focused, setFocused] = useState(false);
  const shown = focused ? text : String(value);
  return (
    <TextField
      label={label}
      name={name}
      value={shown}
      onFocus={() => {
        setFocused(true);
        setText(value === 0 ? '' : String(value));
      }}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        setText(digits);
        onChange(digits === '' ? 0 : Number(digits));
      }}
      onBlur={() => {
        setFocused(false);
        if (text === '') onChange(0);
      }}
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' },
        input: unit ? { endAdornment: <span aria-hidden="true">{unit}</span> } : {},
      }}
      sx={{ maxWidth: 200 }}
    />
  );
}
