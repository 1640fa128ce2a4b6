import type { Catalogs } from '../../i18n/i18n';

/** The date pickers' own texts, loaded with MUI X (DateField.tsx, DateTimeField.tsx). Its catalogs in src/locales (lingui.config.ts). */
export const DATE_PICKER_TEXTS: Catalogs = {
  nb: () => import('../../locales/nb/date-picker.po'),
  en: () => import('../../locales/en/date-picker.po'),
};
