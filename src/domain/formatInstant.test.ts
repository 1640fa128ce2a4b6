import { describe, expect, it } from 'vitest';
import { formatInstant, instantParts } from './formatInstant';

describe('formatInstant', () => {
  it('shows an instant as DD.MM.YYYY HH:mm in Oslo time, summer and winter', () => {
    expect(formatInstant(Date.parse('2025-06-30T22:05:00Z'))).toBe('01.07.2025 00:05');
    expect(formatInstant(Date.parse('2025-12-24T07:30:00Z'))).toBe('24.12.2025 08:30');
  });

  it('uses the 24-hour clock and pads single digits', () => {
    expect(formatInstant(Date.parse('2026-03-05T16:09:00Z'))).toBe('05.03.2026 17:09');
  });
});

describe('formatInstant in English (#43)', () => {
  it('keeps the day before the month, with slashes, on the 24-hour clock', () => {
    expect(formatInstant(Date.parse('2026-11-28T13:05:00Z'), 'en')).toBe('28/11/2026 14:05');
    expect(instantParts(Date.parse('2025-06-30T22:05:00Z'), 'en')).toEqual({
      date: '01/07/2025',
      time: '00:05',
    });
  });
});
