import type { Catalogs } from '../../i18n/i18n';

/** The forest-plan order's texts (by order code, and by municipality), loaded with its pages (routes.ts). */
export const PLAN_ORDER_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/plan-order.po'),
  en: () => import('../../locales/en/plan-order.po'),
};
