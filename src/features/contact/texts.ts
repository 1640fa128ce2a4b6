import type { Catalogs } from '../../i18n/i18n';

/** The contact page's texts, loaded with it (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const CONTACT_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/contact.po'),
  en: () => import('../../locales/en/contact.po'),
};
