import { formatDate } from '../../domain/format';

/** The date picker's default bounds (spec §5): no date before 1900 or after 2099 can be typed or picked. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/**
 * Why what is in a date field is not a date the form can use:
 * - 'invalidDate': the typed date is incomplete (say '12.05.ÅÅÅÅ') or does not exist (31.02.2026);
 * - 'minDate' / 'maxDate': a real date, but before `minDate` or after `maxDate`.
 */
export type DateProblem = 'invalidDate' | 'minDate' | 'maxDate';

/** A Norwegian message for a problem, to give back to the field as its `error`. */
export function dateProblemText(
  problem: DateProblem,
  bounds: { minDate?: string; maxDate?: string } = {},
): string {
  switch (problem) {
    case 'invalidDate':
      return 'Skriv en gyldig dato på formen dd.mm.åååå';
    case 'minDate':
      return `Datoen kan ikke være før ${formatDate(bounds.minDate ?? DATE_MIN)}`;
    case 'maxDate':
      return `Datoen kan ikke være etter ${formatDate(bounds.maxDate ?? DATE_MAX)}`;
  }
}
