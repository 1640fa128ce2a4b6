/* eslint-disable lingui/no-unlocalized-strings -- date formats, language tags and Intl options, not texts */
/**
 * Display formats of the portal (spec §9): dates as DD.MM.YYYY (or DD. MM. YY) and times as DD.MM.YYYY kl.
 * HH:mm in Norwegian time, amounts as NOK and volumes in cubic metres with Norwegian number formatting.
 * They follow the active language (#43, docs/i18n.md), read when called: in English dates are DD/MM/YYYY and
 * times DD/MM/YYYY HH:mm (day first in both languages), numbers have en-GB separators (1,234.5) and amounts stay
 * NOK ('NOK 148,230.00'). Independent of the time zone and locale of the machine they run on.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/nb';
import { activeLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';

dayjs.extend(utc);
dayjs.extend(timezone);

export const OSLO_TIME_ZONE = 'Europe/Oslo';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_FORMAT_SHORT = 'DD. MM. YY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY [kl.] HH:mm';

/** The dayjs formats of each language: day before month in both (docs/i18n.md). */
const DATE_FORMATS: Record<Locale, { date: string; short: string; dateTime: string }> = {
  nb: { date: DATE_FORMAT, short: DATE_FORMAT_SHORT, dateTime: DATE_TIME_FORMAT },
  en: { date: 'DD/MM/YYYY', short: 'DD/MM/YY', dateTime: 'DD/MM/YYYY HH:mm' },
};

/** The BCP 47 tag whose number formatting each language uses. */
const NUMBER_LOCALES: Record<Locale, string> = { nb: 'nb-NO', en: 'en-GB' };

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

/**
 * '2024-05-17T10:00:00Z' → '17.05.2024' (Oslo time; in English '17/05/2024'); '' for null, undefined or a value
 * that is not a date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  return parseInOslo(iso)?.format(DATE_FORMATS[activeLocale()].date) ?? '';
}

/**
 * '2026-12-10T17:00:00Z' → '10.12.2026 kl. 18:00' (Oslo wall-clock time, 24-hour clock; in English
 * '10/12/2026 18:00'); '' for null, undefined or a value that is not a date.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  return parseInOslo(iso)?.format(DATE_FORMATS[activeLocale()].dateTime) ?? '';
}

/**
 * '2024-05-17' → '17. 05. 24' (Oslo time; in English '17/05/24'); '' for null, undefined or a value that is not
 * a date.
 */
export function formatDateShort(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  return parseInOslo(iso)?.format(DATE_FORMATS[activeLocale()].short) ?? '';
}

/**
 * The Intl number formats, built on first use and kept per language and kind: building one costs tens of
 * milliseconds on a slow phone, too much to spend when the module loads.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = activeLocale();
  const key = `${locale}:${kind}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * 148230 → '148 230,00 kr' (the group separator and the space before 'kr' are no-break spaces, and a negative
 * amount uses the minus sign '−', as Intl gives them for nb-NO); in English 'NOK 148,230.00' (a no-break space
 * after NOK, '-NOK 1,000.00' for a negative, as Intl gives them for en-GB). '' for NaN or an infinite amount.
 */
export function formatNok(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  return numberFormat('nok', { style: 'currency', currency: 'NOK', signDisplay: 'negative' }).format(amount);
}

/**
 * 212.44 → '212,4 m³' (at most one decimal; no-break spaces); in English '212.4 m³' ('1,234.6 m³'). '' for NaN
 * or an infinite volume.
 */
export function formatVolume(m3: number): string {
  if (!Number.isFinite(m3)) return '';
  return `${numberFormat('volume', { maximumFractionDigits: 1, signDisplay: 'negative' }).format(m3)}\u00a0m³`;
}

/**
 * A plain number with the active language's separators and at most `maximumFractionDigits` decimals (3 unless
 * given, as `toLocaleString` does): 1234.5 → '1 234,5' (no-break space) in Norwegian, '1,234.5' in English.
 * For the counts and areas a page shows in its own words ('1 200 planter', '12,5 daa'). '' for NaN or infinity.
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(`number${String(maximumFractionDigits)}`, {
    maximumFractionDigits,
    signDisplay: 'negative',
  }).format(value);
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
