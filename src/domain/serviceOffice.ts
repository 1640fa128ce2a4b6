/**
 * The cooperative's service office. The spec names these constants without their values; these are the
 * sandbox's placeholders until the cooperative supplies the real ones.
 */
export const PRODUCT_NAME = 'Skogportalen';
export const SERVICE_OFFICE = {
  name: 'Skogeierandelslagets kundeservice',
  phone: '62 00 00 00',
  phoneHref: 'tel:+4762000000',
  email: 'kundeservice@skogeierandelslaget.no',
  address: 'Postboks 100, 2301 Hamar',
  openingHours: 'Hverdager 08.00–15.30',
} as const;
