import type { Catalogs } from '../../i18n/i18n';

/** 'Min skog''s texts (the page, its map and table), loaded with it (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const MY_FOREST_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/my-forest.po'),
  en: () => import('../../locales/en/my-forest.po'),
};
