import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from './serviceMenu';

/**
 * The services' names (./serviceMenu.ts, Norwegian: the domain's words, and the keys here) as messages in the
 * active language (#43), for the menus (src/app/layouts/AppHeader.tsx) and the front page's tiles alike; the
 * tiles' descriptions, which only the front page shows, are its own (src/features/home/serviceDescriptions.ts).
 * serviceMenuTexts.test.ts holds every name of every role's menu and tiles to this list.
 */
export const SERVICE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Bestillinger: msg`Bestillinger`,
  Engangskode: msg`Engangskode`,
  Idébank: msg`Idébank`,
  'Kontakt oss': msg`Kontakt oss`,
  Meny: msg`Meny`,
  'Min skog': msg`Min skog`,
  Plantebestilling: msg`Plantebestilling`,
  Priskalkulator: msg`Priskalkulator`,
  Tømmerinnmelding: msg`Tømmerinnmelding`,
  Tømmerkontrakter: msg`Tømmerkontrakter`,
  Økonomi: msg`Økonomi`,
};

/** A text of ./serviceMenu.ts in the active language: its message in `messages`, or the text as it is. */
export const inActiveLanguage = (
  messages: Readonly<Record<string, MessageDescriptor>>,
  text: string,
  i18n: I18n,
): string => {
  const message = messages[text];
  return message ? i18n._(message) : text;
};

/** A service's name (a menu item's, a tile's) in the active language. */
export const serviceLabel = (item: Pick<MenuItem, 'label'>, i18n: I18n): string =>
  inActiveLanguage(SERVICE_LABELS, item.label, i18n);
