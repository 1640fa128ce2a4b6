/**
 * Display formats of the portal (spec §9): dates as DD.MM.YYYY (or DD. MM. YY) and times as DD.MM.YYYY kl.
 * HH:mm in Norwegian time, amounts as NOK and volumes in cubic metres with Norwegian number formatting. Pure
 * functions, independent of the time zone and locale of the machine they run on.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/nb';

dayjs.extend(utc);
dayjs.extend(timezone);

export const OSLO_TIME_ZONE = 'Europe/Oslo';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_FORMAT_SHORT = 'DD. MM. YY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY [kl.] HH:mm';

/** YYYY-MM-DD, then optionally a time and optionally a UTC offset ('Z', '+02:00', '+0200'). */
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The instant or calendar day an ISO 8601 string names, seen in Oslo; `undefined` when the text is not an
 * ISO date or names a day that does not exist (2024-02-30).
 * - With a UTC offset ('2024-05-16T23:30:00Z'): that instant, shown in Oslo time (here 17 May).
 * - Without an offset (a date, or a date-time as a Norwegian system writes it): Oslo wall-clock time, so
 *   '2024-05-17' is 17 May wherever the browser runs.
 */
export function parseInOslo(iso: string): Dayjs | undefined {
  const match = ISO_PATTERN.exec(iso.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, offset] = match;
  if (!isRealDate(Number(year), Number(month), Number(day))) return undefined;
  if (Number(hour ?? 0) > 23 || Number(minute ?? 0) > 59 || Number(second ?? 0) > 59) return undefined;
  const parsed =
    offset === undefined
      ? dayjs.tz(iso.trim().replace(' ', 'T'), OSLO_TIME_ZONE)
      : dayjs(iso.trim()).tz(OSLO_TIME_ZONE);
  return parsed.isValid() ? parsed.locale('nb') : undefined;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2024-05-17T10:00:00Z' → '17.05.2024' (Oslo time); '' for null, undefined or a value that is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  return parseInOslo(iso)?.format(DATE_FORMAT) ?? '';
}

/**
 * '2026-12-10T17:00:00Z' → '10.12.2026 kl. 18:00' (Oslo wall-clock time, 24-hour clock); '' for null,
 * undefined or a value that is not a date.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  return parseInOslo(iso)?.format(DATE_TIME_FORMAT) ?? '';
}

/** '2024-05-17' → '17. 05. 24' (Oslo time); '' for null, undefined or a value that is not a date. */
export function formatDateShort(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  return parseInOslo(iso)?.format(DATE_FORMAT_SHORT) ?? '';
}

const nokFormat = new Intl.NumberFormat('nb-NO', {
  style: 'currency',
  currency: 'NOK',
  signDisplay: 'negative',
});
const volumeFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1, signDisplay: 'negative' });

/**
 * 148230 → '148 230,00 kr' (the group separator and the space before 'kr' are no-break spaces, and a negative
 * amount uses the minus sign '−', as Intl gives them for nb-NO). '' for NaN or an infinite amount.
 */
export function formatNok(amount: number): string {
  return Number.isFinite(amount) ? nokFormat.format(amount) : '';
}

/** 212.44 → '212,4 m³' (at most one decimal; no-break spaces). '' for NaN or an infinite volume. */
export function formatVolume(m3: number): string {
  return Number.isFinite(m3) ? `${volumeFormat.format(m3)}\u00a0m³` : '';
}

/**
 * Whether the day `isoDate` names (in Oslo) lies more than `months` calendar months before today (in Oslo):
 * the terms rule of spec §4 ("approval older than three months"). Approved exactly three months ago today
 * is not older; the day before is. A month end is clamped: three months before 31 May is 29 February in a
 * leap year. Null, undefined or a value that is not a date counts as older (the terms must be approved).
 */
export function isOlderThanMonths(
  isoDate: string | null | undefined,
  months: number,
  now: Date = new Date(),
): boolean {
  if (isoDate === null || isoDate === undefined) return true;
  const approved = parseInOslo(isoDate);
  if (approved === undefined) return true;
  const todayInOslo = dayjs(now).tz(OSLO_TIME_ZONE).format('YYYY-MM-DD');
  // Calendar arithmetic on the bare date, in UTC where no day is shorter or longer than another.
  const limit = dayjs.utc(todayInOslo).subtract(months, 'month').format('YYYY-MM-DD');
  return approved.format('YYYY-MM-DD') < limit;
}

/** Today's date in Oslo as YYYY-MM-DD (what a date field compares with: 'not before today'). */
export function todayInOslo(now: Date = new Date()): string {
  return dayjs(now).tz(OSLO_TIME_ZONE).format('YYYY-MM-DD');
}
