import type { Catalogs } from '../../i18n/i18n';

/** The front page's texts, loaded with it (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const HOME_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/home.po'),
  en: () => import('../../locales/en/home.po'),
};
