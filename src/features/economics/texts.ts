import type { Catalogs } from '../../i18n/i18n';

/** Økonomi's and the accountant's page's texts, loaded with them (routes.ts). Catalogs in src/locales. */
export const ECONOMICS_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/economics.po'),
  en: () => import('../../locales/en/economics.po'),
};
