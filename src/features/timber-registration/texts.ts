import type { Catalogs } from '../../i18n/i18n';

/** The timber registration's texts, loaded with its page (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const TIMBER_REGISTRATION_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/timber-registration.po'),
  en: () => import('../../locales/en/timber-registration.po'),
};
