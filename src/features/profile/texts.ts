import type { Catalogs } from '../../i18n/i18n';

/**
 * The profile's texts (Min side, 'Bytt selskap', the contact and account forms), loaded with its pages
 * (routes.ts), and by the contact fields themselves outside them (useProfileTexts.ts). Its catalogs in
 * src/locales (lingui.config.ts). The routes are in the entry: this file holds nothing more.
 */
export const PROFILE_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/profile.po'),
  en: () => import('../../locales/en/profile.po'),
};
