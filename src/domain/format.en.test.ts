import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { i18n } from '../i18n/i18n';
import { formatDate, formatDateShort, formatDateTime, formatNok, formatNumber, formatVolume } from './format';
import { formatInstant } from './formatInstant';

/** Intl writes no-break (U+00A0) or narrow no-break (U+202F) spaces; compare with ordinary ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// The domain's tests run in Norwegian with both languages' catalogs loaded (tests/setupDomain.ts).
beforeAll(() => {
  i18n.activate('en');
});

afterAll(() => {
  i18n.activate('nb');
});

describe('the display formats in English (#43)', () => {
  it('writes dates day first with slashes, in Oslo time', () => {
    expect(formatDate('2024-05-17')).toBe('17/05/2024');
    expect(formatDate('2024-05-16T23:30:00Z')).toBe('17/05/2024');
    expect(formatDateShort('2024-05-17')).toBe('17/05/24');
    expect(formatDate(null)).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
  });

  it('writes times as DD/MM/YYYY HH:mm on the 24-hour clock, without «kl.»', () => {
    expect(formatDateTime('2026-12-10T17:00:00Z')).toBe('10/12/2026 18:00');
    expect(formatDateTime('2026-06-10T16:30:00Z')).toBe('10/06/2026 18:30');
    expect(formatInstant(Date.parse('2026-11-28T13:05:00Z'))).toBe('28/11/2026 14:05');
  });

  it('keeps NOK as NOK, with en-GB separators', () => {
    expect(plainSpaces(formatNok(148230))).toBe('NOK 148,230.00');
    expect(plainSpaces(formatNok(999.5))).toBe('NOK 999.50');
    expect(plainSpaces(formatNok(-1000))).toBe('-NOK 1,000.00');
    expect(plainSpaces(formatNok(-0.001))).toBe('NOK 0.00');
    expect(formatNok(148230)).not.toContain(' ');
    expect(formatNok(Number.NaN)).toBe('');
  });

  it('writes volumes and plain numbers with a decimal point and comma grouping', () => {
    expect(plainSpaces(formatVolume(212.44))).toBe('212.4 m³');
    expect(plainSpaces(formatVolume(1234.56))).toBe('1,234.6 m³');
    expect(formatVolume(212.4)).not.toContain(' ');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.56, 0)).toBe('1,235');
  });

  it('follows a switch back to Norwegian at once', () => {
    i18n.activate('nb');
    expect(formatDate('2024-05-17')).toBe('17.05.2024');
    expect(plainSpaces(formatNok(148230))).toBe('148 230,00 kr');
    expect(plainSpaces(formatNumber(1234.5))).toBe('1 234,5');
    i18n.activate('en');
    expect(formatDate('2024-05-17')).toBe('17/05/2024');
  });
});
