import { msg } from '@lingui/core/macro';
import { formatDate } from '../../domain/format';
import { i18n } from '../../i18n/i18n';
import type { PickerFieldProps } from './pickerFieldProps';

/** The date picker's default bounds (spec §5): no date before 1900 or after 2099 can be typed or picked. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/**
 * Why what is in a date field is not a date the form can use:
 * - 'invalidDate': the typed date is incomplete (say '12.05.ÅÅÅÅ') or does not exist (31.02.2026);
 * - 'minDate' / 'maxDate': a real date, but before `minDate` or after `maxDate`.
 */
export type DateProblem = 'invalidDate' | 'minDate' | 'maxDate';

/** A message for a problem (in the active language), to give back to the field as its `error`. */
export function dateProblemText(
  problem: DateProblem,
  bounds: { minDate?: string; maxDate?: string } = {},
): string {
  switch (problem) {
    case 'invalidDate':
      return i18n._(msg`Skriv en gyldig dato på formen dd.mm.åååå`);
    case 'minDate': {
      const date = formatDate(bounds.minDate ?? DATE_MIN);
      return i18n._(msg`Datoen kan ikke være før ${date}`);
    }
    case 'maxDate': {
      const date = formatDate(bounds.maxDate ?? DATE_MAX);
      return i18n._(msg`Datoen kan ikke være etter ${date}`);
    }
  }
}

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
