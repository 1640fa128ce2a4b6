import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  digitsOnly,
  formatKontonummer,
  formatOrganisasjonsnummer,
  formatPhone,
  isValidFodselsnummer,
  isValidKontonummer,
  isValidNorwegianPhone,
  isValidOrganisasjonsnummer,
  isValidPostnummer,
  validateKontonummer,
  validateOrganisasjonsnummer,
  validatePhone,
  validatePostnummer,
} from './norwegianNumbers';
import { kari, ola, anne, per, tone, siri, lars, eva, nils } from '../../tests/personas';

const VALID_FODSELSNUMMER = [
  kari.pid,
  ola.pid,
  anne.pid,
  per.pid,
  tone.pid,
  siri.pid,
  lars.pid,
  eva.pid,
  nils.pid,
];
const VALID_ORGANISASJONSNUMMER = ['923456783', '934567897', '812345672', '987654325', '975318648'];
const VALID_KONTONUMMER = ['15031234562', '12345678903'];

// ---------------------------------------------------------------------------------------------------------
// A test-local oracle, written out plainly and independently of the module under test.
// ---------------------------------------------------------------------------------------------------------

/** 11 - (weighted sum mod 11); 11 → 0; 10 stays 10 (meaning "no control digit exists"). */
function expectedControl(digits: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += Number(digits.charAt(i)) * (weights[i] ?? 0);
  }
  const control = 11 - (sum % 11);
  return control === 11 ? 0 : control;
}

const ORGNR_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const KONTO_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const FNR_WEIGHTS_1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const FNR_WEIGHTS_2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function oracleDatePlausible(fnr: string): boolean {
  const day = Number(fnr.slice(0, 2));
  const month = Number(fnr.slice(2, 4));
  const dayOk = (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
  const monthOk = (month >= 1 && month <= 12) || (month >= 41 && month <= 52) || (month >= 81 && month <= 92);
  return dayOk && monthOk;
}

function oracleFodselsnummer(fnr: string): boolean {
  if (!/^\d{11}$/.test(fnr) || !oracleDatePlausible(fnr)) return false;
  const k1 = expectedControl(fnr, FNR_WEIGHTS_1);
  if (k1 === 10 || String(k1) !== fnr.charAt(9)) return false;
  const k2 = expectedControl(fnr, FNR_WEIGHTS_2);
  return k2 !== 10 && String(k2) === fnr.charAt(10);
}

const digitStrings = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A 9-digit fødselsnummer base with a plausible date: real, D-number and synthetic test-month variants. */
const plausibleFnrBase = fc
  .record({
    day: fc.integer({ min: 1, max: 31 }),
    dNumber: fc.boolean(),
    month: fc.integer({ min: 1, max: 12 }),
    monthOffset: fc.constantFrom(0, 40, 80),
    year: fc.integer({ min: 0, max: 99 }),
    individual: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ day, dNumber, month, monthOffset, year, individual }) =>
      `${pad2(day + (dNumber ? 40 : 0))}${pad2(month + monthOffset)}${pad2(year)}${String(individual).padStart(3, '0')}`,
  );

/** Every valid number of a kind: a prefix plus its control digit(s), when those exist. */
const validOrgnr = digitStrings(8)
  .map((prefix) => ({ prefix, control: expectedControl(prefix, ORGNR_WEIGHTS) }))
  .filter(({ control }) => control !== 10)
  .map(({ prefix, control }) => `${prefix}${String(control)}`);

const validKontonummer = digitStrings(10)
  .map((prefix) => ({ prefix, control: expectedControl(prefix, KONTO_WEIGHTS) }))
  .filter(({ control }) => control !== 10)
  .map(({ prefix, control }) => `${prefix}${String(control)}`);

const validFnr = plausibleFnrBase
  .map((base) => ({ base, k1: expectedControl(base, FNR_WEIGHTS_1) }))
  .filter(({ k1 }) => k1 !== 10)
  .map(({ base, k1 }) => `${base}${String(k1)}`)
  .map((ten) => ({ ten, k2: expectedControl(ten, FNR_WEIGHTS_2) }))
  .filter(({ k2 }) => k2 !== 10)
  .map(({ ten, k2 }) => `${ten}${String(k2)}`);

const replaceAt = (value: string, index: number, char: string) =>
  `${value.slice(0, index)}${char}${value.slice(index + 1)}`;

const swapAt = (value: string, i: number, j: number) =>
  replaceAt(replaceAt(value, i, value.charAt(j)), j, value.charAt(i));

/** Every variant of `value` with exactly one digit replaced by a different digit. */
function singleDigitErrors(value: string): string[] {
  const variants: string[] = [];
  for (let index = 0; index < value.length; index++) {
    for (let digit = 0; digit <= 9; digit++) {
      if (String(digit) !== value.charAt(index)) variants.push(replaceAt(value, index, String(digit)));
    }
  }
  return variants;
}

/** Every variant of `value` with two different adjacent digits swapped. */
function adjacentTranspositions(value: string): string[] {
  const variants: string[] = [];
  for (let index = 0; index + 1 < value.length; index++) {
    if (value.charAt(index) !== value.charAt(index + 1)) variants.push(swapAt(value, index, index + 1));
  }
  return variants;
}

// ---------------------------------------------------------------------------------------------------------
// Example tests
// ---------------------------------------------------------------------------------------------------------

describe('digitsOnly', () => {
  it('removes spaces and dots and nothing else', () => {
    expect(digitsOnly('1503.12.34562')).toBe('15031234562');
    expect(digitsOnly(' 923 456\u00a0783 ')).toBe('923456783');
    expect(digitsOnly('+47 912 34 567')).toBe('+4791234567');
    expect(digitsOnly('12-34')).toBe('12-34');
  });
});

describe('isValidFodselsnummer', () => {
  it.each(VALID_FODSELSNUMMER)('accepts %s', (fnr) => {
    expect(isValidFodselsnummer(fnr)).toBe(true);
  });

  it('accepts the numbers with spaces or dots between digit groups', () => {
    expect(isValidFodselsnummer('150165 10073')).toBe(true);
    expect(isValidFodselsnummer(' 15.01.65 100 73 ')).toBe(true);
  });

  it('rejects every single altered digit of the known numbers', () => {
    for (const fnr of VALID_FODSELSNUMMER) {
      for (let index = 0; index < 11; index++) {
        const altered = replaceAt(fnr, index, String((Number(fnr.charAt(index)) + 1) % 10));
        expect(isValidFodselsnummer(altered), altered).toBe(false);
      }
    }
  });

  it('rejects wrong lengths, letters and other separators', () => {
    for (const value of [
      '',
      '1501651007',
      `${kari.pid}0`,
      '1501651007a',
      '15016-510073',
      `${kari.pid}x`,
      '12345678901',
    ]) {
      expect(isValidFodselsnummer(value), value).toBe(false);
    }
  });

  /** A number for the date part `ddmmyy`: the first individual number whose two controls both exist. */
  const numberBornOn = (datePart: string): string => {
    for (let individual = 0; individual < 1000; individual++) {
      const base = `${datePart}${String(individual).padStart(3, '0')}`;
      const k1 = expectedControl(base, FNR_WEIGHTS_1);
      if (k1 === 10) continue;
      const k2 = expectedControl(`${base}${String(k1)}`, FNR_WEIGHTS_2);
      if (k2 !== 10) return `${base}${String(k1)}${String(k2)}`;
    }
    throw new Error(`no number for ${datePart}`);
  };

  it('accepts D-numbers (day + 40) and synthetic test months (+ 40, + 80) when the controls are right', () => {
    expect(isValidFodselsnummer(numberBornOn('550165'))).toBe(true); // D-number, day 15
    expect(isValidFodselsnummer(numberBornOn('154165'))).toBe(true); // month 01 + 40
    expect(isValidFodselsnummer(numberBornOn('158165'))).toBe(true); // month 01 + 80
    expect(isValidFodselsnummer(numberBornOn('719290'))).toBe(true); // day 31 + 40, month 12 + 80
    expect(isValidFodselsnummer(numberBornOn('010100'))).toBe(true); // lowest real day and month
  });

  it('rejects a number whose controls are right but whose date is impossible', () => {
    // day 0, day 32, day 40 / 72 (D-number out of range), month 0, 13, 40, 53, 80, 93
    for (const datePart of [
      '000165',
      '320165',
      '400165',
      '720165',
      '150065',
      '151365',
      '154065',
      '155365',
      '158065',
      '159365',
    ]) {
      const fnr = numberBornOn(datePart);
      expect(isValidFodselsnummer(fnr), fnr).toBe(false);
    }
  });
});

describe('isValidOrganisasjonsnummer', () => {
  it.each(VALID_ORGANISASJONSNUMMER)('accepts %s', (orgnr) => {
    expect(isValidOrganisasjonsnummer(orgnr)).toBe(true);
  });

  it('accepts separators', () => {
    expect(isValidOrganisasjonsnummer('923 456 783')).toBe(true);
    expect(isValidOrganisasjonsnummer('923.456.783')).toBe(true);
  });

  it('rejects altered digits, wrong lengths and non-digits', () => {
    for (const orgnr of VALID_ORGANISASJONSNUMMER) {
      for (let index = 0; index < 9; index++) {
        const altered = replaceAt(orgnr, index, String((Number(orgnr.charAt(index)) + 1) % 10));
        expect(isValidOrganisasjonsnummer(altered), altered).toBe(false);
      }
    }
    for (const value of ['', '92345678', '9234567830', '92345678a', '923-456-783', 'MVA923456783']) {
      expect(isValidOrganisasjonsnummer(value), value).toBe(false);
    }
  });

  it('rejects a prefix whose control would be 10, whatever the last digit', () => {
    // Weighted sum of 00000300: 3 × 4 = 12 ≡ 1 (mod 11), so the control would be 11 − 1 = 10.
    expect(expectedControl('00000300', ORGNR_WEIGHTS)).toBe(10);
    for (let last = 0; last <= 9; last++) {
      expect(isValidOrganisasjonsnummer(`00000300${String(last)}`)).toBe(false);
    }
  });
});

describe('isValidKontonummer', () => {
  it.each(VALID_KONTONUMMER)('accepts %s', (konto) => {
    expect(isValidKontonummer(konto)).toBe(true);
  });

  it('accepts the usual dotted and spaced forms', () => {
    expect(isValidKontonummer('1503.12.34562')).toBe(true);
    expect(isValidKontonummer('1503 12 34562')).toBe(true);
  });

  it('rejects altered digits, wrong lengths and non-digits', () => {
    for (const konto of VALID_KONTONUMMER) {
      for (let index = 0; index < 11; index++) {
        const altered = replaceAt(konto, index, String((Number(konto.charAt(index)) + 1) % 10));
        expect(isValidKontonummer(altered), altered).toBe(false);
      }
    }
    for (const value of ['', '1503123456', '150312345620', '1503-12-34562', 'NO9315031234562']) {
      expect(isValidKontonummer(value), value).toBe(false);
    }
  });
});

describe('isValidPostnummer', () => {
  it('accepts exactly four digits, with separators ignored', () => {
    expect(isValidPostnummer('0150')).toBe(true);
    expect(isValidPostnummer('9990')).toBe(true);
    expect(isValidPostnummer(' 7 800 ')).toBe(true);
  });

  it('rejects other lengths and non-digits', () => {
    for (const value of ['', '150', '01500', 'O150', '01-50', '-150']) {
      expect(isValidPostnummer(value), value).toBe(false);
    }
  });
});

describe('isValidNorwegianPhone', () => {
  it('accepts eight digits starting with 2-9, with or without +47 / 0047', () => {
    for (const value of [
      '91234567',
      '22334455',
      '412 34 567',
      '+4791234567',
      '+47 912 34 567',
      '004791234567',
    ]) {
      expect(isValidNorwegianPhone(value), value).toBe(true);
    }
  });

  it('rejects a first digit 0 or 1, wrong lengths, other prefixes and non-digits', () => {
    for (const value of [
      '',
      '01234567',
      '11234567',
      '9123456',
      '912345678',
      '+4691234567',
      '47 91234567',
      '+47',
      '+470123456',
      '9123456a',
      '912-34-567',
    ]) {
      expect(isValidNorwegianPhone(value), value).toBe(false);
    }
  });
});

describe('formatters', () => {
  it('formats a kontonummer as 4.2.5', () => {
    expect(formatKontonummer('15031234562')).toBe('1503.12.34562');
    expect(formatKontonummer('1503 12 34562')).toBe('1503.12.34562');
    expect(formatKontonummer('12345')).toBe('12345');
  });

  it('formats an organisasjonsnummer as 3 3 3', () => {
    expect(formatOrganisasjonsnummer('923456783')).toBe('923 456 783');
    expect(formatOrganisasjonsnummer('923.456.783')).toBe('923 456 783');
    expect(formatOrganisasjonsnummer('Ukjent')).toBe('Ukjent');
  });

  it('formats a phone number as 3 2 3, keeping a country prefix as +47', () => {
    expect(formatPhone('91234567')).toBe('912 34 567');
    expect(formatPhone('9123 4567')).toBe('912 34 567');
    expect(formatPhone('+4791234567')).toBe('+47 912 34 567');
    expect(formatPhone('004791234567')).toBe('+47 912 34 567');
    expect(formatPhone('+46 70 123 45 67')).toBe('+46 70 123 45 67');
  });
});

describe('form validators', () => {
  it('treat an empty field as valid (required-ness is the form’s rule)', () => {
    for (const validate of [
      validatePostnummer,
      validatePhone,
      validateOrganisasjonsnummer,
      validateKontonummer,
    ]) {
      expect(validate('')).toBe(true);
    }
  });

  it('return true for valid values', () => {
    expect(validatePostnummer('0150')).toBe(true);
    expect(validatePhone('912 34 567')).toBe(true);
    expect(validateOrganisasjonsnummer('923 456 783')).toBe(true);
    expect(validateKontonummer('1503.12.34562')).toBe(true);
  });

  it('return the exact Norwegian message for invalid values, also for white space only', () => {
    expect(validatePostnummer('150')).toBe('Postnummer må være fire siffer.');
    expect(validatePostnummer('  ')).toBe('Postnummer må være fire siffer.');
    expect(validatePhone('1234567')).toBe('Telefonnummer må være åtte siffer.');
    expect(validatePhone('12345678')).toBe('Telefonnummer må være åtte siffer.');
    expect(validateOrganisasjonsnummer('923456784')).toBe(
      'Organisasjonsnummeret er ikke gyldig. Sjekk at du har skrevet ni siffer riktig.',
    );
    expect(validateKontonummer('15031234563')).toBe(
      'Kontonummeret er ikke gyldig. Sjekk at du har skrevet elleve siffer riktig.',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Property-based tests
// ---------------------------------------------------------------------------------------------------------

describe('mod 11 properties', () => {
  it('organisasjonsnummer: prefix + d is valid iff d is the computed control (and none is when it is 10)', () => {
    fc.assert(
      fc.property(digitStrings(8), (prefix) => {
        const control = expectedControl(prefix, ORGNR_WEIGHTS);
        for (let last = 0; last <= 9; last++) {
          expect(isValidOrganisasjonsnummer(`${prefix}${String(last)}`)).toBe(
            control !== 10 && last === control,
          );
        }
      }),
    );
  });

  it('kontonummer: prefix + d is valid iff d is the computed control (and none is when it is 10)', () => {
    fc.assert(
      fc.property(digitStrings(10), (prefix) => {
        const control = expectedControl(prefix, KONTO_WEIGHTS);
        for (let last = 0; last <= 9; last++) {
          expect(isValidKontonummer(`${prefix}${String(last)}`)).toBe(control !== 10 && last === control);
        }
      }),
    );
  });

  it('fødselsnummer: a plausible base + k1 k2 is valid iff both controls exist and match', () => {
    fc.assert(
      fc.property(plausibleFnrBase, (base) => {
        const k1 = expectedControl(base, FNR_WEIGHTS_1);
        const validEnding =
          k1 === 10
            ? undefined
            : (() => {
                const k2 = expectedControl(`${base}${String(k1)}`, FNR_WEIGHTS_2);
                return k2 === 10 ? undefined : `${String(k1)}${String(k2)}`;
              })();
        for (let ending = 0; ending <= 99; ending++) {
          const twoDigits = pad2(ending);
          expect(isValidFodselsnummer(`${base}${twoDigits}`)).toBe(twoDigits === validEnding);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('fødselsnummer: any 11 digits agree with the oracle (date rule and both controls)', () => {
    fc.assert(
      fc.property(digitStrings(11), (value) => {
        expect(isValidFodselsnummer(value)).toBe(oracleFodselsnummer(value));
      }),
      { numRuns: 500 },
    );
    // Random digits are almost never valid, so also feed numbers built to be valid.
    fc.assert(
      fc.property(validFnr, (value) => {
        expect(oracleFodselsnummer(value)).toBe(true);
        expect(isValidFodselsnummer(value)).toBe(true);
      }),
    );
  });

  // A single-digit error changes the weighted sum (control digit counted with weight 1) by w·δ with
  // w in 1..9 and δ in ±1..±9. Since 11 is prime and neither factor is a multiple of 11, the sum changes
  // modulo 11, so every single-digit error is caught. For fødselsnummer the first check covers digits 1-10
  // and the second covers digit 11.
  it('changing any single digit of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(validOrgnr, (orgnr) => {
        for (const variant of singleDigitErrors(orgnr))
          expect(isValidOrganisasjonsnummer(variant)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(validKontonummer, (konto) => {
        for (const variant of singleDigitErrors(konto)) expect(isValidKontonummer(variant)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(validFnr, (fnr) => {
        for (const variant of singleDigitErrors(fnr)) expect(isValidFodselsnummer(variant)).toBe(false);
      }),
    );
  });

  // Swapping adjacent digits a ≠ b at positions i, i+1 changes the weighted sum by (a − b)(w[i+1] − w[i]).
  // It goes unnoticed only if w[i+1] ≡ w[i] (mod 11). With the control digit as weight 1, the neighbouring
  // weight differences are: orgnr −1, 5, −1, −1, −1, −1, −1, −1; kontonummer −1, −1, −1, 5, −1, −1, −1, −1,
  // −1, −1; fødselsnummer (first check, digits 1-10) 4, −1, −5, 7, 1, −5, 1, −3, −1, and a swap of digits
  // 10 and 11 changes digit 10, which the first check alone catches. None is 0 mod 11, so for these three
  // weight sets every adjacent transposition is caught: the property holds universally here.
  it('transposing two different adjacent digits of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(validOrgnr, (orgnr) => {
        for (const variant of adjacentTranspositions(orgnr)) {
          expect(isValidOrganisasjonsnummer(variant)).toBe(false);
        }
      }),
    );
    fc.assert(
      fc.property(validKontonummer, (konto) => {
        for (const variant of adjacentTranspositions(konto)) expect(isValidKontonummer(variant)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(validFnr, (fnr) => {
        for (const variant of adjacentTranspositions(fnr)) expect(isValidFodselsnummer(variant)).toBe(false);
      }),
    );
  });

  // The limit of the scheme: a swap of two non-adjacent digits whose weights are equal leaves the sum
  // unchanged, so it is NOT caught (kontonummer positions 1 and 7 both weigh 5; orgnr positions 1 and 7 both
  // weigh 3). This pins down that the checks are exactly mod 11 and not something stricter.
  it('does not catch a swap of two digits with equal weights (a known limit of mod 11)', () => {
    fc.assert(
      fc.property(validKontonummer, (konto) => {
        expect(isValidKontonummer(swapAt(konto, 0, 6))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(validOrgnr, (orgnr) => {
        expect(isValidOrganisasjonsnummer(swapAt(orgnr, 0, 6))).toBe(true);
      }),
    );
  });

  it('ignores spaces and dots inserted anywhere between digits', () => {
    const separated = (value: string) =>
      fc
        .array(fc.constantFrom('', ' ', '.'), { minLength: value.length, maxLength: value.length })
        .map((seps) => Array.from(value, (char, index) => `${char}${seps[index] ?? ''}`).join(''));
    fc.assert(
      fc.property(
        validKontonummer.chain((konto) => separated(konto)),
        (value) => {
          expect(isValidKontonummer(value)).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(
        validOrgnr.chain((orgnr) => separated(orgnr)),
        (value) => {
          expect(isValidOrganisasjonsnummer(value)).toBe(true);
        },
      ),
    );
  });
});
