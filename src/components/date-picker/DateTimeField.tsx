import { lazy, Suspense } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { FIELD_PLACEHOLDER, fieldText, type DateTimeProblem } from './dateTimes';
import type { PickerFieldProps } from './pickerFieldProps';
import { PickerStandIn } from './PickerStandIn';

export interface DateTimeFieldProps extends PickerFieldProps {
  /**
   * An instant as ISO 8601 ('2026-12-10T18:00:00+01:00', '2026-12-10T17:00:00Z'), or null for none. Shown
   * as Oslo wall-clock time whatever the browser's time zone; a value without offset is Oslo time.
   */
  value: string | null;
  /**
   * Every change of what the field holds. `value` is ISO with the Oslo offset ('YYYY-MM-DDTHH:mm:ssZ', e.g.
   * '2026-12-10T18:00:00+01:00') only when the field holds a complete, real time within the bounds on the
   * hour or the half hour; otherwise null, and `problem` says why: null for an empty field, else what is
   * wrong with what was typed (the field keeps the text, so the user can correct it). A form that must stop
   * on a half-typed time keeps `problem` and shows `dateTimeProblemText(problem, bounds)` as `error`.
   */
  onChange: (value: string | null, problem: DateTimeProblem | null) => void;
  /** Earliest time, an ISO instant (default 1900-01-01 00:00 Oslo time). */
  minDateTime?: string;
  /** Latest time, an ISO instant (default 2099-12-31 23:30 Oslo time). */
  maxDateTime?: string;
}

// MUI X's field writes each typed section with innerHTML: the HTML policy comes first.
const loadPicker = () => afterHtmlPolicy(() => import('./MuiDateTimeField'));
const MuiDateTimeField = lazy(loadPicker);

/** Starts loading MUI X ahead of time, e.g. on the step before the one with a date-and-time field. */
export function preloadDateTimeField(): void {
  void loadPicker();
}

/**
 * A date-and-time field (DD.MM.YYYY HH:mm in Oslo time, 24-hour clock, 30-minute steps) on MUI X
 * DateTimePicker. The picker is loaded the first time a page shows such a field; until it is there, a
 * disabled field with the same label and time stands in.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <Suspense fallback={<LoadingDateTimeField {...props} />}>
      <MuiDateTimeField {...props} />
    </Suspense>
  );
}

function LoadingDateTimeField({ label, value, error, helperText, required }: DateTimeFieldProps) {
  return (
    <PickerStandIn
      label={label}
      text={fieldText(value)}
      placeholder={FIELD_PLACEHOLDER}
      error={error}
      helperText={helperText}
      required={required}
    />
  );
}
