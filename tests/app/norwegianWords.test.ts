import { describe, expect, it } from 'vitest';
import { ALLOWED, NORWEGIAN_WORDS, norwegianIn } from '../e2e/norwegianWords';

/** The English check's matcher (tests/e2e/english-words.spec.ts): what it counts as a Norwegian word. */
const words = (text: string) => norwegianIn(text).map(({ word }) => word);

describe('the English check’s Norwegian words', () => {
  it('lists at least 40 of the portal’s common words, each once', () => {
    expect(NORWEGIAN_WORDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(NORWEGIAN_WORDS.map((word) => word.toLowerCase())).size).toBe(NORWEGIAN_WORDS.length);
    for (const word of ['Tømmerkontrakter', 'Bestillinger', 'Økonomi', 'Lagre', 'Avbryt', 'Prøv igjen']) {
      expect(NORWEGIAN_WORDS).toContain(word);
    }
  });

  it('finds listed words as whole words, in any case, and phrases across a line break', () => {
    expect(words('Lagre endringene eller AVBRYT')).toEqual(['Lagre', 'eller', 'AVBRYT']);
    expect(words('Prøv\nigjen')).toEqual(['Prøv igjen']);
    expect(words('Kontraktene og kontrakter')).toEqual(['og', 'kontrakter']);
  });

  it('finds any word with æ, ø or å, and nothing in plain English', () => {
    expect(words('Tømmeroppgjør for 2026')).toEqual(['Tømmeroppgjør']);
    expect(words('Save, Cancel, Try again, Send code, Status, For sale, Sign in')).toEqual([]);
    expect(words('Timber contracts (6) · Orders · Finances')).toEqual([]);
  });

  it('leaves out the allowed names, also when they hold a listed word, and says why each is allowed', () => {
    expect(
      words('Skogportalen · Test-BankID · Glommen Mjøsen Skog · Feil Skog · Eva Feil · Nils Ny'),
    ).toEqual([]);
    expect(words('Feil Skog: Feil')).toEqual(['Feil']);
    for (const { text, why } of ALLOWED) expect(why, text).not.toBe('');
  });

  it('leaves out e-mail and web addresses', () => {
    expect(words('E-mail kundeservice@skogeierandelslaget.no, or see https://skog.example/vilkår')).toEqual(
      [],
    );
  });

  it('gives the text around each word', () => {
    expect(norwegianIn('Your contracts. Tømmerkontrakter (6) are here.')).toEqual([
      { word: 'Tømmerkontrakter', context: 'Your contracts. Tømmerkontrakter (6) are here.' },
    ]);
  });
});
