import type { Catalogs } from '../i18n/i18n';

/**
 * The shared texts of the signed-in pages (components, dialogs, the domain's code labels and rules: the `common`
 * area of lingui.config.ts), loaded beside the signed-in layout and with the public pages that fetch
 * (src/app/router.tsx), never on the sign-in page.
 */
export const COMMON_TEXTS: Catalogs = {
  nb: () => import('../locales/nb/common.po'),
  en: () => import('../locales/en/common.po'),
};
