/**
 * Which language the portal speaks to this browser (#43): Norwegian Bokmål, the source, or English. The first
 * visit follows the browser's languages (Norwegian of any kind, nb, nn or no, gives Norwegian, anything else
 * English); a choice made with the language switch is remembered in local storage, which no sign-out clears
 * (src/session/clearSession.ts clears session storage): it is a setting of the browser, not personal data.
 */
export const LOCALES = ['nb', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'nb';

/** Local storage's key for the chosen language. */
export const LANGUAGE_KEY = 'skogportal.språk';

const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/** Norwegian of any kind: Bokmål, Nynorsk, or just «Norwegian» (no, no-NO, nb-NO, nn-NO). */
const NORWEGIAN = /^(nb|nn|no)(-|$)/i;

/** The language the browser asks for: Norwegian when its first language is Norwegian, else English. */
export function browserLocale(languages: readonly string[]): Locale {
  const first = languages[0];
  if (first === undefined) return SOURCE_LOCALE;
  return NORWEGIAN.test(first) ? 'nb' : 'en';
}

function storedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage turned off (a private window in some browsers): the browser's language each time.
    return null;
  }
}

/** The language to start in: the one chosen before in this browser, or the browser's. */
export function initialLocale(): Locale {
  return (
    storedLocale() ??
    browserLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language])
  );
}

/** Remembers a chosen language for the next visit. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Not remembered: the switch still works for this visit.
  }
}

/**
 * The web app manifest of each language (config/pwa.ts): the same app (one `id`), with the description in the
 * language. A manifest has no per-language fields that Chromium reads, so the page links the one of its language.
 */
export const WEB_APP_MANIFEST_HREF: Readonly<Record<Locale, string>> = {
  // Files' addresses, not texts.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  nb: '/manifest.webmanifest',
  // eslint-disable-next-line lingui/no-unlocalized-strings
  en: '/manifest.en.webmanifest',
};

/**
 * `<html lang>`: screen readers pronounce the page's text in its language. The manifest link (the built page
 * has one; the dev server none) follows it, so a browser that offers to install the portal describes it in the
 * page's language.
 */
export function setDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && manifest.getAttribute('href') !== WEB_APP_MANIFEST_HREF[locale]) {
    manifest.setAttribute('href', WEB_APP_MANIFEST_HREF[locale]);
  }
}
