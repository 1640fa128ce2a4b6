import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '../../domain/serviceMenu';
import { inActiveLanguage } from '../../domain/serviceMenuTexts';

/**
 * What each service on the front page is for (src/domain/serviceMenu.ts, Norwegian: the keys here), as messages
 * in the active language (#43); the services' names are the menus' too (src/domain/serviceMenuTexts.ts).
 * serviceDescriptions.test.ts holds every tile of every role to this list.
 */
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

/** A tile's description in the active language. */
export const serviceDescription = (item: Pick<MenuItem, 'description'>, i18n: I18n): string =>
  inActiveLanguage(SERVICE_DESCRIPTIONS, item.description, i18n);
