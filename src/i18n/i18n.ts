import { i18n, type Messages } from '@lingui/core';
import { rememberLocale, setDocumentLanguage, type Locale } from './language';

export { i18n };

/** The frame's catalog in each language: `() => import('…/nb/frame.po')`, its own chunk. */
type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * The compiled catalogs, each its own chunk (the Vite plugin compiles a PO file when it is imported): one per
 * language and area (lingui.config.ts), so a page loads only its own texts and the frame's, in the active
 * language only. Plain functions and arrays, nothing evaluated from text: the CSP without 'unsafe-eval' holds.
 * The frame's texts are every page's: the sign-in, the error, update and offline pages, the shared components.
 * Another area's catalogs are found by name ({@link loadTexts}) in a chunk of their own (./areaCatalogs.ts), so the
 * entry holds none of them.
 */
const FRAME: Catalogs = {
  nb: () => import('../locales/nb/frame.po'),
  en: () => import('../locales/en/frame.po'),
};

/** The other areas' catalogs, found by name. */
const areaCatalog = (area: string, locale: Locale) =>
  import('./areaCatalogs').then((catalogs) => catalogs.areaCatalog(area, locale));

/** The areas whose texts the portal has needed so far: a switch of language loads them all anew. */
const wanted = new Set<string>(['frame']);
const loaded = new Map<string, Promise<void>>();

/** Loads one area's catalog in one language (once), without switching to it. */
function loadCatalog(area: string, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = (area === 'frame' ? FRAME[locale]() : areaCatalog(area, locale)).then(({ messages }) => {
      i18n.load(locale, messages);
    });
    // A catalog that did not arrive (offline) may be asked for again.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The language a switch under way goes to (the start-up's first activation too), until its catalogs are in. An
 * area asked for meanwhile ({@link loadTexts}) loads in that language: at start-up the router asks for the
 * address's page and the signed-in layout before the first language is active, and their texts must be the
 * ones the portal is about to speak (a page opened directly in English showed the layout's message ids).
 */
let switchingTo: Locale | null = null;

/** The active language. */
export const activeLocale = (): Locale => (i18n.locale === 'en' ? 'en' : 'nb');

/**
 * Switches the portal to `locale`: the catalogs of every area needed so far first, then every text on screen at
 * once (I18nProvider re-renders what uses it; nothing is mounted again, so forms keep what is typed), `<html
 * lang>`, and the choice remembered when the person made it.
 */
export async function activateLocale(locale: Locale, { remember }: { remember: boolean }): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...wanted].map((area) => loadCatalog(area, locale)));
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
  i18n.activate(locale);
  setDocumentLanguage(locale);
  if (remember) rememberLocale(locale);
}

/**
 * An area's texts (lingui.config.ts), in the active language, before its pages render: a route's `lazy` waits
 * for it beside the page's code. From then on a switch of language loads it too.
 */
export function loadTexts(area: string): Promise<void> {
  wanted.add(area);
  return loadCatalog(area, switchingTo ?? activeLocale()).catch((error: unknown) => {
    // A name without a catalog is a mistake in the code, not a catalog to load again with the next language.
    // (The name is areaCatalogs.ts's UNKNOWN_AREA, written out: importing it would put the list in the entry.)
    if (error instanceof Error && error.name === 'UnknownTextArea') wanted.delete(area);
    throw error;
  });
}
