import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkReadyForPickup,
  parseNorwegianNumber,
  MAX_CONTRACT_VOLUME_FACTOR,
  MIN_READY_FOR_PICKUP,
  READY_FOR_PICKUP_MESSAGES,
  type ReadyForPickupCheck,
} from './readyForPickup';

const tooSmall: ReadyForPickupCheck = { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooSmall };
const tooLarge: ReadyForPickupCheck = { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.tooLarge };
const invalid: ReadyForPickupCheck = { state: 'invalid', message: READY_FOR_PICKUP_MESSAGES.invalid };
const valid = (quantity: number): ReadyForPickupCheck => ({ state: 'valid', quantity });

describe('checkReadyForPickup: examples', () => {
  it('uses the texts and limits of spec §5/§9', () => {
    expect(READY_FOR_PICKUP_MESSAGES).toEqual({
      tooSmall: 'Henteklart volum kan ikke være mindre enn 1',
      tooLarge: 'Henteklart volum kan ikke være større enn 10 * kontraktsvolum',
      invalid: 'Ugyldig',
    });
    expect(MIN_READY_FOR_PICKUP).toBe(1);
    expect(MAX_CONTRACT_VOLUME_FACTOR).toBe(10);
  });

  it.each([
    ['', 120, { state: 'empty' }],
    ['   ', 120, { state: 'empty' }],
    ['0', 120, tooSmall],
    ['0,5', 120, tooSmall],
    ['0,999', 120, tooSmall],
    ['-5', 120, tooSmall],
    ['1', 120, valid(1)],
    ['1,5', 120, valid(1.5)],
    ['40', 80, valid(40)],
    ['1200', 120, valid(1200)],
    ['1 200', 120, valid(1200)],
    // Thousands grouped with a space or a dot mean the same; a dot is never a decimal point.
    ['1.000', 120, valid(1000)],
    ['1 000', 120, valid(1000)],
    ['1\u00a0000', 120, valid(1000)],
    ['1.000,5', 120, valid(1000.5)],
    ['12,5', 120, valid(12.5)],
    ['1,5.3', 120, invalid],
    ['12.5', 120, invalid],
    ['0.999', 120, invalid],
    ['1.00', 120, invalid],
    ['1.000 000', 120, invalid],
    ['1 2 3', 120, invalid],
    ['1200,1', 120, tooLarge],
    ['1201', 120, tooLarge],
    ['abc', 120, invalid],
    ['1.5.2', 120, invalid],
    ['1,5,2', 120, invalid],
    ['1e3', 120, invalid],
    ['--1', 120, invalid],
    [',5', 120, invalid],
    ['5,', 120, invalid],
  ] satisfies [string, number, ReadyForPickupCheck][])(
    '%j for contract volume %d',
    (typed, volume, expected) => {
      expect(checkReadyForPickup(typed, volume)).toEqual(expected);
    },
  );

  it('answers Ugyldig when the contract volume itself is not a number', () => {
    expect(checkReadyForPickup('10', Number.NaN)).toEqual(invalid);
    expect(checkReadyForPickup('10', Number.POSITIVE_INFINITY)).toEqual(invalid);
  });
});

/** A positive, finite contract volume (m³), from tiny to very large. */
const contractVolume = fc.double({ min: 0.001, max: 1e7, noNaN: true, noDefaultInfinity: true });

/** A plain decimal as a person types it (no exponent), with the number it means. */
const typedDecimal = fc
  .record({
    negative: fc.boolean(),
    whole: fc.oneof(fc.nat({ max: 20 }), fc.nat({ max: 100_000_000 })),
    fraction: fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }),
  })
  .map(({ negative, whole, fraction }) => {
    const withDot = `${negative ? '-' : ''}${String(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
    return { withDot, withComma: withDot.replace('.', ','), quantity: Number(withDot) };
  });

/** What the rule should answer for quantity q against volume v (spec §5): the branch decides the message. */
const expectedFor = (quantity: number, volume: number): ReadyForPickupCheck => {
  if (quantity < 1) return tooSmall;
  if (quantity > 10 * volume) return tooLarge;
  return valid(quantity);
};

const whitespace = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0');

describe('checkReadyForPickup: properties', () => {
  it('is valid exactly when 1 ≤ q ≤ 10v, written with the Norwegian decimal comma', () => {
    fc.assert(
      fc.property(contractVolume, typedDecimal, (volume, { withComma, quantity }) => {
        const byComma = checkReadyForPickup(withComma, volume);
        expect(byComma).toEqual(expectedFor(quantity, volume));
        expect(byComma.state === 'valid').toBe(quantity >= 1 && quantity <= 10 * volume);
      }),
    );
  });

  it('never reads a dot as a decimal point: it is a thousands separator or the text is Ugyldig', () => {
    fc.assert(
      fc.property(contractVolume, typedDecimal, (volume, { withDot, quantity }) => {
        const result = checkReadyForPickup(withDot, volume);
        if (!withDot.includes('.')) {
          expect(result).toEqual(expectedFor(quantity, volume));
        } else if (/^-?[1-9]\d{0,2}\.\d{3}$/.test(withDot)) {
          // '1.000', '12.345': read as thousands, exactly as the same number written with a space.
          expect(result).toEqual(expectedFor(Number(withDot.replace('.', '')), volume));
          expect(result).toEqual(checkReadyForPickup(withDot.replace('.', ' '), volume));
        } else {
          expect(result).toEqual(invalid);
        }
      }),
    );
  });

  it('reads back every number as nb-NO formatting writes it, grouped with spaces or dots', () => {
    const quantity = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(quantity, (value) => {
        const written = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 3 }).format(value);
        const meant = Number(
          written
            .replace(/[\s\u00a0\u202f]/g, '')
            .replace('\u2212', '-')
            .replace(',', '.'),
        );
        expect(parseNorwegianNumber(written)).toBe(meant);
        const withDots = written.replace(/[\u00a0\u202f ]/g, '.');
        expect(parseNorwegianNumber(withDots)).toBe(parseNorwegianNumber(written));
      }),
    );
  });

  it('holds at the edges: 1 and exactly ten times the volume are valid, just outside them is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (volume) => {
        const max = String(10 * volume);
        expect(checkReadyForPickup('1', volume)).toEqual(valid(1));
        expect(checkReadyForPickup(max, volume)).toEqual(valid(10 * volume));
        expect(checkReadyForPickup(`${max},1`, volume)).toEqual(tooLarge);
        expect(checkReadyForPickup('0,9999', volume)).toEqual(tooSmall);
      }),
    );
  });

  it('ignores whitespace around what was typed', () => {
    fc.assert(
      fc.property(
        contractVolume,
        typedDecimal,
        whitespace,
        whitespace,
        (volume, { withComma, quantity }, before, after) => {
          expect(checkReadyForPickup(`${before}${withComma}${after}`, volume)).toEqual(
            expectedFor(quantity, volume),
          );
        },
      ),
    );
  });

  it('treats whitespace only as empty, never as an error', () => {
    fc.assert(
      fc.property(contractVolume, fc.array(whitespace, { maxLength: 5 }), (volume, parts) => {
        expect(checkReadyForPickup(parts.join(''), volume)).toEqual({ state: 'empty' });
      }),
    );
  });

  it('answers Ugyldig for any text that is not a plain decimal number', () => {
    const notANumber = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((text) => text.trim() !== '' && !/^-?\d+(?:,\d+)?$/.test(text.replace(/[\s.]/g, '')));
    fc.assert(
      fc.property(contractVolume, notANumber, (volume, text) => {
        expect(checkReadyForPickup(text, volume)).toEqual(invalid);
      }),
    );
  });
});
