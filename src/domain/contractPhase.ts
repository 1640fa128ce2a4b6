import type { Contract } from '../api/generated/model';
import { contractActions } from './contractRules';

/**
 * Where a contract is on its way from registration to settlement: 'Min skog' colours its harvest areas by
 * this, with a legend, and writes it in its table. Ten operation statuses are too many to tell apart on a
 * map, so they are grouped into the steps an owner follows.
 */
export type ContractPhase =
  'registered' | 'awaitingSignature' | 'planned' | 'ongoing' | 'finished' | 'settled' | 'other';

/** The phases in the order a contract passes them (the legend's order). */
export const CONTRACT_PHASES: readonly ContractPhase[] = [
  'registered',
  'awaitingSignature',
  'planned',
  'ongoing',
  'finished',
  'settled',
  'other',
];

export const CONTRACT_PHASE_LABELS: Record<ContractPhase, string> = {
  registered: 'Innmeldt',
  awaitingSignature: 'Venter på signatur',
  planned: 'Planlagt',
  ongoing: 'Drift pågår',
  finished: 'Drift avsluttet',
  settled: 'Sluttoppgjør sendt',
  other: 'Annen status',
};

const PHASE_OF_OPERATION_STATUS: Partial<Record<number, ContractPhase>> = {
  100000000: 'planned', // Tildelt
  100000008: 'planned', // Planlagt
  100000009: 'planned', // Ikke definert
  100000001: 'ongoing', // Drift pågår
  100000002: 'finished', // Drift avsluttet
  100000004: 'finished', // Akseptert
  100000005: 'finished', // Kontroll prodleder
  100000007: 'finished', // Ferdig transportert
  100000003: 'settled', // Sluttoppgjør sendt
};

export function contractPhase(contract: Contract): ContractPhase {
  // A timber registration has no operation status until the cooperative makes a contract of it.
  if (contract.statusReason === null || contract.statusReason === undefined) return 'registered';
  if (contract.signatureState === 0) return 'awaitingSignature';
  return PHASE_OF_OPERATION_STATUS[contract.statusReason] ?? 'other';
}

/** What happens next with the contract, in a few words: the owner's action when one waits, else who acts. */
export function nextStep(contract: Contract): string {
  const actions = contractActions(contract);
  if (actions.includes('sign')) return 'Les og signer avtale';
  if (actions.includes('trackRepair')) return 'Bekreft sporutbedring';
  if (actions.includes('readyForPickup')) return 'Meld henteklart';
  switch (contractPhase(contract)) {
    case 'registered':
      return 'Andelslaget behandler innmeldingen';
    case 'planned':
      return 'Andelslaget planlegger driften';
    case 'finished':
      return 'Andelslaget lager sluttoppgjøret';
    case 'settled':
      return 'Ingen: kontrakten er oppgjort';
    default:
      return 'Kontakt andelslaget';
  }
}
