import type { Catalogs } from '../../i18n/i18n';

/**
 * The texts of the sign-in's steps after BankID (the callback, 'Jeg er...', 'Vi fant deg ikke'), loaded with
 * their pages (routes.ts). The sign-in page's own are in the frame's catalog: it must not wait for another.
 * Its catalogs in src/locales (lingui.config.ts).
 */
export const SIGN_IN_STEPS_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/sign-in-steps.po'),
  en: () => import('../../locales/en/sign-in-steps.po'),
};
