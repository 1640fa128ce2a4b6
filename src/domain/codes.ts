/**
 * Codes and names of the spec's code sets that the sandbox API uses too (src/domain/codeSets.ts re-exports
 * them): no messages here, since the sandbox runs this module under tsx, without Lingui's macros compiled
 * (config/sandbox-without-macros.test.ts).
 */

/** Order types (openapi OrderType): 13 is the spec's; plant and forest-plan orders are assumed. */
export const ORDER_TYPE = { plants: 1, environmentalPlan: 13, forestPlan: 14 } as const;

/**
 * The tree species' Norwegian names as the cooperative's systems write them (an order line's `productName`: the
 * API's data, which the sandbox API writes with these). Not for the portal's own text: that is
 * treeSpeciesLabel (codeSets.ts), in the active language. Plain strings, so the sandbox runs them without Lingui.
 */
/* eslint-disable lingui/no-unlocalized-strings -- The API's data (its product names), not the portal's text. */
const TREE_SPECIES_NAMES: Readonly<Record<string, string>> = {
  alm: 'Alm',
  ask: 'Ask',
  bjoerk: 'Bjørk',
  boek: 'Bøk',
  edelgran: 'Edelgran',
  eik: 'Eik',
  furu: 'Furu',
  hemlock: 'Hemlock',
  lerk: 'Lerk',
  lind: 'Lind',
  loenn: 'Lønn',
  or: 'Or',
  selje: 'Selje',
  sitka: 'Sitka',
  svartOr: 'Svartor',
  tuja: 'Tuja',
  rpRpLst: 'Osp',
  rpBallert: 'Gran',
};
const UNKNOWN_TREE_SPECIES_NAME = 'Ukjent treslag';
/* eslint-enable lingui/no-unlocalized-strings */

/** A tree species' Norwegian name, as the API writes it in its data (see TREE_SPECIES_NAMES). */
export const treeSpeciesName = (code: string | null | undefined): string =>
  (code !== null && code !== undefined && Object.hasOwn(TREE_SPECIES_NAMES, code)
    ? TREE_SPECIES_NAMES[code]
    : undefined) ?? UNKNOWN_TREE_SPECIES_NAME;
