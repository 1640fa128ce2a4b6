import type { Catalogs } from '../../i18n/i18n';

/**
 * The timber contracts' texts (the list, the contract's pages and dialogs, the ready-for-pickup rule), loaded
 * with each of the feature's pages (routes.ts). Its catalogs in src/locales (lingui.config.ts).
 */
export const TIMBER_CONTRACTS_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/timber-contracts.po'),
  en: () => import('../../locales/en/timber-contracts.po'),
};
