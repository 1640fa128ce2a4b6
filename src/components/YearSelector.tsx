import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';

export interface YearSelectorProps {
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
  /** The field's label; 'Regnskapsår' by default. */
  label?: string;
}

/**
 * The year selector of spec §2.3: a native select, so it is the phone's own picker and works by keyboard as
 * every select does.
 */
export function YearSelector({ years, value, onChange, label }: YearSelectorProps) {
  const { t } = useLingui();
  return (
    <TextField
      select
      label={label ?? t`Regnskapsår`}
      value={String(value)}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 160 }}
      size="small"
    >
      {years.map((year) => (
        <option key={year} value={String(year)}>
          {year}
        </option>
      ))}
    </TextField>
  );
}
