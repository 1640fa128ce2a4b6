import type { Catalogs } from '../../i18n/i18n';

/** The price calculator's texts, loaded with it (routes.ts). Its catalogs in src/locales (lingui.config.ts). */
export const PRICE_CALCULATOR_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/price-calculator.po'),
  en: () => import('../../locales/en/price-calculator.po'),
};
