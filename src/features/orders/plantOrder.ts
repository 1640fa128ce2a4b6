import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderLineToCreate, OrderToCreate, Property, TreeSpecies } from '../../api/generated/model';
import { ORDER_TYPE } from '../../domain/codeSets';

/** The tree species of spec §3, in the code set's order: one quantity field each. */
export const PLANT_SPECIES: readonly TreeSpecies[] = [
  'alm',
  'ask',
  'bjoerk',
  'boek',
  'edelgran',
  'eik',
  'furu',
  'hemlock',
  'lerk',
  'lind',
  'loenn',
  'or',
  'selje',
  'sitka',
  'svartOr',
  'tuja',
  'rpRpLst',
  'rpBallert',
];

export const SEASONS = ['var', 'sommer', 'host', 'uke'] as const;
export type Season = (typeof SEASONS)[number];

/** When the plants are wanted, as the person reads it, in the active language. */
export const SEASON_LABELS: Record<Season, MessageDescriptor> = {
  var: msg`Våren`,
  sommer: msg`Sommeren`,
  host: msg`Høsten`,
  uke: msg`En bestemt uke`,
};

/**
 * The same, as the order tells the cooperative (its delivery wish): Norwegian on both languages, since it is the
 * order's data, read by the cooperative's staff, not a text of the page.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the order's data sent to the cooperative, not a text shown */
const SEASON_WISHES: Record<Season, string> = {
  var: 'Våren',
  sommer: 'Sommeren',
  host: 'Høsten',
  uke: 'En bestemt uke',
};
/* eslint-enable lingui/no-unlocalized-strings */

export interface PlantOrderValues {
  quantities: Partial<Record<TreeSpecies, number>>;
  season: Season;
  /** As typed; only used when `season` is 'uke'. */
  week: string;
  comment: string;
}

export const emptyPlantOrder = (): PlantOrderValues => ({
  quantities: {},
  season: 'var',
  week: '',
  comment: '',
});

export const chosenPlants = (values: PlantOrderValues): { species: TreeSpecies; quantity: number }[] =>
  PLANT_SPECIES.flatMap((species) => {
    const quantity = values.quantities[species] ?? 0;
    return quantity > 0 ? [{ species, quantity }] : [];
  });

export interface PlantOrderErrors {
  plants?: MessageDescriptor;
  week?: MessageDescriptor;
}

/** What keeps the order from going on to the summary, by field (messages, shown in the active language). */
export function validatePlantOrder(values: PlantOrderValues): PlantOrderErrors {
  const errors: PlantOrderErrors = {};
  if (chosenPlants(values).length === 0) errors.plants = msg`Skriv inn antall planter for minst ett treslag.`;
  if (values.season === 'uke') {
    const week = Number(values.week.trim());
    if (!/^\d{1,2}$/.test(values.week.trim()) || week < 1 || week > 53) {
      errors.week = msg`Skriv et ukenummer fra 1 til 53.`;
    }
  }
  return errors;
}

/** The delivery wish as the order tells the cooperative: Norwegian on both languages (the order's data). */
export const deliveryWishText = (values: PlantOrderValues): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the order's data sent to the cooperative
  values.season === 'uke' ? `Uke ${values.week.trim()}` : SEASON_WISHES[values.season];

/** The delivery wish as the summary shows it, in the active language. */
export const deliveryWishMessage = (values: PlantOrderValues): MessageDescriptor => {
  const week = values.week.trim();
  return values.season === 'uke' ? msg`Uke ${week}` : SEASON_LABELS[values.season];
};

/** The order to create: a plant order (assumed order type 1) has no project and no price yet. */
export function toPlantOrder(
  values: PlantOrderValues,
  property: Property,
  accountId: string,
  contactId: string,
): OrderToCreate {
  const comment = values.comment.trim();
  return {
    propertyId: property.id,
    projectId: null,
    weightedArea: property.weightedArea,
    accountId,
    portalChangedBy: contactId,
    propertyNumber: property.propertyNumber,
    name: `Plantebestilling ${property.propertyNumber}`,
    orderType: ORDER_TYPE.plants,
    deliveryWish: deliveryWishText(values),
    comment: comment === '' ? null : comment,
  };
}

/** Order lines: one per species with the plants as quantity; the cooperative names and prices them. */
export const toPlantOrderLines = (values: PlantOrderValues, orderId: string): OrderLineToCreate[] =>
  chosenPlants(values).map(({ species, quantity }) => ({ orderId, productId: species, quantity }));
