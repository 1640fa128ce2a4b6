/* eslint-disable lingui/no-unlocalized-strings -- a language tag and a time zone, not texts */
import { activeLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';

/**
 * An instant (epoch ms) as DD.MM.YYYY HH:mm in Oslo time (in English DD/MM/YYYY HH:mm: day before month in both,
 * docs/i18n.md), in the active language unless one is given. With Intl rather than dayjs (src/domain/format.ts):
 * the offline notice that uses it sits in the layouts of the entry chunk. The Intl format is built on first use,
 * not when the entry loads (building one costs tens of milliseconds on a slow phone).
 */
let osloDateTime: Intl.DateTimeFormat | undefined;

function osloDateTimeFormat(): Intl.DateTimeFormat {
  osloDateTime ??= new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return osloDateTime;
}

/** The date (DD.MM.YYYY, or DD/MM/YYYY in English) and the time (HH:mm) of an instant, in Oslo time. */
export function instantParts(
  epochMs: number,
  locale: Locale = activeLocale(),
): { date: string; time: string } {
  const parts = Object.fromEntries(
    osloDateTimeFormat()
      .formatToParts(epochMs)
      .map(({ type, value }) => [type, value]),
  );
  const separator = locale === 'en' ? '/' : '.';
  return {
    date: [parts.day ?? '', parts.month ?? '', parts.year ?? ''].join(separator),
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

export function formatInstant(epochMs: number, locale: Locale = activeLocale()): string {
  const { date, time } = instantParts(epochMs, locale);
  return `${date} ${time}`;
}
