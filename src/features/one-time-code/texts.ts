import type { Catalogs } from '../../i18n/i18n';

/** The one-time code page's texts, loaded with it (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const ONE_TIME_CODE_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/one-time-code.po'),
  en: () => import('../../locales/en/one-time-code.po'),
};
