import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNok,
  formatVolume,
  isOlderThanMonths,
  todayInOslo,
} from './format';

/** Intl writes no-break (U+00A0) or narrow no-break (U+202F) spaces; compare with ordinary ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('formats an ISO date as DD.MM.YYYY', () => {
    expect(formatDate('2024-05-17')).toBe('17.05.2024');
    expect(formatDate('2024-01-01')).toBe('01.01.2024');
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
    expect(formatDate('1999-12-31T12:00:00Z')).toBe('31.12.1999');
  });

  it('shows an instant late in the UTC evening as the next day in Oslo', () => {
    // Summer (CEST, UTC+2) and winter (CET, UTC+1)
    expect(formatDate('2024-05-16T23:30:00Z')).toBe('17.05.2024');
    expect(formatDate('2024-05-16T21:59:59Z')).toBe('16.05.2024');
    expect(formatDate('2024-05-16T22:00:00Z')).toBe('17.05.2024');
    expect(formatDate('2024-01-15T23:30:00Z')).toBe('16.01.2024');
    expect(formatDate('2024-01-15T22:59:59Z')).toBe('15.01.2024');
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('01.01.2025');
  });

  it('honours an explicit UTC offset', () => {
    expect(formatDate('2024-05-16T20:30:00-05:00')).toBe('17.05.2024'); // 01:30 UTC → 03:30 Oslo
    expect(formatDate('2024-05-17T00:30:00+02:00')).toBe('17.05.2024');
    expect(formatDate('2024-05-17T00:30:00+0300')).toBe('16.05.2024'); // 21:30 UTC → 23:30 Oslo
  });

  it('moves the midnight boundary with the daylight saving switch in spring', () => {
    // 31 March 2024: clocks go from 02:00 CET to 03:00 CEST (01:00 UTC).
    expect(formatDate('2024-03-30T22:59:59Z')).toBe('30.03.2024'); // 23:59:59 CET
    expect(formatDate('2024-03-30T23:00:00Z')).toBe('31.03.2024'); // 00:00 CET
    expect(formatDate('2024-03-31T21:59:59Z')).toBe('31.03.2024'); // 23:59:59 CEST
    expect(formatDate('2024-03-31T22:00:00Z')).toBe('01.04.2024'); // 00:00 CEST
  });

  it('moves the midnight boundary with the daylight saving switch in autumn', () => {
    // 27 October 2024: clocks go from 03:00 CEST back to 02:00 CET (01:00 UTC).
    expect(formatDate('2024-10-26T21:59:59Z')).toBe('26.10.2024'); // 23:59:59 CEST
    expect(formatDate('2024-10-26T22:00:00Z')).toBe('27.10.2024'); // 00:00 CEST
    expect(formatDate('2024-10-27T22:59:59Z')).toBe('27.10.2024'); // 23:59:59 CET
    expect(formatDate('2024-10-27T23:00:00Z')).toBe('28.10.2024'); // 00:00 CET
  });

  it('reads a date-time without offset as Oslo wall-clock time, also in the hour the clocks skip', () => {
    expect(formatDate('2024-05-17T00:30:00')).toBe('17.05.2024');
    expect(formatDate('2024-05-17T23:59')).toBe('17.05.2024');
    expect(formatDate('2024-05-17 23:59:59')).toBe('17.05.2024');
    expect(formatDate('2024-03-31T02:30:00')).toBe('31.03.2024');
  });

  it('returns an empty string for null, undefined and anything that is not a real ISO date', () => {
    for (const value of [
      null,
      undefined,
      '',
      'garbage',
      '17.05.2024',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-05-17T24:00:00Z',
      '2024-05-17T10:60:00Z',
      '2024-5-7',
    ]) {
      expect(formatDate(value), String(value)).toBe('');
    }
  });

  describe('independent of the machine’s time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each([
      ['UTC', 0],
      ['America/Los_Angeles', 420],
      ['Pacific/Kiritimati', -840],
    ] as const)('gives Oslo dates when TZ is %s', (tz, offsetMinutes) => {
      vi.stubEnv('TZ', tz);
      // The stub really moved the process's time zone (UTC, UTC−7 in May, UTC+14):
      expect(new Date('2024-05-16T23:30:00Z').getTimezoneOffset()).toBe(offsetMinutes);
      expect(formatDate('2024-05-16T23:30:00Z')).toBe('17.05.2024');
      expect(formatDate('2024-05-17')).toBe('17.05.2024');
      expect(formatDate('2024-05-17T00:30:00')).toBe('17.05.2024');
      expect(isOlderThanMonths('2024-02-17', 3, new Date('2024-05-16T22:30:00Z'))).toBe(false);
      expect(isOlderThanMonths('2024-02-16', 3, new Date('2024-05-16T22:30:00Z'))).toBe(true);
    });
  });
});

describe('formatDateShort', () => {
  it('formats as DD. MM. YY in Oslo time', () => {
    expect(formatDateShort('2024-05-17')).toBe('17. 05. 24');
    expect(formatDateShort('2000-01-09T12:00:00Z')).toBe('09. 01. 00');
    expect(formatDateShort('2024-12-31T23:30:00Z')).toBe('01. 01. 25');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDateShort(null)).toBe('');
    expect(formatDateShort(undefined)).toBe('');
    expect(formatDateShort('2024-02-30')).toBe('');
  });
});

describe('formatDateTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('formats an instant as DD.MM.YYYY kl. HH:mm on the 24-hour clock in Oslo', () => {
    expect(formatDateTime('2026-12-10T18:00:00+01:00')).toBe('10.12.2026 kl. 18:00');
    expect(formatDateTime('2026-12-10T17:00:00Z')).toBe('10.12.2026 kl. 18:00'); // CET, UTC+1
    expect(formatDateTime('2026-06-10T16:30:00Z')).toBe('10.06.2026 kl. 18:30'); // CEST, UTC+2
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01.01.2027 kl. 00:30');
  });

  it('reads a value without offset as Oslo wall-clock time, and a date as its midnight', () => {
    expect(formatDateTime('2026-06-10T18:30')).toBe('10.06.2026 kl. 18:30');
    expect(formatDateTime('2026-06-10')).toBe('10.06.2026 kl. 00:00');
  });

  it('follows the daylight saving changes', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(formatDateTime('2026-03-29T00:30:00Z')).toBe('29.03.2026 kl. 01:30');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 kl. 03:00');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC, so 02:30 happens twice.
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25.10.2026 kl. 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25.10.2026 kl. 02:30');
    expect(formatDateTime('2026-10-25T02:00:00Z')).toBe('25.10.2026 kl. 03:00');
  });

  it('gives Oslo time whatever the machine’s time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(new Date('2026-12-10T17:00:00Z').getTimezoneOffset()).toBe(480);
    expect(formatDateTime('2026-12-10T17:00:00Z')).toBe('10.12.2026 kl. 18:00');
    expect(formatDateTime('2026-06-10T18:30')).toBe('10.06.2026 kl. 18:30');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('2026-02-30T10:00:00Z')).toBe('');
    expect(formatDateTime('10.12.2026 18:00')).toBe('');
  });
});

describe('formatNok', () => {
  it('formats as Norwegian kroner with two decimals, space grouping and a trailing kr', () => {
    expect(plainSpaces(formatNok(148230))).toBe('148 230,00 kr');
    expect(plainSpaces(formatNok(0))).toBe('0,00 kr');
    expect(plainSpaces(formatNok(8000))).toBe('8 000,00 kr');
    expect(plainSpaces(formatNok(999.5))).toBe('999,50 kr');
    expect(plainSpaces(formatNok(1234567.891))).toBe('1 234 567,89 kr');
  });

  it('uses no-break spaces, so an amount never wraps across lines', () => {
    expect(formatNok(148230)).not.toContain(' ');
    expect(formatNok(148230)).toMatch(/^148[\u00a0\u202f]230,00[\u00a0\u202f]kr$/);
  });

  it('writes a negative amount with the minus sign, and a rounded-away negative as zero', () => {
    expect(plainSpaces(formatNok(-1000))).toBe('\u22121 000,00 kr');
    expect(plainSpaces(formatNok(-0.001))).toBe('0,00 kr');
  });

  it('returns an empty string for NaN and infinity', () => {
    expect(formatNok(Number.NaN)).toBe('');
    expect(formatNok(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatVolume', () => {
  it('formats cubic metres with at most one decimal and a comma', () => {
    expect(plainSpaces(formatVolume(212.4))).toBe('212,4 m³');
    expect(plainSpaces(formatVolume(212.44))).toBe('212,4 m³');
    expect(plainSpaces(formatVolume(212.46))).toBe('212,5 m³');
    expect(plainSpaces(formatVolume(212))).toBe('212 m³');
    expect(plainSpaces(formatVolume(1234.56))).toBe('1 234,6 m³');
    expect(plainSpaces(formatVolume(0))).toBe('0 m³');
  });

  it('handles negatives and values that round to zero', () => {
    expect(plainSpaces(formatVolume(-12.34))).toBe('\u221212,3 m³');
    expect(plainSpaces(formatVolume(-0.04))).toBe('0 m³');
  });

  it('keeps the unit on the same line and returns an empty string for NaN', () => {
    expect(formatVolume(212.4)).not.toContain(' ');
    expect(formatVolume(Number.NaN)).toBe('');
  });
});

describe('isOlderThanMonths', () => {
  const now = new Date('2024-05-17T10:00:00Z');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('treats a missing or unreadable approval date as older', () => {
    expect(isOlderThanMonths(null, 3, now)).toBe(true);
    expect(isOlderThanMonths(undefined, 3, now)).toBe(true);
    expect(isOlderThanMonths('', 3, now)).toBe(true);
    expect(isOlderThanMonths('ikke en dato', 3, now)).toBe(true);
  });

  it('is false for exactly three months ago today, true for the day before', () => {
    expect(isOlderThanMonths('2024-02-17', 3, now)).toBe(false);
    expect(isOlderThanMonths('2024-02-17T00:00:00+01:00', 3, now)).toBe(false);
    expect(isOlderThanMonths('2024-02-16', 3, now)).toBe(true);
    expect(isOlderThanMonths('2024-02-16T22:59:59Z', 3, now)).toBe(true); // 23:59:59 on 16 Feb in Oslo
  });

  it('is false for recent approvals, today and (clock skew) the future', () => {
    expect(isOlderThanMonths('2024-03-01', 3, now)).toBe(false);
    expect(isOlderThanMonths('2024-05-17T09:00:00Z', 3, now)).toBe(false);
    expect(isOlderThanMonths('2024-06-01', 3, now)).toBe(false);
  });

  it('is true for approvals long ago', () => {
    expect(isOlderThanMonths('2023-05-17', 3, now)).toBe(true);
    expect(isOlderThanMonths('2024-01-31', 3, now)).toBe(true);
  });

  it('compares calendar days in Oslo, not in UTC', () => {
    // Approved 23:30 UTC on 16 Feb = 00:30 on 17 Feb in Oslo: exactly three months before 17 May.
    expect(isOlderThanMonths('2024-02-16T23:30:00Z', 3, now)).toBe(false);
    // "Now" is 00:30 on 17 May in Oslo although it is still 16 May in UTC.
    const justAfterOsloMidnight = new Date('2024-05-16T22:30:00Z');
    expect(isOlderThanMonths('2024-02-17', 3, justAfterOsloMidnight)).toBe(false);
    expect(isOlderThanMonths('2024-02-16', 3, justAfterOsloMidnight)).toBe(true);
    const justBeforeOsloMidnight = new Date('2024-05-16T21:59:59Z');
    expect(isOlderThanMonths('2024-02-16', 3, justBeforeOsloMidnight)).toBe(false);
    expect(isOlderThanMonths('2024-02-15', 3, justBeforeOsloMidnight)).toBe(true);
  });

  it('clamps to the end of a shorter month', () => {
    // Three months before 31 May is 29 February in a leap year and 28 February otherwise.
    expect(isOlderThanMonths('2024-02-29', 3, new Date('2024-05-31T10:00:00Z'))).toBe(false);
    expect(isOlderThanMonths('2024-02-28', 3, new Date('2024-05-31T10:00:00Z'))).toBe(true);
    expect(isOlderThanMonths('2023-02-28', 3, new Date('2023-05-31T10:00:00Z'))).toBe(false);
    expect(isOlderThanMonths('2023-02-27', 3, new Date('2023-05-31T10:00:00Z'))).toBe(true);
  });

  it('counts across a year end and for other month counts', () => {
    expect(isOlderThanMonths('2023-11-15', 3, new Date('2024-02-15T12:00:00Z'))).toBe(false);
    expect(isOlderThanMonths('2023-11-14', 3, new Date('2024-02-15T12:00:00Z'))).toBe(true);
    expect(isOlderThanMonths('2024-04-17', 1, now)).toBe(false);
    expect(isOlderThanMonths('2024-04-16', 1, now)).toBe(true);
    expect(isOlderThanMonths('2023-05-17', 12, now)).toBe(false);
    expect(isOlderThanMonths('2023-05-16', 12, now)).toBe(true);
  });

  it('uses the current time when no "now" is given', () => {
    vi.useFakeTimers({ now });
    expect(isOlderThanMonths('2024-02-17', 3)).toBe(false);
    expect(isOlderThanMonths('2024-02-16', 3)).toBe(true);
  });
});

describe('todayInOslo', () => {
  it('is the calendar day in Oslo, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Oslo (UTC+1 in winter).
    expect(todayInOslo(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInOslo(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });
});
