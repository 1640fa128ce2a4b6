import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '../navigation';

/**
 * The menu's labels (src/domain/serviceMenu.ts, Norwegian: the domain's names for the services) as messages in
 * the active language (#43). A label missing here stays Norwegian: src/app/layouts/menuLabels.test.ts holds
 * every label of every role's menu to this list.
 */
export const MENU_LABELS: Readonly<Record<string, MessageDescriptor>> = {
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

/** A menu item's label in the active language. */
export function menuLabel(item: Pick<MenuItem, 'label'>, i18n: I18n): string {
  const message = MENU_LABELS[item.label];
  return message ? i18n._(message) : item.label;
}
