import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Contract } from '../api/generated/model';
import { i18n } from '../i18n/i18n';
import {
  isEnvironmentalReportCompleted,
  isTimberRegistrationDraft,
  operationStatusLabel,
  timberRegistrationLabel,
} from './codeSets';
import {
  ACTION_PERMISSIONS,
  contractActionRoute,
  contractActions,
  EXCLUDED_TIMBER_REGISTRATIONS,
  type ContractAction,
} from './contractRules';
import type { PortalAction } from './permissions';

/** A contract's way from registration to settlement (issue #28), in order; a label in the active language when read. */
export const JOURNEY_STEPS = [
  {
    id: 'registered',
    get label() {
      return i18n._(msg`Innmeldt`);
    },
  },
  {
    id: 'signed',
    get label() {
      return i18n._(msg`Kontrakt signert`);
    },
  },
  {
    id: 'operation',
    get label() {
      return i18n._(msg`Drift pågår`);
    },
  },
  {
    id: 'readyForPickup',
    get label() {
      return i18n._(msg`Henteklart`);
    },
  },
  {
    id: 'measured',
    get label() {
      return i18n._(msg`Målt`);
    },
  },
  {
    id: 'settled',
    get label() {
      return i18n._(msg`Oppgjort`);
    },
  },
] as const;

export type JourneyStepId = (typeof JOURNEY_STEPS)[number]['id'];
export type JourneyStepState = 'done' | 'current' | 'upcoming';

/** The actions the journey can ask of the owner, most pressing first. */
export type JourneyAction = Extract<
  ContractAction,
  'sign' | 'trackRepair' | 'readyForPickup' | 'environmentalReport'
>;
const JOURNEY_ACTIONS: readonly JourneyAction[] = [
  'sign',
  'trackRepair',
  'readyForPickup',
  'environmentalReport',
];

/** The journey's actions as the owner reads them, in the active language when read. */
export const JOURNEY_ACTION_LABELS: Readonly<Record<JourneyAction, string>> = {
  get sign() {
    return i18n._(msg`Les og signer avtale`);
  },
  get trackRepair() {
    return i18n._(msg`Bekreft sporutbedring`);
  },
  get readyForPickup() {
    return i18n._(msg`Meld henteklart`);
  },
  get environmentalReport() {
    return i18n._(msg`Fyll ut miljørapport`);
  },
};

export interface ContractJourney {
  steps: { id: JourneyStepId; label: string; state: JourneyStepState }[];
  current: JourneyStepId;
  /** What the owner must do now, with the page to do it on; null when nothing waits for them. */
  next: { action: JourneyAction; label: string; route: string } | null;
  /** In plain words, when nothing waits for the owner: who or what the contract waits for. */
  waitingFor: string | null;
  /** Why the journey stopped before settlement (a lost contract, a withdrawn registration); null otherwise. */
  stopped: string | null;
}

const OPERATION = {
  ongoing: 100000001,
  finished: 100000002,
  finalSettlementSent: 100000003,
  accepted: 100000004,
  controlByProductionLeader: 100000005,
  lost: 100000006,
  fullyTransported: 100000007,
} as const;

/**
 * The furthest step each operation status proves (index into JOURNEY_STEPS). Drift avsluttet leaves the timber
 * at the landing, ready for pickup; Ferdig transportert means all of it reached the mill, where it is measured,
 * and Kontroll prodleder checks those measurements before the final settlement. Tildelt, Planlagt, Ikke
 * definert and unknown codes prove nothing beyond the signature.
 */
const STEP_OF_OPERATION_STATUS: Readonly<Record<number, number>> = {
  [OPERATION.ongoing]: 2,
  [OPERATION.finished]: 3,
  [OPERATION.fullyTransported]: 4,
  [OPERATION.controlByProductionLeader]: 4,
  [OPERATION.finalSettlementSent]: 5,
  [OPERATION.accepted]: 5,
};

const WAITING_FOR: Record<JourneyStepId, MessageDescriptor> = {
  registered: msg`Kontrakten venter på signatur.`,
  signed: msg`Skogeierandelslaget planlegger driften.`,
  operation: msg`Driften pågår.`,
  readyForPickup: msg`Tømmeret venter på henting og måling.`,
  measured: msg`Tømmeret er målt. Oppgjøret kommer.`,
  settled: msg`Kontrakten er gjort opp.`,
};

/** Signed (1) or no signature needed (2); 0 and unknown states are not signed. */
const isSigned = (contract: Contract): boolean =>
  contract.signatureState === 1 || contract.signatureState === 2;

function stoppedReason(contract: Contract): string | null {
  if (contract.statusReason === OPERATION.lost) {
    const status = operationStatusLabel(contract.statusReason);
    return i18n._(msg`Kontrakten er stoppet (${status}).`);
  }
  if (EXCLUDED_TIMBER_REGISTRATIONS.includes(contract.timberRegistration ?? -1)) {
    const registration = timberRegistrationLabel(contract.timberRegistration).toLowerCase();
    return i18n._(msg`Kontrakten er stoppet (tømmerinnmeldingen er ${registration}).`);
  }
  return null;
}

const isJourneyAction = (action: ContractAction): action is JourneyAction =>
  (JOURNEY_ACTIONS as readonly ContractAction[]).includes(action);

/**
 * Where a contract is on its way from registration to settlement, from its status fields alone, and what the
 * owner must do next. The steps are a chain: an unsigned contract stays at 'Innmeldt' whatever its operation
 * status says, since signing comes first (spec §4). `may` is what the person is allowed for the account; an
 * action they may not take is never offered. A draft registration is not a contract yet and has no journey.
 */
export function contractJourney(
  contract: Contract,
  may: (action: PortalAction) => boolean = () => true,
): ContractJourney | null {
  if (isTimberRegistrationDraft(contract)) return null;
  const currentIndex = isSigned(contract)
    ? Math.max(1, STEP_OF_OPERATION_STATUS[contract.statusReason ?? -1] ?? 1)
    : 0;
  const steps = JOURNEY_STEPS.map((step, index): ContractJourney['steps'][number] => ({
    id: step.id,
    label: step.label,
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
  const current = JOURNEY_STEPS[currentIndex]?.id ?? 'registered';
  const stopped = stoppedReason(contract);

  const offered = contractActions(contract)
    .filter(isJourneyAction)
    .filter(
      (action) =>
        action !== 'environmentalReport' ||
        !isEnvironmentalReportCompleted(contract.completedEnvironmentalReport),
    )
    .filter((action) => may(ACTION_PERMISSIONS[action]));
  const action =
    stopped === null ? JOURNEY_ACTIONS.find((candidate) => offered.includes(candidate)) : undefined;
  const next =
    action === undefined
      ? null
      : { action, label: JOURNEY_ACTION_LABELS[action], route: contractActionRoute(action, contract) };

  return {
    steps,
    current,
    next,
    waitingFor: next === null && stopped === null ? i18n._(WAITING_FOR[current]) : null,
    stopped,
  };
}
