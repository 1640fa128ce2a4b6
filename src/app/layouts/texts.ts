import type { Catalogs } from '../../i18n/i18n';

/** The signed-in layout's texts (its header, menus and footer), loaded with it (src/app/router.tsx). Its catalogs in src/locales (lingui.config.ts). */
export const LAYOUT_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/layout.po'),
  en: () => import('../../locales/en/layout.po'),
};
