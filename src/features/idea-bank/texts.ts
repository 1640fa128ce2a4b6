import type { Catalogs } from '../../i18n/i18n';

/** The idea bank's texts, loaded with its pages (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const IDEA_BANK_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/idea-bank.po'),
  en: () => import('../../locales/en/idea-bank.po'),
};
