import {
  LoggingType,
  OperationType,
  TimberRegistrationStatus,
  type Contract,
  type ContractCreate,
} from '../../../src/api/generated/model/index.ts';
import type { SandboxStore, StoredContract } from '../store.ts';
import { isOneOf } from '../values.ts';

/** What a timber registration must be to be saved as a draft or sent, shared by POST and PUT /contracts. */

export const REGISTERED = TimberRegistrationStatus.Registered;
export const DRAFT = TimberRegistrationStatus.Draft;

export const COMMENT_MAX = 500;
export const PLACE_DESCRIPTION_MAX = 1000;
export const ALREADY_SENT = 'Innmeldingen er allerede sendt';

/**
 * After 'Send inn' the wizard posts the contract lines one by one right after the registration, so a sent
 * registration takes line changes for this long; then it is the cooperative's to handle.
 */
export const LINES_AFTER_SENDING_MS = 15 * 60_000;

/** The fields of a contract that the registration wizard fills in. */
export const REGISTRATION_FIELDS = [
  'operationType',
  'timberRegistration',
  'propertyId',
  'loggingType',
  'wishedHarvestFrom',
  'wishedHarvestTo',
  'placeDescription',
  'supplyPointId',
  'comment',
  'registrationStep',
] as const satisfies readonly (keyof ContractCreate & keyof Contract)[];

type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface Registration {
  operationType: OperationType;
  timberRegistration: typeof REGISTERED | typeof DRAFT;
  propertyId: string | null;
  loggingType: LoggingType | null;
  wishedHarvestFrom: string | null;
  wishedHarvestTo: string | null;
  placeDescription: string | null;
  supplyPointId: string | null;
  comment: string | null;
  registrationStep: number | null;
}

const isOperationType = isOneOf(Object.values(OperationType));
const isLoggingType = isOneOf(Object.values(LoggingType));
const isNewRegistrationState = isOneOf([REGISTERED, DRAFT] as const);

export const isDraft = (contract: Contract): boolean => contract.timberRegistration === DRAFT;

/** Whether the contract lines of a contract may change now: a draft's, or a just-sent registration's. */
export function linesEditable(store: SandboxStore, contract: Contract, now = Date.now()): boolean {
  if (isDraft(contract)) return true;
  const sentAt = store.registrationsSentAt.get(contract.contractId);
  return (
    contract.timberRegistration === REGISTERED &&
    sentAt !== undefined &&
    now - sentAt < LINES_AFTER_SENDING_MS
  );
}

/** A calendar date written YYYY-MM-DD (2026-02-30 is not one). */
function isIsoDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
  );
}

/** The wizard step (1-4) or null; undefined when it is something else. */
const readStep = (value: unknown): number | null | undefined => {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4 ? value : undefined;
};

/** 'a', 'a og b', 'a, b og c'. */
const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} og ${items.at(-1) ?? ''}`;

/** Text fields: absent, null and blank are all null. */
const optionalText = (value: unknown): string | null | undefined => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  return value.trim() === '' ? null : value;
};

/** The registration fields a contract holds now, as the input of readRegistration. */
export const registrationFieldsOf = (contract: Contract): Record<string, unknown> =>
  Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, contract[field]]));

/** A field's value as readRegistration keeps it: absent and blank text are null. */
const comparable = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** The registration fields a body sends with another value than the contract holds. */
export const changedRegistrationFields = (
  contract: Contract,
  body: Record<string, unknown>,
): RegistrationField[] =>
  REGISTRATION_FIELDS.filter(
    (field) => field in body && comparable(body[field]) !== comparable(contract[field]),
  );

/**
 * The registration in `input`, checked for the account; or the message to answer 400 with. A sent one
 * (REGISTERED) needs the property, the logging type and the wished harvest period, and has no wizard step.
 */
export function readRegistration(
  store: SandboxStore,
  accountId: string,
  input: Record<string, unknown>,
): Registration | string {
  const { timberRegistration, operationType, registrationStep } = input;
  if (!isNewRegistrationState(timberRegistration)) {
    return `Innmeldingen kan bare lagres som utkast (${String(DRAFT)}) eller sendes inn (${String(REGISTERED)})`;
  }
  if (!isOperationType(operationType)) return 'Ugyldig driftsform';
  const loggingType = input.loggingType ?? null;
  if (loggingType !== null && !isLoggingType(loggingType)) return 'Ugyldig hogstform';

  const propertyId = optionalText(input.propertyId);
  const supplyPointId = optionalText(input.supplyPointId);
  const placeDescription = optionalText(input.placeDescription);
  const comment = optionalText(input.comment);
  const wishedHarvestFrom = optionalText(input.wishedHarvestFrom);
  const wishedHarvestTo = optionalText(input.wishedHarvestTo);
  if (propertyId === undefined) return 'Ugyldig eiendom';
  if (supplyPointId === undefined) return 'Ugyldig leveringssted';
  if (placeDescription === undefined) return 'Ugyldig beskrivelse av stedet';
  if (comment === undefined) return 'Ugyldig kommentar';
  if (wishedHarvestFrom === undefined || wishedHarvestTo === undefined) {
    return 'Ønsket hogstperiode må være datoer på formen ÅÅÅÅ-MM-DD';
  }
  if (comment !== null && comment.length > COMMENT_MAX) {
    return `Kommentaren kan ikke være lengre enn ${String(COMMENT_MAX)} tegn`;
  }
  if (placeDescription !== null && placeDescription.length > PLACE_DESCRIPTION_MAX) {
    return `Beskrivelsen av stedet kan ikke være lengre enn ${String(PLACE_DESCRIPTION_MAX)} tegn`;
  }
  for (const date of [wishedHarvestFrom, wishedHarvestTo]) {
    if (date !== null && !isIsoDate(date)) return 'Ønsket hogstperiode må være datoer på formen ÅÅÅÅ-MM-DD';
  }
  if (wishedHarvestFrom !== null && wishedHarvestTo !== null && wishedHarvestFrom > wishedHarvestTo) {
    return 'Ønsket hogst fra kan ikke være etter ønsket hogst til';
  }
  if (propertyId !== null && store.properties.get(propertyId)?.accountId !== accountId) {
    return 'Eiendommen hører ikke til kontoen';
  }
  if (supplyPointId !== null) {
    const point = store.supplyPoints.get(supplyPointId);
    if (!point || (point.accountId && point.accountId !== accountId)) return 'Fant ikke leveringsstedet';
  }
  const step = readStep(registrationStep);
  if (step === undefined) return 'Steget i veiviseren må være 1, 2, 3 eller 4';

  if (timberRegistration === REGISTERED) {
    const missing = [
      propertyId === null && 'eiendom',
      loggingType === null && 'hogstform',
      wishedHarvestFrom === null && 'ønsket hogst fra',
      wishedHarvestTo === null && 'ønsket hogst til',
    ].filter((item): item is string => typeof item === 'string');
    if (missing.length > 0) return `Innmeldingen kan ikke sendes uten ${listed(missing)}`;
  }
  return {
    operationType,
    timberRegistration,
    propertyId,
    loggingType,
    wishedHarvestFrom,
    wishedHarvestTo,
    placeDescription,
    supplyPointId,
    comment,
    registrationStep: timberRegistration === REGISTERED ? null : step,
  };
}

export const propertyNameOf = (store: SandboxStore, propertyId: string | null): string | null =>
  propertyId ? (store.properties.get(propertyId)?.name ?? null) : null;

/** A registration's fields written onto its contract, with the name of its property. */
export function applyRegistration(store: SandboxStore, contract: StoredContract, registration: Registration) {
  Object.assign(contract, registration, { propertyName: propertyNameOf(store, registration.propertyId) });
}

/**
 * A registration is sent: the time is kept for its contract lines, and environmental answers the wizard saved
 * while it was a draft make the report complete.
 */
export function markSent(store: SandboxStore, contract: StoredContract, now = Date.now()) {
  store.registrationsSentAt.set(contract.contractId, now);
  if (store.considerations.has(contract.contractId)) contract.completedEnvironmentalReport = '2 - Fullført';
}
