import type { Catalogs } from '../../i18n/i18n';

/**
 * The profile's texts (Min side, 'Bytt selskap', the contact and account forms), loaded with its pages
 * (routes.ts) and by the contact form's module for the terms dialog (contactForm.tsx). Its catalogs in
 * src/locales (lingui.config.ts).
 */
export const PROFILE_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/profile.po'),
  en: () => import('../../locales/en/profile.po'),
};
