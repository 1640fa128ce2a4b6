import { describe, expect, it } from 'vitest';
import { normalizePasscode, validatePasscode } from './passcode';

describe('one-time code', () => {
  it('drops spaces and dashes from what is pasted or typed', () => {
    expect(normalizePasscode('48 21')).toBe('4821');
    expect(normalizePasscode(' 4821-93 ')).toBe('482193');
    expect(normalizePasscode('48\u00a021–93')).toBe('482193');
    expect(normalizePasscode('48a1')).toBe('48a1');
  });

  it('accepts 4 to 8 digits', () => {
    expect(validatePasscode('')).toBe('Skriv inn koden du har fått.');
    expect(validatePasscode('482')).toBe('Koden består av 4 til 8 siffer.');
    expect(validatePasscode('48a1')).toBe('Koden består av 4 til 8 siffer.');
    expect(validatePasscode('123456789')).toBe('Koden består av 4 til 8 siffer.');
    expect(validatePasscode('4821')).toBe(true);
    expect(validatePasscode('12345678')).toBe(true);
  });
});
