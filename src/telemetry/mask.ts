/* eslint-disable lingui/no-unlocalized-strings -- placeholders in error tracking (never shown to a person) and the technical words it keeps */
/**
 * Masking of personal data in text: what error reports (errorTracking.ts) and usage telemetry (scrub.ts)
 * both apply. Pure, no imports: it is in the entry chunk with error tracking.
 */
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const EMAIL = /[^\s@"'<>()/]+@[^\s@"'<>()/]+\.[a-z]{2,}/gi;
/**
 * Eight or more digits, also with spaces or dots between: phone (8), organisasjonsnummer (9), kontonummer
 * (11, also as 1503.12.34562), fødselsnummer (11, also as 150165 10073), and +47 in front of a phone number.
 */
const LONG_NUMBER = /\d(?:[ .]?\d){7,}/g;

/** Tokens, e-mail addresses and the long numbers above. */
export function maskNumbersAndAddresses(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[e-post]').replace(LONG_NUMBER, '[tall]');
}

const NAME_WORD = '[A-ZÆØÅÄÖÜÉ][a-zæøåäöüé]+(?:-[A-ZÆØÅÄÖÜÉ][a-zæøåäöüé]+)?';
/** Two or more capitalised words in a row, 'Kari Nordmann' or 'Anne-Lise Berg': how a name is written. */
const NAME_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])${NAME_WORD}(?:[ \\u00a0]+${NAME_WORD})+(?![\\p{L}\\p{N}])`,
  'gu',
);
/**
 * Capitalised words of the error messages browsers and libraries write ('Network Error', 'Minified React
 * error'): a run made only of these is not a name.
 */
const TECHNICAL_WORDS: ReadonlySet<string> = new Set([
  'Abort',
  'Bad',
  'Cannot',
  'Chunk',
  'Dynamically',
  'Error',
  'Failed',
  'Found',
  'Gateway',
  'Imported',
  'Internal',
  'Invalid',
  'Loading',
  'Minified',
  'Module',
  'Network',
  'Not',
  'React',
  'Request',
  'Script',
  'Server',
  'Service',
  'Timeout',
  'Too',
  'Type',
  'Unavailable',
  'Unexpected',
]);

/** Masks runs of capitalised words that are not all technical words. */
export function maskNameLikeRuns(text: string): string {
  return text.replace(NAME_RUN, (run) =>
    run.split(/[ \u00a0]+/).every((word) => TECHNICAL_WORDS.has(word)) ? run : '[navn]',
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for the personal values the portal knows it shows (the signed-in person's and the accounts'
 * names, e-mail, phone, street address), as whole words in any case: 'acc-kari' loses 'kari' as well.
 */
export function knownValuesPattern(values: readonly string[]): RegExp | null {
  // A name or street also as its parts: 'Kari' and 'Nordmann' of 'Kari Nordmann', 'Nordmannsvegen' of
  // 'Nordmannsvegen 12'.
  const parts = values
    .filter((value) => !value.includes('@'))
    .flatMap((value) => value.match(/\p{L}{3,}/gu) ?? []);
  const words = [
    ...new Set([...values, ...parts].map((value) => value.trim()).filter((value) => value.length >= 2)),
  ]
    // Longest first, so 'Kari Nordmann' goes whole rather than as 'Kari' and 'Nordmann'.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}
