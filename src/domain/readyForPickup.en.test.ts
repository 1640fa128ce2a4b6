import { describe, expect, it } from 'vitest';
import { checkReadyForPickup, parseEnglishNumber, READY_FOR_PICKUP_MESSAGES } from './readyForPickup';

const invalid = { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.invalid };

describe('checkReadyForPickup on an English page (#43): a number as English writes it', () => {
  it.each([
    ['12.5', { state: 'valid', quantity: 12.5 }],
    ['40', { state: 'valid', quantity: 40 }],
    ['1,200', { state: 'valid', quantity: 1200 }],
    ['1 200', { state: 'valid', quantity: 1200 }],
    ['1,199.75', { state: 'valid', quantity: 1199.75 }],
    ['0.5', { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooSmall }],
    ['1201', { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooLarge }],
    // A comma is never a decimal point in English: '12,5' is not a number, and neither is a stray comma.
    ['12,5', invalid],
    ['1,20', invalid],
    ['1.200.5', invalid],
    ['', { state: 'empty' }],
  ])('reads %j against a contract volume of 120', (typed, expected) => {
    expect(checkReadyForPickup(typed, 120, 'en')).toEqual(expected);
  });

  it('reads Norwegian by default, as before', () => {
    expect(checkReadyForPickup('12,5', 120)).toEqual({ state: 'valid', quantity: 12.5 });
    expect(checkReadyForPickup('12.5', 120)).toEqual(invalid);
  });

  it('parses the minus signs Intl writes', () => {
    expect(parseEnglishNumber('\u22125')).toBe(-5);
    expect(parseEnglishNumber('-1,000.5')).toBe(-1000.5);
    expect(parseEnglishNumber('abc')).toBeNull();
  });
});
