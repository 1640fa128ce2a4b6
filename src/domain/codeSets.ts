import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LoggingType, OperationType, TimberRegistrationStatus } from '../api/generated/model';
import { i18n } from '../i18n/i18n';

// The codes the sandbox API uses too, in a module without messages (it runs them under tsx).
export { ORDER_TYPE, treeSpeciesName } from './codes';

/**
 * The code sets of spec §3/§4 with their labels, in one place. Every label function takes what the API may
 * really send (unknown values included) and answers the spec's fallback for those, in the active language
 * (#43: the portal maps these codes itself, so their labels are translated; a component that shows one calls
 * `useLingui()` to show it again in a new language). The messages are made on first use, not when the module
 * loads: the sandbox API imports this module under tsx, where Lingui's macros are not compiled.
 */
const labelFrom = <Code extends string | number>(
  messages: () => { labels: Record<Code, MessageDescriptor>; fallback: MessageDescriptor },
) => {
  let made: ReturnType<typeof messages> | undefined;
  return (code: Code | number | string | null | undefined): string => {
    made ??= messages();
    const { labels, fallback } = made;
    return i18n._(
      code !== null && code !== undefined && Object.hasOwn(labels, code) ? labels[code as Code] : fallback,
    );
  };
};

/** A code of a code set with its label (in the active language when read), as a radio group or select offers it. */
export interface CodeOption<Code extends number> {
  readonly code: Code;
  readonly label: string;
}

const optionsOf = <Code extends number>(
  codes: readonly Code[],
  label: (code: Code) => string,
): readonly CodeOption<Code>[] =>
  codes.map((code) => ({
    code,
    get label() {
      return label(code);
    },
  }));

export const operationTypeLabel = labelFrom(() => ({
  labels: {
    1: msg`Drift ved skogeierandelslaget`,
    2: msg`Privat drift`,
    4: msg`Planlagt drift`,
    6: msg`Privat med entreprenør`,
    7: msg`Annenhåndsleverandør`,
  },
  fallback: msg`Ikke spesifisert`,
}));

/** The operation types a timber registration offers (spec §3: 1, 2, 4, 6, 7), with their labels. */
export const OPERATION_TYPES: readonly CodeOption<OperationType>[] = optionsOf(
  Object.values(OperationType),
  operationTypeLabel,
);

/** Operation type 2 and 6 are the owner's own operations (environmental report 'private'). */
export const isPrivateOperation = (operationType: number | null | undefined): boolean =>
  operationType === 2 || operationType === 6;

export const operationStatusLabel = labelFrom(() => ({
  labels: {
    100000000: msg`Tildelt`,
    100000001: msg`Drift pågår`,
    100000002: msg`Drift avsluttet`,
    100000003: msg`Sluttoppgjør sendt`,
    100000004: msg`Akseptert`,
    100000005: msg`Kontroll prodleder`,
    100000006: msg`Tapt`,
    100000007: msg`Ferdig transportert`,
    100000008: msg`Planlagt`,
    100000009: msg`Ikke definert`,
  },
  fallback: msg`Ugyldig verdi`,
}));

export const signatureStateLabel = labelFrom(() => ({
  labels: { 0: msg`Nei`, 1: msg`Ja`, 2: msg`Ikke relevant` },
  fallback: msg`Ukjent`,
}));

export const renovationResponsibleLabel = labelFrom(() => ({
  labels: {
    100000000: msg`Skogeierandelslaget`,
    100000002: msg`Skogeierandelslagets entreprenørselskap`,
    100000001: msg`Skogeier`,
  },
  fallback: msg`Ikke spesifisert`,
}));

export const TRACK_REPAIR = { done: 100000000, notDone: 100000001, notNeeded: 100000002 } as const;
export const RENOVATION_BY_OWNER = 100000001;

export const trackRepairStatusLabel = labelFrom(() => ({
  labels: { 100000000: msg`Utført`, 100000001: msg`Ikke utført`, 100000002: msg`Ikke behov` },
  fallback: msg`Ikke spesifisert`,
}));

export const loggingTypeLabel = labelFrom(() => ({
  labels: {
    100000000: msg`Foryngelseshogst`,
    100000001: msg`Tynning`,
    100000002: msg`Ryddehogst`,
    100000003: msg`Omdisponert areal (beite eller jordbruk)`,
    100000004: msg`Uspesifisert`,
    100000005: msg`Omregulert areal`,
  },
  fallback: msg`Ugyldig`,
}));

/** The logging types a timber registration offers (spec §3), in code order, with their labels. */
export const LOGGING_TYPES: readonly CodeOption<LoggingType>[] = optionsOf(
  Object.values(LoggingType),
  loggingTypeLabel,
);

export const measuringMethodLabel = labelFrom(() => ({
  labels: { 1: msg`Stokkmålt`, 6: msg`Vektmålt`, 7: msg`LF-målt`, 8: msg`Løsmålt`, 9: msg`FMB-målt` },
  fallback: msg`Ukjent målemetode`,
}));

export const treeSpeciesLabel = labelFrom(() => ({
  labels: {
    alm: msg`Alm`,
    ask: msg`Ask`,
    bjoerk: msg`Bjørk`,
    boek: msg`Bøk`,
    edelgran: msg`Edelgran`,
    eik: msg`Eik`,
    furu: msg`Furu`,
    hemlock: msg`Hemlock`,
    lerk: msg`Lerk`,
    lind: msg`Lind`,
    loenn: msg`Lønn`,
    or: msg`Or`,
    selje: msg`Selje`,
    sitka: msg`Sitka`,
    svartOr: msg`Svartor`,
    tuja: msg`Tuja`,
    rpRpLst: msg`Osp`,
    rpBallert: msg`Gran`,
  },
  fallback: msg`Ukjent treslag`,
}));

/** Stand species codes: 0 unproductive, 1 spruce, 2 pine, 3 deciduous. */
export const standSpeciesLabel = labelFrom(() => ({
  labels: { 0: msg`Uproduktiv`, 1: msg`Gran`, 2: msg`Furu`, 3: msg`Lauv` },
  fallback: msg`Ikke definert`,
}));

export const arrangementStatusLabel = labelFrom(() => ({
  labels: {
    0: msg`Kladd`,
    1: msg`Venter på godkjenning`,
    2: msg`Godkjent`,
    3: msg`Fullført`,
    4: msg`Ikke godkjent`,
    5: msg`Avlyst`,
  },
  fallback: msg`Ukjent status`,
}));

/** Yes/no answer codes of the environmental report (spec §3). */
export const YES_NO = { yes: 961700000, no: 961700001 } as const;
export const PUBLIC_ROAD_YES_NO = { yes: 100000001, no: 100000000 } as const;

/** completedEnvironmentalReport is text; a first character '2' means completed. */
export const isEnvironmentalReportCompleted = (value: string | null | undefined): boolean =>
  value?.startsWith('2') ?? false;

export const orderTypeLabel = labelFrom(() => ({
  labels: { 1: msg`Plantebestilling`, 13: msg`Miljøplan (MiS)`, 14: msg`Skogbruksplan` },
  fallback: msg`Bestilling`,
}));

/**
 * Timber registration (tømmerinnmelding) status of a contract; the codes are openapi's
 * TimberRegistrationStatus (assumed there, the spec names none).
 */
export const timberRegistrationLabel = labelFrom(() => ({
  labels: {
    100000000: msg`Innmeldt`,
    100000001: msg`Under behandling`,
    100000002: msg`Kontrakt opprettet`,
    100000003: msg`Avvist`,
    100000004: msg`Trukket`,
    100000005: msg`Kansellert`,
    100000006: msg`Kladd`,
  },
  fallback: msg`Ukjent`,
}));

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
