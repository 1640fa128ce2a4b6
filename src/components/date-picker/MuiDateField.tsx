import { createContext, useContext, useEffect, useEffectEvent, useId, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/nb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nbNO } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import type { DateFieldProps } from './DateField';
import { DATE_MAX, DATE_MIN, type DateProblem } from './dates';

const ISO_DATE = 'YYYY-MM-DD';
/** Spec §9: the calendar is 320 px wide, in the popper on a desktop and in the dialog on a phone. */
const CALENDAR_WIDTH = 320;
const localeText = {
  ...nbNO.components.MuiLocalizationProvider.defaultProps.localeText,
  // What a screen reader says for an empty day, month or year: MUI's 'Tøm' is the verb ('empty it!').
  empty: 'Tom',
};

/** The day an ISO date names, or null for null or anything that is not a real 'YYYY-MM-DD' date. */
function dayOf(iso: string | null): Dayjs | null {
  if (iso === null) return null;
  const day = dayjs(iso);
  return day.isValid() && day.format(ISO_DATE) === iso ? day : null;
}

interface Outcome {
  value: string | null;
  problem: DateProblem | null;
}

interface FieldState {
  /** MUI's value: null while the field is empty or only partly typed, an invalid date for 31.02.2026. */
  day: Dayjs | null;
  error: DateValidationError;
  /** Whether every section (day, month, year) is empty: MUI's value alone cannot tell '17.05.ÅÅÅÅ' from ''. */
  empty: boolean;
}

function outcomeOf({ day, error, empty }: FieldState): Outcome {
  if (empty) return { value: null, problem: null };
  if (day === null || !day.isValid() || (error !== null && error !== 'minDate' && error !== 'maxDate')) {
    return { value: null, problem: 'invalidDate' };
  }
  return error === null ? { value: day.format(ISO_DATE), problem: null } : { value: null, problem: error };
}

const initialState = (value: string | null): FieldState => {
  const day = dayOf(value);
  return { day, error: null, empty: day === null };
};

/** Tells the DateField whether all sections of its text field are empty, which only the text field knows. */
const EmptySectionsContext = createContext<(empty: boolean) => void>(() => undefined);

function TextFieldTellingEmptiness(props: PickersTextFieldProps) {
  const onEmptinessChange = useEffectEvent(useContext(EmptySectionsContext));
  const { areAllSectionsEmpty } = props;
  useEffect(() => {
    onEmptinessChange(areAllSectionsEmpty);
  }, [areAllSectionsEmpty]);
  return <PickersTextField {...props} />;
}

/** The DateField behind the lazy import (see DateField.tsx for the API). */
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
  // The calendar popper is named by the field's label, so the field's id must be one the popper knows.
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  // The field keeps what is typed, which may be a half-typed date the parent only sees as null; it takes
  // the parent's value only when the parent sets another date than the field reported (a draft, a reset).
  const [state, setState] = useState(() => initialState(value));
  const [reported, setReported] = useState<Outcome>(() => outcomeOf(state));
  const given = dayOf(value)?.format(ISO_DATE) ?? null;
  if (given !== reported.value) {
    const next = initialState(given);
    setState(next);
    setReported(outcomeOf(next));
  }

  const update = (patch: Partial<FieldState>) => {
    const next = { ...state, ...patch };
    const outcome = outcomeOf(next);
    setState(next);
    if (outcome.value !== reported.value || outcome.problem !== reported.problem) {
      setReported(outcome);
      onChange(outcome.value, outcome.problem);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nb" localeText={localeText}>
      <EmptySectionsContext
        value={(empty) => {
          if (empty !== state.empty) update({ empty });
        }}
      >
        <DatePicker
          label={label}
          value={state.day}
          onChange={(day, context) => {
            update({ day, error: context.validationError });
          }}
          // Also when a bound moves (the 'to' date after the 'from' date changed) without the user typing.
          // Only the error: handed another object for the same date, MUI rebuilds the sections from it, and
          // an invalid date would wipe what was typed.
          onError={(validationError) => {
            update({ error: validationError });
          }}
          format="DD.MM.YYYY"
          minDate={dayjs(minDate)}
          maxDate={dayjs(maxDate)}
          name={name}
          inputRef={inputRef}
          orientation="portrait"
          slots={{ textField: TextFieldTellingEmptiness }}
          slotProps={{
            textField: {
              id: fieldId,
              required,
              error: error !== undefined,
              helperText: error ?? helperText,
            },
            popper: { 'aria-labelledby': `${fieldId}-label` },
            desktopPaper: { sx: { width: CALENDAR_WIDTH } },
            mobilePaper: { sx: { width: CALENDAR_WIDTH } },
          }}
        />
      </EmptySectionsContext>
    </LocalizationProvider>
  );
}
