/**
 * The product's name. The service office's name, phone, e-mail, address and opening hours come from each
 * deployment's config.json (`serviceOffice`, src/config.ts): the spec names them without values.
 */
export const PRODUCT_NAME = 'Skogportalen';
