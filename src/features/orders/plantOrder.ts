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

export const SEASON_LABELS: Record<Season, string> = {
  var: 'Våren',
  sommer: 'Sommeren',
  host: 'Høsten',
  uke: 'En bestemt uke',
};

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
  plants?: string;
  week?: string;
}

/** What keeps the order from going on to the summary, in Norwegian, by field. */
export function validatePlantOrder(values: PlantOrderValues): PlantOrderErrors {
  const errors: PlantOrderErrors = {};
  if (chosenPlants(values).length === 0) errors.plants = 'Skriv inn antall planter for minst ett treslag.';
  if (values.season === 'uke') {
    const week = Number(values.week.trim());
    if (!/^\d{1,2}$/.test(values.week.trim()) || week < 1 || week > 53) {
      errors.week = 'Skriv et ukenummer fra 1 til 53.';
    }
  }
  return errors;
}

export const deliveryWishText = (values: PlantOrderValues): string =>
  values.season === 'uke' ? `Uke ${values.week.trim()}` : SEASON_LABELS[values.season];

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
