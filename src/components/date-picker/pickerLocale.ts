/* eslint-disable lingui/no-unlocalized-strings -- formats and placeholders of the fields (DD.MM.ÅÅÅÅ is MUI X's own Norwegian placeholder), not texts of the portal */
import type { Locale } from '../../i18n/language';

/**
 * The date fields' formats by language (#43, docs/i18n.md): day before month in both, Norwegian with dots and
 * English with slashes (28/11/2026), the 24-hour clock in both. The stand-ins shown while MUI X loads use the
 * same, so the field does not change when the picker arrives. The placeholders are MUI X's own section names
 * in each language ('ÅÅÅÅ', 'tt' in Norwegian).
 */
export const DATE_FIELD = {
  nb: { format: 'DD.MM.YYYY', placeholder: 'DD.MM.ÅÅÅÅ' },
  en: { format: 'DD/MM/YYYY', placeholder: 'DD/MM/YYYY' },
} satisfies Record<Locale, { format: string; placeholder: string }>;

export const DATE_TIME_FIELD = {
  nb: { format: 'DD.MM.YYYY HH:mm', placeholder: 'DD.MM.ÅÅÅÅ tt:mm' },
  en: { format: 'DD/MM/YYYY HH:mm', placeholder: 'DD/MM/YYYY hh:mm' },
} satisfies Record<Locale, { format: string; placeholder: string }>;

/** dayjs's locale for the calendar (month and weekday names, Monday first in both). */
export const DAYJS_LOCALE: Record<Locale, string> = { nb: 'nb', en: 'en-gb' };
