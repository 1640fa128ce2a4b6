import { activeLocale } from '../i18n/i18n';

/**
 * A count or an area with the active language's separators (nb-NO '1 234,5', en-GB '1,234.5'), as
 * `toLocaleString('nb-NO')` gave the orders pages before #43. Temporary: helper common's branch adds the same
 * `formatNumber(value, maximumFractionDigits)` to src/domain/format.ts; once both are merged, the orders and
 * plan-order imports move there and this file goes.
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  // Language tags, not text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return new Intl.NumberFormat(activeLocale() === 'en' ? 'en-GB' : 'nb-NO', { maximumFractionDigits }).format(
    value,
  );
}
