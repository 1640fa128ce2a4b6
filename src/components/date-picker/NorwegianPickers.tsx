/**
 * What the date field and the date-and-time field share behind their lazy imports: MUI X set up for
 * Norwegian (dayjs nb), and the bookkeeping that lets a field keep a half-typed value while the page sees
 * only complete ones. Only MuiDateField and MuiDateTimeField import this, so it stays out of the entry bundle.
 */
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/nb';
import 'dayjs/locale/en-gb';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nbNO } from '@mui/x-date-pickers/locales';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { DESKTOP_MEDIA } from '../breakpoints';
import { DAYJS_LOCALE } from './pickerLocale';

/** Spec §9: the calendar is 320 px wide, in the popper on a desktop and in the dialog on a phone. */
export const CALENDAR_WIDTH = 320;

/**
 * MUI X's texts in the active language (#43): in Norwegian its nbNO, in English its own (enUS). Over them the
 * portal's: what a screen reader says for an empty section (MUI's Norwegian 'Tøm' is the verb, 'empty it!'), and
 * the clock lists' names, which must hold what is shown, '00'–'23' and '00'/'30' (WCAG 2.5.3).
 */
function usePickerTexts() {
  const { t, i18n } = useLingui();
  // One object per language: MUI X's provider hands it on to every part of the picker.
  return useMemo(
    () => ({
      ...(i18n.locale === 'nb' ? nbNO.components.MuiLocalizationProvider.defaultProps.localeText : {}),
      empty: t`Tom`,
      hoursClockNumberText: (hours: string) => {
        const shown = hours.padStart(2, '0');
        return t`${plural(Number(hours), { one: `${shown} time`, other: `${shown} timer` })}`;
      },
      minutesClockNumberText: (minutes: string) => {
        const shown = minutes.padStart(2, '0');
        return t`${plural(Number(minutes), { one: `${shown} minutt`, other: `${shown} minutter` })}`;
      },
    }),
    [t, i18n.locale],
  );
}

/** What a picker field holds. */
export interface PickerFieldState<TError> {
  /** MUI's value: null while the field is empty or only partly typed, an invalid date for 31.02.2026. */
  picked: Dayjs | null;
  error: TError | null;
  /** Whether every section is empty: MUI's value alone cannot tell '17.05.ÅÅÅÅ' from ''. */
  empty: boolean;
}

/** What the field reports to the page: a value only when it is complete and valid, else why not. */
export interface PickerOutcome<TProblem> {
  value: string | null;
  problem: TProblem | null;
}

interface PickerFieldOptions<TError, TProblem> {
  /** The page's value. */
  value: string | null;
  /** The page's value as MUI's value; null for none or for a value that is not a date. */
  parse: (value: string | null) => Dayjs | null;
  /** What the page is told about a state; its `value` is the page's format. */
  outcomeOf: (state: PickerFieldState<TError>) => PickerOutcome<TProblem>;
  onChange: (value: string | null, problem: TProblem | null) => void;
}

/**
 * The field's state and how to change it. The field keeps what is typed, which may be a half-typed value the
 * page only sees as null; it takes the page's value only when the page sets another value than the field
 * reported (a draft, a reset). `onChange` is called only when what the page is told changes.
 */
export function usePickerField<TError, TProblem>({
  value,
  parse,
  outcomeOf,
  onChange,
}: PickerFieldOptions<TError, TProblem>) {
  const stateOf = (given: string | null): PickerFieldState<TError> => {
    const picked = parse(given);
    return { picked, error: null, empty: picked === null };
  };
  const [state, setState] = useState(() => stateOf(value));
  const [reported, setReported] = useState(() => outcomeOf(state));
  const given = stateOf(value);
  if (outcomeOf(given).value !== reported.value) {
    setState(given);
    setReported(outcomeOf(given));
  }

  const update = (patch: Partial<PickerFieldState<TError>>) => {
    const next = { ...state, ...patch };
    const outcome = outcomeOf(next);
    setState(next);
    if (outcome.value !== reported.value || outcome.problem !== reported.problem) {
      setReported(outcome);
      onChange(outcome.value, outcome.problem);
    }
  };

  const onEmptinessChange = (empty: boolean) => {
    if (empty !== state.empty) update({ empty });
  };

  return { state, update, onEmptinessChange };
}

/** Tells the field whether all sections of its text field are empty, which only the text field knows. */
const EmptySectionsContext = createContext<(empty: boolean) => void>(() => undefined);

/** The pickers' text field; use it as the `textField` slot of a picker inside `NorwegianPickers`. */
export function TextFieldTellingEmptiness(props: PickersTextFieldProps) {
  const onEmptinessChange = useEffectEvent(useContext(EmptySectionsContext));
  const { areAllSectionsEmpty } = props;
  useEffect(() => {
    onEmptinessChange(areAllSectionsEmpty);
  }, [areAllSectionsEmpty]);
  return <PickersTextField {...props} />;
}

/**
 * MUI X on dayjs in the active language (Norwegian Bokmål, or British English: day before month), for one field;
 * `onEmptinessChange` hears its text field.
 */
export function NorwegianPickers({
  onEmptinessChange,
  children,
}: {
  onEmptinessChange: (empty: boolean) => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const localeText = usePickerTexts();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[i18n.locale === 'en' ? 'en' : 'nb']}
      localeText={localeText}
    >
      <EmptySectionsContext value={onEmptinessChange}>{children}</EmptySectionsContext>
    </LocalizationProvider>
  );
}

/**
 * The popper below the field from the spec's desktop width, and below it MUI X's mobile variant as a dialog
 * filling the screen, its calendar in the middle and its buttons in view (at 320–360 px the popper's date and
 * time columns side by side were cut off at the right edge). By width, not by pointer (MUI's default), so a
 * narrow window with a mouse gets what fits it.
 */
export const PICKER_DESKTOP_MODE = DESKTOP_MEDIA;
export const phoneDialogSlotProps = {
  dialog: { fullScreen: true },
  mobilePaper: { sx: { alignItems: 'center', justifyContent: 'center' } },
} as const;

/**
 * The slot props both pickers give their text field and popper: the field's id, required, the error or help
 * under it, and the popper named by the field's label (which is why the field's id must be known).
 */
export const fieldSlotProps = (
  fieldId: string,
  { required, error, helperText }: { required?: boolean; error?: string; helperText?: string },
) => ({
  textField: { id: fieldId, required, error: error !== undefined, helperText: error ?? helperText },
  popper: { 'aria-labelledby': `${fieldId}-label` },
});
