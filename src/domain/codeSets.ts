import { LoggingType, OperationType, TimberRegistrationStatus } from '../api/generated/model';

/**
 * The code sets of spec §3/§4 with their Norwegian labels, in one place. Every label function takes what
 * the API may really send (unknown values included) and answers the spec's fallback for those.
 */
const labelFrom =
  <Code extends string | number>(labels: Record<Code, string>, fallback: string) =>
  (code: Code | number | string | null | undefined): string =>
    code !== null && code !== undefined && Object.hasOwn(labels, code) ? labels[code as Code] : fallback;

/** A code of a code set with its Norwegian label, as a radio group or select offers it. */
export interface CodeOption<Code extends number> {
  readonly code: Code;
  readonly label: string;
}

const optionsOf = <Code extends number>(
  codes: readonly Code[],
  label: (code: Code) => string,
): readonly CodeOption<Code>[] => codes.map((code) => ({ code, label: label(code) }));

export const operationTypeLabel = labelFrom(
  {
    1: 'Drift ved skogeierandelslaget',
    2: 'Privat drift',
    4: 'Planlagt drift',
    6: 'Privat med entreprenør',
    7: 'Annenhåndsleverandør',
  },
  'Ikke spesifisert',
);

/** The operation types a timber registration offers (spec §3: 1, 2, 4, 6, 7), with their labels. */
export const OPERATION_TYPES: readonly CodeOption<OperationType>[] = optionsOf(
  Object.values(OperationType),
  operationTypeLabel,
);

/** Operation type 2 and 6 are the owner's own operations (environmental report 'private'). */
export const isPrivateOperation = (operationType: number | null | undefined): boolean =>
  operationType === 2 || operationType === 6;

export const operationStatusLabel = labelFrom(
  {
    100000000: 'Tildelt',
    100000001: 'Drift pågår',
    100000002: 'Drift avsluttet',
    100000003: 'Sluttoppgjør sendt',
    100000004: 'Akseptert',
    100000005: 'Kontroll prodleder',
    100000006: 'Tapt',
    100000007: 'Ferdig transportert',
    100000008: 'Planlagt',
    100000009: 'Ikke definert',
  },
  'Ugyldig verdi',
);

export const signatureStateLabel = labelFrom({ 0: 'Nei', 1: 'Ja', 2: 'Ikke relevant' }, 'Ukjent');

export const renovationResponsibleLabel = labelFrom(
  {
    100000000: 'Skogeierandelslaget',
    100000002: 'Skogeierandelslagets entreprenørselskap',
    100000001: 'Skogeier',
  },
  'Ikke spesifisert',
);

export const TRACK_REPAIR = { done: 100000000, notDone: 100000001, notNeeded: 100000002 } as const;
export const RENOVATION_BY_OWNER = 100000001;

export const trackRepairStatusLabel = labelFrom(
  { 100000000: 'Utført', 100000001: 'Ikke utført', 100000002: 'Ikke behov' },
  'Ikke spesifisert',
);

export const loggingTypeLabel = labelFrom(
  {
    100000000: 'Foryngelseshogst',
    100000001: 'Tynning',
    100000002: 'Ryddehogst',
    100000003: 'Omdisponert areal (beite eller jordbruk)',
    100000004: 'Uspesifisert',
    100000005: 'Omregulert areal',
  },
  'Ugyldig',
);

/** The logging types a timber registration offers (spec §3), in code order, with their labels. */
export const LOGGING_TYPES: readonly CodeOption<LoggingType>[] = optionsOf(
  Object.values(LoggingType),
  loggingTypeLabel,
);

export const measuringMethodLabel = labelFrom(
  { 1: 'Stokkmålt', 6: 'Vektmålt', 7: 'LF-målt', 8: 'Løsmålt', 9: 'FMB-målt' },
  'Ukjent målemetode',
);

export const treeSpeciesLabel = labelFrom(
  {
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
  },
  'Ukjent treslag',
);

/** Stand species codes: 0 unproductive, 1 spruce, 2 pine, 3 deciduous. */
export const standSpeciesLabel = labelFrom(
  { 0: 'Uproduktiv', 1: 'Gran', 2: 'Furu', 3: 'Lauv' },
  'Ikke definert',
);

export const arrangementStatusLabel = labelFrom(
  { 0: 'Kladd', 1: 'Venter på godkjenning', 2: 'Godkjent', 3: 'Fullført', 4: 'Ikke godkjent', 5: 'Avlyst' },
  'Ukjent status',
);

/** Yes/no answer codes of the environmental report (spec §3). */
export const YES_NO = { yes: 961700000, no: 961700001 } as const;
export const PUBLIC_ROAD_YES_NO = { yes: 100000001, no: 100000000 } as const;

/** completedEnvironmentalReport is text; a first character '2' means completed. */
export const isEnvironmentalReportCompleted = (value: string | null | undefined): boolean =>
  value?.startsWith('2') ?? false;

export const orderTypeLabel = labelFrom(
  { 1: 'Plantebestilling', 13: 'Miljøplan (MiS)', 14: 'Skogbruksplan' },
  'Bestilling',
);

/** Order types (openapi OrderType): 13 is the spec's; plant and forest-plan orders are assumed. */
export const ORDER_TYPE = { plants: 1, environmentalPlan: 13, forestPlan: 14 } as const;

/**
 * Timber registration (tømmerinnmelding) status of a contract; the codes are openapi's
 * TimberRegistrationStatus (assumed there, the spec names none).
 */
export const timberRegistrationLabel = labelFrom(
  {
    100000000: 'Innmeldt',
    100000001: 'Under behandling',
    100000002: 'Kontrakt opprettet',
    100000003: 'Avvist',
    100000004: 'Trukket',
    100000005: 'Kansellert',
    100000006: 'Kladd',
  },
  'Ukjent',
);

/** 'Send inn' registers (100000000); 'Fullfør senere' keeps a draft (100000006), which is not a contract yet. */
export const TIMBER_REGISTRATION = {
  registered: TimberRegistrationStatus.Registered,
  draft: TimberRegistrationStatus.Draft,
} as const satisfies Record<string, TimberRegistrationStatus>;

/**
 * A registration saved with 'Fullfør senere' and not sent: the wizard continues it, and it is not a
 * contract yet, so the contract list never shows it.
 */
export const isTimberRegistrationDraft = (contract: { timberRegistration?: number | null }): boolean =>
  contract.timberRegistration === TIMBER_REGISTRATION.draft;
