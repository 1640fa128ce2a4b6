/* eslint-disable lingui/no-unlocalized-strings -- the start-up error has its texts in both languages here, not in the catalogs it may fail to load (docs/i18n.md) */
import type { Locale } from '../i18n/language';

/**
 * The start-up error's texts in both languages, written here instead of in the catalogs (#43): the page is
 * shown when the portal could not start, which may be because the language's catalog did not arrive. The one
 * place outside the catalogs with English text (docs/i18n.md); eslint.config.js leaves this file out of the
 * unlocalized-strings rule for that reason.
 */
export interface StartupErrorTexts {
  offlineTitle: string;
  offlineBody: (product: string) => string;
  failedTitle: (product: string) => string;
  contactBefore: string;
  contactAt: string;
  contactAfter: string;
  reload: string;
}

export const STARTUP_ERROR_TEXTS: Record<Locale, StartupErrorTexts> = {
  nb: {
    offlineTitle: 'Du er frakoblet',
    offlineBody: (product) =>
      `${product} trenger nett for å starte og for å logge inn. Last inn siden på nytt når du er på nett igjen.`,
    failedTitle: (product) => `${product} kunne ikke starte`,
    contactBefore: 'Kontakt kundeservice',
    contactAt: 'på',
    contactAfter: 'om feilen fortsetter.',
    reload: 'Last inn på nytt',
  },
  en: {
    offlineTitle: 'You are offline',
    offlineBody: (product) =>
      `${product} needs a network connection to start and to sign in. Reload the page when you are back online.`,
    failedTitle: (product) => `${product} could not start`,
    contactBefore: 'Contact customer service',
    contactAt: 'on',
    contactAfter: 'if the problem continues.',
    reload: 'Reload',
  },
};
