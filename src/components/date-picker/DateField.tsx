import { lazy, Suspense } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { formatDate } from '../../domain/format';
import type { DateProblem } from './dates';
import type { PickerFieldProps } from './pickerFieldProps';
import { PickerStandIn } from './PickerStandIn';

export interface DateFieldProps extends PickerFieldProps {
  /** The date as ISO 'YYYY-MM-DD', or null for none. */
  value: string | null;
  /**
   * Every change of what the field holds. `value` is an ISO date only when the field holds a complete, real
   * date within the bounds; otherwise null, and `problem` says why: null for an empty field, else what is
   * wrong with what was typed (the field keeps the text, so the user can correct it). A form that must
   * stop on a half-typed date keeps `problem` and shows `dateProblemText(problem)` as `error`.
   */
  onChange: (value: string | null, problem: DateProblem | null) => void;
  /** Earliest date, ISO (default 1900-01-01). */
  minDate?: string;
  /** Latest date, ISO (default 2099-12-31). */
  maxDate?: string;
}

// MUI X's field writes each typed section with innerHTML: the HTML policy comes first.
const loadPicker = () => afterHtmlPolicy(() => import('./MuiDateField'));
const MuiDateField = lazy(loadPicker);

/** Starts loading MUI X ahead of time, e.g. on the step before the one with a date field. */
export function preloadDateField(): void {
  void loadPicker();
}

/**
 * A date field (DD.MM.YYYY, Norwegian calendar) on MUI X DatePicker. The picker is loaded the first time a
 * page shows a date field; until it is there, a disabled field with the same label and date stands in.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <MuiDateField {...props} />
    </Suspense>
  );
}

function LoadingDateField({ label, value, error, helperText, required }: DateFieldProps) {
  return (
    <PickerStandIn
      label={label}
      text={formatDate(value)}
      placeholder="DD.MM.ÅÅÅÅ"
      error={error}
      helperText={helperText}
      required={required}
    />
  );
}
