import type { Catalogs } from '../i18n/i18n';

/**
 * The longer shared texts only some pages show (the `guides` area of lingui.config.ts: the assortment guide, the
 * environmental report's questions, the maps' own texts), loaded beside those pages'
 * code (src/app/router.tsx) and beside the contract map (src/components/map/ContractMapToggle.tsx).
 */
export const GUIDE_TEXTS: Catalogs = {
  nb: () => import('../locales/nb/guides.po'),
  en: () => import('../locales/en/guides.po'),
};
