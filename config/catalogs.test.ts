import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGLISH = resolve(import.meta.dirname, '../src/locales/en');

/** A catalog's translations: the Norwegian text (with its context, if any) → the English. */
function translations(file: string): Map<string, string> {
  const text = readFileSync(join(ENGLISH, file), 'utf8');
  const found = new Map<string, string>();
  for (const [, context, source, english] of text.matchAll(
    /^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm,
  )) {
    if (source) found.set(context ? `${source} [${context}]` : source, english ?? '');
  }
  return found;
}

/**
 * Lingui gives a text its id from the Norwegian (and its context): the same Norwegian in two areas is one
 * message at run time, and the English of whichever catalog loaded last would win. So the same Norwegian has
 * the same English in every catalog; where it must read differently, the code gives it a context.
 */
describe('the English catalogs', () => {
  it('give the same Norwegian text the same English everywhere', () => {
    const byText = new Map<string, Map<string, string[]>>();
    const files = readdirSync(ENGLISH).filter((file) => file.endsWith('.po'));
    for (const file of files) {
      for (const [source, english] of translations(file)) {
        const versions = byText.get(source) ?? new Map<string, string[]>();
        versions.set(english, [...(versions.get(english) ?? []), file]);
        byText.set(source, versions);
      }
    }
    const differing = [...byText]
      .filter(([, versions]) => versions.size > 1)
      .map(([source, versions]) => `${source}: ${JSON.stringify(Object.fromEntries(versions))}`);
    expect(files.length).toBeGreaterThan(10);
    expect(differing).toEqual([]);
  });
});
