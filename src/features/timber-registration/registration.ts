import type {
  AssortmentPrice,
  ConsiderationQuestion,
  Contract,
  ContractCreate,
  ContractDetail,
  ContractDetailCreate,
  Coordinate,
  EnvironmentalConsiderations,
  MapElement,
  Property,
} from '../../api/generated/model';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { DateProblem } from '../../components/date-picker';
import { isPrivateOperation, isTimberRegistrationDraft, TIMBER_REGISTRATION } from '../../domain/codeSets';
import {
  answersOf,
  encodeAnswers,
  type Answers,
  type QuestionId,
  type YesNo,
} from '../../domain/environmentalQuestions';

/**
 * The timber-registration wizard (Tømmerinnmelding) as plain data: what each step holds, its validation (as
 * messages, drawn in the active language), and how the values travel to and from the API. No React.
 */
export const STEP_COUNT = 4;
export type StepNumber = 1 | 2 | 3 | 4;

export const STEP_TITLES: Record<StepNumber, MessageDescriptor> = {
  1: msg`Eiendom og hogst`,
  2: msg`Kart`,
  // The step where the assortments are listed, not one assortment: «Assortments» in English.
  3: msg({ message: 'Sortiment', context: 'registration step' }),
  4: msg`Miljø og oppsummering`,
};

/** The map elements of a registration are saved under this scope (POST /map-elements). */
export const MAP_SCOPE = 'timberRegistration';
export const HARVEST_AREA_ELEMENT = 'harvestArea';
export const LANDING_POINT_ELEMENT = 'landingPoint';

/** Spec-silent limit: enough for a few sentences on where the area, the landing and the road are. */
export const PLACE_DESCRIPTION_MAX_LENGTH = 1000;

export interface RegistrationValues {
  propertyId: string;
  loggingType: number | null;
  operationType: number | null;
  /** ISO dates (YYYY-MM-DD) of the wished harvest period; null while empty. */
  harvestFrom: string | null;
  harvestTo: string | null;
  /** What is wrong with what a date field holds (half typed, before the earliest day), kept by the field. */
  harvestFromProblem: DateProblem | null;
  harvestToProblem: DateProblem | null;
  harvestArea: Coordinate[] | null;
  landingPoint: Coordinate | null;
  /** The person describes the place in words instead of drawing (keyboard, screen reader, no map). */
  describeInText: boolean;
  placeDescription: string;
  supplyPointId: string;
  /** Estimated volume (m³) per assortment id. */
  volumes: Record<string, number>;
  answers: Answers;
  comment: string;
}

/** What the page remembers in the tab (reload keeps it): where the person is and what they typed. */
export interface WizardMemory {
  phase: 'start' | 'wizard';
  step: StepNumber;
  values: RegistrationValues;
  /** The draft saved on the server, once there is one (every later save updates it). */
  draft: Contract | null;
}

export const emptyRegistration: RegistrationValues = {
  propertyId: '',
  loggingType: null,
  operationType: null,
  harvestFrom: null,
  harvestTo: null,
  harvestFromProblem: null,
  harvestToProblem: null,
  harvestArea: null,
  landingPoint: null,
  describeInText: false,
  placeDescription: '',
  supplyPointId: '',
  volumes: {},
  answers: {},
  comment: '',
};

/** Field name → message (drawn in the active language). The summary at the top lists them in this order. */
export type StepErrors = Partial<Record<RegistrationField, MessageDescriptor>>;
export type RegistrationField =
  | 'propertyId'
  | 'loggingType'
  | 'operationType'
  | 'harvestFrom'
  | 'harvestTo'
  | 'harvestArea'
  | 'landingPoint'
  | 'placeDescription'
  | 'volumes'
  | `answer-${QuestionId}`;

const dateMessage = (problem: DateProblem): MessageDescriptor =>
  problem === 'maxDate'
    ? msg`Datoen kan ikke være etter 31.12.2099`
    : msg`Skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 01.06.2027`;

const START_IN_PAST = msg`Startdatoen kan ikke være tilbake i tid`;
const END_BEFORE_START = msg`Sluttdatoen kan ikke være før startdatoen`;

const ANSWER_YES_OR_NO = msg`Svar ja eller nei`;

export function validateStep(
  step: StepNumber,
  values: RegistrationValues,
  context: { today: string; questions?: readonly ConsiderationQuestion[] },
): StepErrors {
  const errors: StepErrors = {};
  if (step === 1) {
    if (!values.propertyId) errors.propertyId = msg`Velg hvilken eiendom tømmeret skal hogges på`;
    if (values.loggingType === null) errors.loggingType = msg`Velg hogstform`;
    if (values.operationType === null) errors.operationType = msg`Velg driftsform`;
    const fromProblem = values.harvestFromProblem;
    if (fromProblem === 'minDate') errors.harvestFrom = START_IN_PAST;
    else if (fromProblem) errors.harvestFrom = dateMessage(fromProblem);
    else if (!values.harvestFrom) errors.harvestFrom = msg`Skriv inn når hogsten tidligst kan starte`;
    else if (values.harvestFrom < context.today) errors.harvestFrom = START_IN_PAST;
    const toProblem = values.harvestToProblem;
    if (toProblem === 'minDate') errors.harvestTo = END_BEFORE_START;
    else if (toProblem) errors.harvestTo = dateMessage(toProblem);
    else if (!values.harvestTo) errors.harvestTo = msg`Skriv inn når hogsten senest bør være ferdig`;
    else if (values.harvestFrom && values.harvestTo < values.harvestFrom) errors.harvestTo = END_BEFORE_START;
  }
  if (step === 2) {
    if (values.describeInText) {
      if (values.placeDescription.trim().length < 10)
        errors.placeDescription = msg`Beskriv hvor hogstfeltet og velteplassen er, for eksempel teig, vei og retning`;
    } else {
      if (!values.harvestArea || values.harvestArea.length < 3)
        errors.harvestArea = msg`Tegn hogstfeltet på kartet, eller velg å beskrive stedet med tekst i stedet`;
      if (!values.landingPoint)
        errors.landingPoint = msg`Plasser velteplassen på kartet, eller velg å beskrive stedet med tekst i stedet`;
    }
  }
  if (step === 3 && totalVolume(values.volumes) <= 0) {
    errors.volumes = msg`Skriv inn anslått volum for minst ett sortiment`;
  }
  if (step === 4) {
    for (const question of context.questions ?? []) {
      if (!values.answers[question.id]) errors[`answer-${question.id}`] = ANSWER_YES_OR_NO;
    }
  }
  return errors;
}

export const totalVolume = (volumes: Record<string, number>): number =>
  Object.values(volumes).reduce((sum, volume) => sum + (Number.isFinite(volume) ? volume : 0), 0);

export const hasErrors = (errors: StepErrors): boolean => Object.keys(errors).length > 0;

/** The step to continue a draft on: the one it was left on, within 1–4. */
export const stepOf = (step: number | null | undefined): StepNumber =>
  step === 2 || step === 3 || step === 4 ? step : 1;

/** The registration's own fields, for POST /contracts and for PUT /contracts of a draft. */
function registrationFields(values: RegistrationValues, step: StepNumber) {
  return {
    propertyId: values.propertyId || null,
    loggingType: (values.loggingType as Contract['loggingType']) ?? null,
    wishedHarvestFrom: values.harvestFromProblem ? null : values.harvestFrom,
    wishedHarvestTo: values.harvestToProblem ? null : values.harvestTo,
    placeDescription: values.describeInText ? values.placeDescription.trim() || null : null,
    supplyPointId: values.supplyPointId || null,
    comment: values.comment.trim() || null,
    registrationStep: step,
  };
}

/** POST /contracts: a new draft. The wizard always saves as a draft first and sends by PUT at the end. */
export function toNewDraft(
  values: RegistrationValues,
  step: StepNumber,
  accountId: string,
  contactId: string | null,
): ContractCreate {
  return {
    accountId,
    // A draft saved before the operation type is chosen is stored as operation by the cooperative.
    operationType: (values.operationType ?? 1) as ContractCreate['operationType'],
    ...registrationFields(values, step),
    timberRegistration: TIMBER_REGISTRATION.draft,
    portalChangedBy: contactId,
  };
}

/** PUT /contracts: the saved draft with what the wizard holds now; `send` turns it into a registration. */
export function toUpdatedContract(
  saved: Contract,
  values: RegistrationValues,
  step: StepNumber,
  send: boolean,
): Contract {
  return {
    ...saved,
    operationType: (values.operationType ?? saved.operationType) as Contract['operationType'],
    ...registrationFields(values, step),
    timberRegistration: send ? TIMBER_REGISTRATION.registered : TIMBER_REGISTRATION.draft,
  };
}

/**
 * The map elements' labels, stored with them on the server: the cooperative's data, the same whoever drew them
 * (not page text: they stay Norwegian in both languages, as exports do).
 */
const HARVEST_AREA_LABEL = 'Hogstfelt';
const LANDING_POINT_LABEL = 'Velteplass';

/** The drawn harvest area and landing point as map elements (none when the place is described in text). */
export function toMapElements(values: RegistrationValues): MapElement[] {
  if (values.describeInText) return [];
  const elements: MapElement[] = [];
  if (values.harvestArea && values.harvestArea.length >= 3) {
    elements.push({
      elementType: HARVEST_AREA_ELEMENT,
      geometryType: 'Polygon',
      coordinates: values.harvestArea,
      label: HARVEST_AREA_LABEL,
    });
  }
  if (values.landingPoint) {
    elements.push({
      elementType: LANDING_POINT_ELEMENT,
      geometryType: 'Point',
      coordinates: [values.landingPoint],
      label: LANDING_POINT_LABEL,
    });
  }
  return elements;
}

/**
 * The contract lines: one per assortment with an estimated volume above 0. Only the assortment and the volume:
 * the cooperative's API sets the price, the name and the tree species from its price list.
 */
export function toContractDetails(
  values: RegistrationValues,
  contractId: string,
  assortments: readonly AssortmentPrice[],
): ContractDetailCreate[] {
  return assortments
    .filter((assortment) => (values.volumes[assortment.id] ?? 0) > 0)
    .map((assortment) => ({
      contractId,
      assortmentId: assortment.id,
      volume: values.volumes[assortment.id] ?? 0,
    }));
}

/** POST /considerations: the answers in the API's codes (spec §3), private or not by the operation type. */
export function toConsiderations(
  values: RegistrationValues,
  contractId: string,
): EnvironmentalConsiderations {
  const base: EnvironmentalConsiderations = {
    contractId,
    privateOperation: isPrivateOperation(values.operationType),
  };
  return encodeAnswers(base, values.answers);
}

/** What a saved draft holds, back as the wizard's values. */
export function fromDraft(
  contract: Contract,
  details: readonly ContractDetail[],
  mapElements: readonly MapElement[] | null,
  considerations: EnvironmentalConsiderations | null,
): RegistrationValues {
  const area = mapElements?.find((element) => element.elementType === HARVEST_AREA_ELEMENT);
  const landing = mapElements?.find((element) => element.elementType === LANDING_POINT_ELEMENT);
  const volumes: Record<string, number> = {};
  for (const detail of details) {
    if (detail.assortmentId) volumes[detail.assortmentId] = detail.volume;
  }
  return {
    ...emptyRegistration,
    propertyId: contract.propertyId ?? '',
    loggingType: contract.loggingType ?? null,
    operationType: contract.operationType,
    harvestFrom: contract.wishedHarvestFrom ?? null,
    harvestTo: contract.wishedHarvestTo ?? null,
    harvestArea: area && area.coordinates.length >= 3 ? area.coordinates : null,
    landingPoint: landing?.coordinates[0] ?? null,
    describeInText: Boolean(contract.placeDescription),
    placeDescription: contract.placeDescription ?? '',
    supplyPointId: contract.supplyPointId ?? '',
    volumes,
    answers: answersOf(considerations ?? undefined),
    comment: contract.comment ?? '',
  };
}

export const answerOf = (answers: Answers, id: QuestionId): YesNo | '' => answers[id] ?? '';

/**
 * 'Eiendom 3411/12/3' in the active language. A component that shows it calls useLingui(), so it is drawn again
 * when the language is switched.
 */
export function propertyLabel(property: Pick<Property, 'knr' | 'gnr' | 'bnr' | 'propertyNumber'>): string {
  const { knr } = property;
  const gnr = String(property.gnr);
  const bnr = String(property.bnr);
  return t`Eiendom ${knr}/${gnr}/${bnr}`;
}

/** Draft registrations, newest first (the wizard continues the newest). */
export const draftsOf = (contracts: readonly Contract[]): Contract[] =>
  contracts.filter(isTimberRegistrationDraft).sort((a, b) => b.createdDate.localeCompare(a.createdDate));
