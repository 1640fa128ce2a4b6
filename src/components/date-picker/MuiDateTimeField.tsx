import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { DATE_TIME_FIELD, DAYJS_LOCALE } from './pickerLocale';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { dateCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { OSLO_TIME_ZONE, parseInOslo } from '../../domain/format';
import {
  DATE_TIME_MAX,
  DATE_TIME_MIN,
  MINUTES_STEP,
  type DateTimeFieldProps,
  type DateTimeProblem,
} from './dateTimes';
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

const WALL_TIME = 'YYYY-MM-DDTHH:mm';
const ISO_WITH_OFFSET = 'YYYY-MM-DDTHH:mm:[00]Z';
/** The chosen time as a screen reader says it: '10. desember 2026 kl. 18:00', '10 December 2026 at 18:00'. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- dayjs formats, not texts
const SPOKEN = { nb: 'D. MMMM YYYY [kl.] HH:mm', en: 'D MMMM YYYY [at] HH:mm' } as const;

/** An ISO instant (or Oslo wall time without offset) as a time in Oslo; null for null or not a time. */
function parse(iso: string | null): Dayjs | null {
  return iso === null ? null : (parseInOslo(iso) ?? null);
}

/** A bound the page gives, or the default when it gives none (or not a time). */
function bound(iso: string | undefined, fallback: string): Dayjs {
  return (iso === undefined ? undefined : parseInOslo(iso)) ?? dayjs.tz(fallback, OSLO_TIME_ZONE);
}

/**
 * The instant a picked Oslo wall time names, as ISO with the Oslo offset, to the minute; null for a wall
 * time Oslo skips (02:30 on the night the clocks go from 02:00 to 03:00).
 */
function osloIso(picked: Dayjs): string | null {
  const wall = picked.format(WALL_TIME);
  // On the night the clocks go back, 02:30 comes twice: keep the one picked (or given by the page).
  const own = dayjs(picked.valueOf()).tz(OSLO_TIME_ZONE);
  if (own.format(WALL_TIME) === wall) return own.format(ISO_WITH_OFFSET);
  const fresh = dayjs.tz(wall, OSLO_TIME_ZONE);
  return fresh.format(WALL_TIME) === wall ? fresh.format(ISO_WITH_OFFSET) : null;
}

function problemOf(error: DateTimeValidationError): DateTimeProblem | null {
  switch (error) {
    case null:
      return null;
    // The day before the bound's day, or the bound's day before its time.
    case 'minDate':
    case 'minTime':
      return 'minDate';
    case 'maxDate':
    case 'maxTime':
      return 'maxDate';
    case 'minutesStep':
      return 'minutesStep';
    default:
      return 'invalidDate';
  }
}

function outcomeOf({
  picked,
  error,
  empty,
}: PickerFieldState<DateTimeValidationError>): PickerOutcome<DateTimeProblem> {
  if (empty) return { value: null, problem: null };
  const iso = picked?.isValid() ? osloIso(picked) : null;
  if (iso === null) return { value: null, problem: 'invalidDate' };
  const problem = problemOf(error);
  return problem === null ? { value: iso, problem: null } : { value: null, problem };
}

/**
 * 'Neste' from the date to the time where they are two steps (the dialog on a phone), then 'Lukk', which
 * keeps what was chosen. MUI's own 'Neste' leaves focus on the button, which turns into 'Lukk' under it; a
 * keyboard user pressing Enter again would close without a time. This one moves focus to the hours.
 */
function NextThenCloseActionBar({ actions: _actions, ...props }: PickersActionBarProps) {
  const { hasNextStep, setView, acceptValueChanges } = usePickerContext();
  const translations = usePickerTranslations();
  return (
    <DialogActions {...props}>
      {hasNextStep ? (
        <Button
          onClick={() => {
            setView('hours');
          }}
        >
          {translations.nextStepButtonLabel}
        </Button>
      ) : (
        <Button onClick={acceptValueChanges}>{translations.okButtonLabel}</Button>
      )}
    </DialogActions>
  );
}

/** The DateTimeField behind the lazy import (see DateTimeField.tsx for the API, dateTimes.ts for its props). */
export default function MuiDateTimeField({
  label,
  value,
  onChange,
  minDateTime,
  maxDateTime,
  error,
  helperText,
  required,
  name,
  id,
  inputRef,
}: DateTimeFieldProps) {
  const locale = useLingui().i18n.locale === 'en' ? 'en' : 'nb';
  const { t } = useLinguiMacro();
  // The picker's popper is named by the field's label, so the field's id must be one the popper knows.
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { state, update, onEmptinessChange } = usePickerField({ value, parse, outcomeOf, onChange });
  const chosen = state.picked?.isValid() ? state.picked : null;

  return (
    <NorwegianPickers onEmptinessChange={onEmptinessChange}>
      <DateTimePicker
        label={label}
        value={state.picked}
        onChange={(picked, context) => {
          update({ picked, error: context.validationError });
        }}
        // Also when a bound moves without the user typing (see MuiDateField).
        onError={(validationError) => {
          update({ error: validationError });
        }}
        // Oslo wall time in and out, whatever the browser's time zone.
        timezone={OSLO_TIME_ZONE}
        format={DATE_TIME_FIELD[locale].format}
        ampm={false}
        timeSteps={{ minutes: MINUTES_STEP }}
        // timeSteps only offers the steps in the picker; this makes a typed 18:15 an error.
        minutesStep={MINUTES_STEP}
        minDateTime={bound(minDateTime, DATE_TIME_MIN)}
        maxDateTime={bound(maxDateTime, DATE_TIME_MAX)}
        name={name}
        inputRef={inputRef}
        orientation="portrait"
        desktopModeMediaQuery={PICKER_DESKTOP_MODE}
        localeText={{
          // Spec §2.3: the picker is titled 'Velg tid' and closed with 'Lukk' (which keeps what was chosen).
          toolbarTitle: t`Velg tid`,
          okButtonLabel: t`Lukk`,
          openDatePickerDialogue: () => {
            if (chosen === null) return t`Velg dato og tid`;
            const spoken = chosen.locale(DAYJS_LOCALE[locale]).format(SPOKEN[locale]);
            return t`Velg dato og tid, valgt tidspunkt er ${spoken}`;
          },
        }}
        slots={{ textField: TextFieldTellingEmptiness, actionBar: NextThenCloseActionBar }}
        slotProps={{
          ...fieldSlotProps(fieldId, { required, error, helperText }),
          // Shown on a desktop too, for its title; MUI's short date is English-style ('des. 10').
          toolbar: { hidden: false, toolbarFormat: 'D. MMM' },
          layout: { sx: { [`& .${dateCalendarClasses.root}`]: { width: CALENDAR_WIDTH } } },
          ...phoneDialogSlotProps,
        }}
      />
    </NorwegianPickers>
  );
}
