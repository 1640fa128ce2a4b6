import { msg } from '@lingui/core/macro';
import { formatDateTime, parseInOslo } from '../../domain/format';
import { i18n } from '../../i18n/i18n';
import type { PickerFieldProps } from './pickerFieldProps';
import type { Locale } from '../../i18n/language';
import { DATE_TIME_FIELD } from './pickerLocale';

/**
 * The date-and-time field's default bounds (spec §5: 1900-01-01 to 2099-12-31, the last half hour of it).
 * Without a UTC offset, so read as Oslo wall-clock time.
 */
export const DATE_TIME_MIN = '1900-01-01T00:00';
export const DATE_TIME_MAX = '2099-12-31T23:30';

/** Spec §9: the time picker steps 30 minutes. */
export const MINUTES_STEP = 30;

/** What the field shows, in Oslo wall-clock time on the 24-hour clock (in English: pickerLocale.ts). */
export const FIELD_FORMAT = DATE_TIME_FIELD.nb.format;
/** What the field shows while empty: MUI's Norwegian section placeholders. */
export const FIELD_PLACEHOLDER = DATE_TIME_FIELD.nb.placeholder;

/**
 * '2026-12-10T17:00:00Z' → '10.12.2026 18:00' (in English '10/12/2026 18:00'), as the field shows it; '' for
 * null or a value that is not one.
 */
export function fieldText(iso: string | null, locale: Locale = 'nb'): string {
  return (iso === null ? undefined : parseInOslo(iso)?.format(DATE_TIME_FIELD[locale].format)) ?? '';
}

/**
 * Why what is in a date-and-time field is not a time the form can use:
 * - 'invalidDate': incomplete (say '10.12.2026 tt:mm'), or a day or a time that does not exist (31.02.2026,
 *   or 02:30 on the night in March the clocks skip from 02:00 to 03:00 in Oslo);
 * - 'minDate' / 'maxDate': a real time, but before `minDateTime` or after `maxDateTime`;
 * - 'minutesStep': a real time in bounds, but not on the hour or the half hour (spec §9: 30-minute steps).
 */
export type DateTimeProblem = 'invalidDate' | 'minDate' | 'maxDate' | 'minutesStep';

/** A message for a problem (in the active language), to give back to the field as its `error`. */
export function dateTimeProblemText(
  problem: DateTimeProblem,
  bounds: { minDateTime?: string; maxDateTime?: string } = {},
): string {
  switch (problem) {
    case 'invalidDate':
      return i18n._(msg`Skriv dato og tid på formen dd.mm.åååå tt:mm`);
    case 'minDate': {
      const time = formatDateTime(bounds.minDateTime ?? DATE_TIME_MIN);
      return i18n._(msg`Tidspunktet kan ikke være før ${time}`);
    }
    case 'maxDate': {
      const time = formatDateTime(bounds.maxDateTime ?? DATE_TIME_MAX);
      return i18n._(msg`Tidspunktet kan ikke være etter ${time}`);
    }
    case 'minutesStep':
      return i18n._(msg`Velg et tidspunkt på hel eller halv time`);
  }
}

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
