import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '../../domain/serviceMenu';

/**
 * The front page's tiles (src/domain/serviceMenu.ts, Norwegian: the domain's words) as messages in the active
 * language (#43): each service's name, as the menu says it (src/app/layouts/menuLabels.ts, which a feature may
 * not import: the same messages), and what it is for. serviceTiles.test.ts holds every tile of every role to
 * these lists.
 */
export const SERVICE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Bestillinger: msg`Bestillinger`,
  Engangskode: msg`Engangskode`,
  Idébank: msg`Idébank`,
  'Kontakt oss': msg`Kontakt oss`,
  'Min skog': msg`Min skog`,
  Plantebestilling: msg`Plantebestilling`,
  Priskalkulator: msg`Priskalkulator`,
  Tømmerinnmelding: msg`Tømmerinnmelding`,
  Tømmerkontrakter: msg`Tømmerkontrakter`,
  Økonomi: msg`Økonomi`,
};

export const SERVICE_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  'Avregninger, årsoppgaver og utbytte per år.': msg`Avregninger, årsoppgaver og utbytte per år.`,
  'Bekreft engangskodene du får fra andelslaget.': msg`Bekreft engangskodene du får fra andelslaget.`,
  'Bestill planter til eiendommen din.': msg`Bestill planter til eiendommen din.`,
  'Eiendommene og hogstfeltene dine på ett kart.': msg`Eiendommene og hogstfeltene dine på ett kart.`,
  'Kontrakter, signering, henteklart og målebrev.': msg`Kontrakter, signering, henteklart og målebrev.`,
  'Kundene dine og økonomien deres.': msg`Kundene dine og økonomien deres.`,
  'Kurs og arrangementer i skogeierlaget, med varsling på SMS og e-post.': msg`Kurs og arrangementer i skogeierlaget, med varsling på SMS og e-post.`,
  'Meld inn tømmer du vil selge, steg for steg.': msg`Meld inn tømmer du vil selge, steg for steg.`,
  'Regn ut hva tømmeret kan være verdt.': msg`Regn ut hva tømmeret kan være verdt.`,
  'Se og signer bestillinger av planter og planer.': msg`Se og signer bestillinger av planter og planer.`,
  'Telefon, e-post og kontorets adresse.': msg`Telefon, e-post og kontorets adresse.`,
};

const inActiveLanguage = (
  messages: Readonly<Record<string, MessageDescriptor>>,
  text: string,
  i18n: I18n,
) => {
  const message = messages[text];
  return message ? i18n._(message) : text;
};

/** A tile's name and description in the active language. */
export const serviceLabel = (item: Pick<MenuItem, 'label'>, i18n: I18n): string =>
  inActiveLanguage(SERVICE_LABELS, item.label, i18n);
export const serviceDescription = (item: Pick<MenuItem, 'description'>, i18n: I18n): string =>
  inActiveLanguage(SERVICE_DESCRIPTIONS, item.description, i18n);
