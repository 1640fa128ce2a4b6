import type { Messages } from '@lingui/core';
import type { Locale } from './language';

/**
 * Every area's catalog but the frame's (lingui.config.ts), each its own chunk, by language and area: found by
 * name here, in a chunk of its own that the first page with texts beyond the frame's loads, so the entry (which
 * the sign-in page waits for) holds no list of them. The frame's catalogs are imported by src/i18n/i18n.ts.
 */
// File patterns, not text.
// eslint-disable-next-line lingui/no-unlocalized-strings
const CATALOGS = import.meta.glob<{ messages: Messages }>(['../locales/*/*.po', '!../locales/*/frame.po']);

/** The error's name for an area that has no catalog. */
export const UNKNOWN_AREA = 'UnknownTextArea';

/** One area's compiled catalog in one language; refused for an area lingui.config.ts does not have. */
export function areaCatalog(area: string, locale: Locale): Promise<{ messages: Messages }> {
  const load = CATALOGS[`../locales/${locale}/${area}.po`];
  if (load) return load();
  const unknown = new Error(`Ukjent tekstområde: ${area}`);
  unknown.name = UNKNOWN_AREA;
  return Promise.reject(unknown);
}
