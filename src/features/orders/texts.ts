import type { Catalogs } from '../../i18n/i18n';

/** The orders pages' texts (Bestillinger, Plantebestilling), loaded with them (routes.ts). */
export const ORDERS_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/orders.po'),
  en: () => import('../../locales/en/orders.po'),
};
