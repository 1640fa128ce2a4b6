import {
  LoggingType,
  OperationType,
  type AssortmentPrice,
  type ConsiderationQuestion,
  type EnvironmentalQuestionId,
  type TreeSpecies,
} from '../../../src/api/generated/model/index.ts';
import { isOneOf } from '../values.ts';

/**
 * Timber registration (tømmerinnmelding): the cooperative's price lists of assortments and the environmental
 * questions it asks per logging type. The registrations themselves are contracts (contracts/seed.ts).
 */

export interface RegistrationData {
  /** When each registration was sent (ms since epoch): the wizard posts its contract lines right after. */
  registrationsSentAt: Map<string, number>;
  /** The number of the next registration (TI-<year>-<nnn>); a deleted draft's number is not given again. */
  nextRegistrationNumber: number;
}

export function createRegistrationData(): RegistrationData {
  // TI-2026-001 is Ola Hansen's seeded draft.
  return { registrationsSentAt: new Map(), nextRegistrationNumber: 2 };
}

// ── Assortments and prices ──

type AssortmentKind = 'sawlog' | 'pulpwood' | 'energy';

const ASSORTMENT_IDS = [
  'sagtommer-gran',
  'sagtommer-furu',
  'massevirke-gran',
  'massevirke-furu',
  'massevirke-lauv',
  'gfl-biovirke',
  'massevirke-osp',
] as const;
type AssortmentId = (typeof ASSORTMENT_IDS)[number];

export const isAssortmentId = isOneOf(ASSORTMENT_IDS);

interface PriceListAssortment {
  id: AssortmentId;
  name: string;
  treeSpecies: TreeSpecies | null;
  description: string;
  kind: AssortmentKind;
  /** Whether the cooperative buys it now (ASSORTMENT_STATUS). */
  active: boolean;
}

export const ASSORTMENTS: readonly PriceListAssortment[] = [
  {
    id: 'sagtommer-gran',
    name: 'Sagtømmer gran',
    treeSpecies: 'rpBallert',
    description: 'Friskt og rettvokst granvirke til sag, toppdiameter fra 14 cm.',
    kind: 'sawlog',
    active: true,
  },
  {
    id: 'sagtommer-furu',
    name: 'Sagtømmer furu',
    treeSpecies: 'furu',
    description: 'Friskt og rettvokst furuvirke til sag, toppdiameter fra 14 cm.',
    kind: 'sawlog',
    active: true,
  },
  {
    id: 'massevirke-gran',
    name: 'Massevirke gran',
    treeSpecies: 'rpBallert',
    description: 'Gran til tremasse og papir, toppdiameter fra 5 cm.',
    kind: 'pulpwood',
    active: true,
  },
  {
    id: 'massevirke-furu',
    name: 'Massevirke furu',
    treeSpecies: 'furu',
    description: 'Furu til cellulose, toppdiameter fra 5 cm.',
    kind: 'pulpwood',
    active: true,
  },
  {
    id: 'massevirke-lauv',
    name: 'Massevirke lauv',
    treeSpecies: 'bjoerk',
    description: 'Bjørk og annet lauv til cellulose, toppdiameter fra 5 cm.',
    kind: 'pulpwood',
    active: true,
  },
  {
    id: 'gfl-biovirke',
    name: 'GFL biovirke',
    treeSpecies: null,
    description: 'Gran, furu og lauv som ikke holder massevirkekvalitet, til flis og bioenergi.',
    kind: 'energy',
    active: true,
  },
  {
    id: 'massevirke-osp',
    name: 'Massevirke osp',
    treeSpecies: 'rpRpLst',
    description: 'Osp til tremasse. Kjøpes ikke inn for tiden.',
    kind: 'pulpwood',
    active: false,
  },
];

/**
 * NOK per m³ at the roadside landing (levert bilvei) for an operation by the cooperative, by municipality
 * (knr). Close to the sawmills of Brumunddal and Hamar sawlogs fetch a little more; any other municipality
 * gets the default list.
 */
const DEFAULT_PRICES: Record<AssortmentId, number> = {
  'sagtommer-gran': 640,
  'sagtommer-furu': 600,
  'massevirke-gran': 355,
  'massevirke-furu': 335,
  'massevirke-lauv': 320,
  'gfl-biovirke': 215,
  'massevirke-osp': 280,
};

const MUNICIPALITY_PRICES: Partial<Record<string, Record<AssortmentId, number>>> = {
  // Ringsaker
  '3411': {
    'sagtommer-gran': 655,
    'sagtommer-furu': 610,
    'massevirke-gran': 365,
    'massevirke-furu': 340,
    'massevirke-lauv': 325,
    'gfl-biovirke': 225,
    'massevirke-osp': 285,
  },
  // Hamar
  '3403': {
    'sagtommer-gran': 650,
    'sagtommer-furu': 615,
    'massevirke-gran': 360,
    'massevirke-furu': 345,
    'massevirke-lauv': 320,
    'gfl-biovirke': 230,
    'massevirke-osp': 280,
  },
};

/**
 * In a private operation (2 Privat drift, 6 Privat med entreprenør) the owner does or buys the harvesting
 * and hauls the timber to the roadside, so the cooperative pays this much more per m³. Planned operations (4)
 * and second-hand suppliers (7) get the list price, as an operation by the cooperative does.
 */
const PRIVATE_OPERATION_SUPPLEMENT: Record<AssortmentKind, number> = { sawlog: 25, pulpwood: 15, energy: 10 };
const PRIVATE_OPERATIONS: readonly OperationType[] = [
  OperationType.PrivateOperation,
  OperationType.PrivateWithContractor,
];

/**
 * The price calculator's cost estimates, NOK excl. MVA per m³ (x-assumed): felling by the cooperative's
 * harvesters costs more per m³ for the smaller stems of pulpwood and energy wood; forwarding to the roadside
 * depends on the terrain, a little cheaper on the flat farmland of Ringsaker and Hamar. In a private
 * operation the owner fells and forwards, so the cooperative estimates no cost.
 */
const HARVESTING_COST: Record<AssortmentKind, number> = { sawlog: 145, pulpwood: 170, energy: 185 };
const DEFAULT_FORWARDING_COST = 75;
const MUNICIPALITY_FORWARDING_COST: Partial<Record<string, number>> = { '3411': 65, '3403': 62 };

/**
 * The spec does not say what the list's `status` filter means; the sandbox takes it as the CRM's record state
 * of an assortment, the convention of the API's other codes: 0 the ones bought now, 1 the ones that are not.
 */
export const ASSORTMENT_STATUS = { active: 0, inactive: 1 } as const;

/** The price list of a municipality (knr; null or unknown: the default list) for an operation type. */
export function priceList(
  municipalityId: string | null,
  operationType: OperationType | null,
  status: (typeof ASSORTMENT_STATUS)[keyof typeof ASSORTMENT_STATUS],
): AssortmentPrice[] {
  const prices =
    (municipalityId !== null ? MUNICIPALITY_PRICES[municipalityId] : undefined) ?? DEFAULT_PRICES;
  const isPrivate = operationType !== null && PRIVATE_OPERATIONS.includes(operationType);
  const forwardingCost =
    (municipalityId !== null ? MUNICIPALITY_FORWARDING_COST[municipalityId] : undefined) ??
    DEFAULT_FORWARDING_COST;
  return ASSORTMENTS.filter((item) => item.active === (status === ASSORTMENT_STATUS.active)).map(
    ({ id, name, treeSpecies, description, kind }) => ({
      id,
      name,
      treeSpecies,
      description,
      pricePerCubicMetre: prices[id] + (isPrivate ? PRIVATE_OPERATION_SUPPLEMENT[kind] : 0),
      harvestingCostPerCubicMetre: isPrivate ? 0 : HARVESTING_COST[kind],
      transportCostPerCubicMetre: isPrivate ? 0 : forwardingCost,
    }),
  );
}

// ── Environmental questions per logging type ──

/**
 * The wording of src/domain/environmentalQuestions.ts (the environmental report), so the owner meets the
 * same questions at registration and after the operation; a test keeps the two the same.
 */
const QUESTIONS = {
  misFigure: {
    text: 'Er det registrert MiS-figurer (miljøfigurer) i driftsområdet?',
    helpText:
      'MiS-figurer er registrerte, verdifulle livsmiljøer som skal tas vare på ved hogst. De står i skogbruksplanen.',
  },
  culturalHeritage: { text: 'Er det kulturminner i eller ved driftsområdet?', helpText: null },
  grouseOrRaptorConsideration: {
    text: 'Er det tatt hensyn til spillplasser for storfugl/orrfugl eller rovfuglreir?',
    helpText: null,
  },
  retentionTrees: {
    text: 'Er det satt igjen livsløpstrær?',
    helpText: 'Livsløpstrær er trær som blir stående for alltid, slik at de kan bli gamle og dø naturlig.',
  },
  bufferZones: { text: 'Er det satt igjen kantsoner mot vann, myr og dyrket mark?', helpText: null },
  velteplassMotOffentligVei: {
    text: 'Ligger velteplassen mot offentlig vei?',
    helpText: 'Velteplassen er stedet der tømmeret legges før det hentes med tømmerbil.',
  },
  begrensningerVelteplass: {
    text: 'Er det begrensninger ved velteplassen (for eksempel bæreevne eller sikt)?',
    helpText: null,
  },
} satisfies Partial<Record<EnvironmentalQuestionId, Omit<ConsiderationQuestion, 'id'>>>;

type RegistrationQuestionId = keyof typeof QUESTIONS;

/**
 * Which questions each logging type asks, in order. Regeneration felling opens the whole stand, so it asks
 * everything; thinning leaves the stand and its trees, so retention trees and leks matter less; clean-up is
 * small work; land leaving forestry (re-allocated or rezoned) keeps no retention trees or buffer zones of
 * forestry. An unspecified type asks as regeneration felling, the most demanding case.
 */
const QUESTIONS_BY_LOGGING_TYPE: Record<LoggingType, readonly RegistrationQuestionId[]> = {
  [LoggingType.RegenerationFelling]: [
    'misFigure',
    'culturalHeritage',
    'grouseOrRaptorConsideration',
    'retentionTrees',
    'bufferZones',
    'velteplassMotOffentligVei',
    'begrensningerVelteplass',
  ],
  [LoggingType.Thinning]: [
    'misFigure',
    'culturalHeritage',
    'bufferZones',
    'velteplassMotOffentligVei',
    'begrensningerVelteplass',
  ],
  [LoggingType.CleanUp]: ['misFigure', 'culturalHeritage', 'velteplassMotOffentligVei'],
  [LoggingType.ReallocatedArea]: [
    'misFigure',
    'culturalHeritage',
    'velteplassMotOffentligVei',
    'begrensningerVelteplass',
  ],
  [LoggingType.Unspecified]: [
    'misFigure',
    'culturalHeritage',
    'grouseOrRaptorConsideration',
    'retentionTrees',
    'bufferZones',
    'velteplassMotOffentligVei',
    'begrensningerVelteplass',
  ],
  [LoggingType.RezonedArea]: [
    'misFigure',
    'culturalHeritage',
    'velteplassMotOffentligVei',
    'begrensningerVelteplass',
  ],
};

const isLoggingType = isOneOf(Object.values(LoggingType));

/** The questions for a logging type code; none for a code that is not a logging type. */
export const questionsForLoggingType = (code: number): ConsiderationQuestion[] =>
  isLoggingType(code) ? QUESTIONS_BY_LOGGING_TYPE[code].map((id) => ({ id, ...QUESTIONS[id] })) : [];
