import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { DATE_FIELD } from './pickerLocale';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DATE_MAX, DATE_MIN, type DateFieldProps, type DateProblem } from './dates';
import {
  CALENDAR_WIDTH,
  NorwegianPickers,
  PICKER_DESKTOP_MODE,
  phoneDialogSlotProps,
  TextFieldTellingEmptiness,
  usePickerField,
  type PickerFieldState,
  type PickerOutcome,
  fieldSlotProps,
} from './NorwegianPickers';

const ISO_DATE = 'YYYY-MM-DD';

/** The day an ISO date names, or null for null or anything that is not a real 'YYYY-MM-DD' date. */
function dayOf(iso: string | null): Dayjs | null {
  if (iso === null) return null;
  const day = dayjs(iso);
  return day.isValid() && day.format(ISO_DATE) === iso ? day : null;
}

function outcomeOf({
  picked: day,
  error,
  empty,
}: PickerFieldState<DateValidationError>): PickerOutcome<DateProblem> {
  if (empty) return { value: null, problem: null };
  if (day === null || !day.isValid() || (error !== null && error !== 'minDate' && error !== 'maxDate')) {
    return { value: null, problem: 'invalidDate' };
  }
  return error === null ? { value: day.format(ISO_DATE), problem: null } : { value: null, problem: error };
}

/** The DateField behind the lazy import (see DateField.tsx for the API, dates.ts for its props). */
export default function MuiDateField({
  label,
  value,
  onChange,
  minDate = DATE_MIN,
  maxDate = DATE_MAX,
  error,
  helperText,
  required,
  name,
  id,
  inputRef,
}: DateFieldProps) {
  const locale = useLingui().i18n.locale === 'en' ? 'en' : 'nb';
  // The calendar popper is named by the field's label, so the field's id must be one the popper knows.
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { state, update, onEmptinessChange } = usePickerField({
    value,
    parse: dayOf,
    outcomeOf,
    onChange,
  });

  return (
    <NorwegianPickers onEmptinessChange={onEmptinessChange}>
      <DatePicker
        label={label}
        value={state.picked}
        onChange={(day, context) => {
          update({ picked: day, error: context.validationError });
        }}
        // Also when a bound moves (the 'to' date after the 'from' date changed) without the user typing.
        // Only the error: handed another object for the same date, MUI rebuilds the sections from it, and
        // an invalid date would wipe what was typed.
        onError={(validationError) => {
          update({ error: validationError });
        }}
        format={DATE_FIELD[locale].format}
        minDate={dayjs(minDate)}
        maxDate={dayjs(maxDate)}
        name={name}
        inputRef={inputRef}
        orientation="portrait"
        desktopModeMediaQuery={PICKER_DESKTOP_MODE}
        slots={{ textField: TextFieldTellingEmptiness }}
        slotProps={{
          ...fieldSlotProps(fieldId, { required, error, helperText }),
          desktopPaper: { sx: { width: CALENDAR_WIDTH } },
          ...phoneDialogSlotProps,
        }}
      />
    </NorwegianPickers>
  );
}
