import { i18n, type Messages } from '@lingui/core';
import { rememberLocale, setDocumentLanguage, type Locale } from './language';

export { i18n };

/**
 * The compiled catalog of one language, its own chunk (the Vite plugin compiles the PO file when it is
 * imported): only the active language's is loaded. Plain functions and arrays, nothing evaluated from text,
 * so the CSP without 'unsafe-eval' holds.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nb: () => import('../locales/nb/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

const loaded = new Set<Locale>();

/** Loads a language's catalog (once) without switching to it. */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  loaded.add(locale);
}

/**
 * Switches the portal to `locale`: its catalog first, then every text on screen at once (I18nProvider
 * re-renders what uses it; nothing is mounted again, so forms keep what is typed), `<html lang>`, and the
 * choice remembered when the person made it.
 */
export async function activateLocale(locale: Locale, { remember }: { remember: boolean }): Promise<void> {
  await loadCatalog(locale);
  i18n.activate(locale);
  setDocumentLanguage(locale);
  if (remember) rememberLocale(locale);
}

/** The active language. */
export const activeLocale = (): Locale => (i18n.locale === 'en' ? 'en' : 'nb');
