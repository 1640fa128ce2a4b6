import type { Catalogs } from '../../i18n/i18n';

/**
 * The timber contracts' texts, in two areas for the size budget of /timberContract (lingui.config.ts,
 * scripts/size.ts), each loaded with its routes (routes.ts). The list page's (its cards, the track repair
 * dialog, the contract's journey): what /timberContract waits for.
 */
export const TIMBER_CONTRACTS_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/timber-contracts.po'),
  en: () => import('../../locales/en/timber-contracts.po'),
};

/**
 * Every page of the feature's (signing, ready for pickup, the environmental report, the measurement notes, the
 * contract files: with the journey they show), and the ready-for-pickup rule's messages.
 */
export const TIMBER_CONTRACT_PAGES_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/timber-contract-pages.po'),
  en: () => import('../../locales/en/timber-contract-pages.po'),
};
