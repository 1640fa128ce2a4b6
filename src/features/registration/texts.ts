import type { Catalogs } from '../../i18n/i18n';

/** The registration pages' texts, loaded with them (routes.ts). Their catalogs in src/locales (lingui.config.ts). */
export const REGISTRATION_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/registration.po'),
  en: () => import('../../locales/en/registration.po'),
};
