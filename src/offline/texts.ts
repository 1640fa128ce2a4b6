import type { Catalogs } from '../i18n/i18n';

/**
 * The update prompt's texts (the `update` area of lingui.config.ts), loaded with the service worker's
 * registration (src/offline/serviceWorker.ts), as the prompt's code is, so they are at hand when a version waits.
 */
export const UPDATE_TEXTS: Catalogs = {
  nb: () => import('../locales/nb/update.po'),
  en: () => import('../locales/en/update.po'),
};
