import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contractJourney, JOURNEY_STEPS, type JourneyStepId } from '../../domain/contractJourney';
import type { Contract } from '../../api/generated/model';
import type { PortalAction } from '../../domain/permissions';

/**
 * Where a contract is on its journey (src/domain/contractJourney.ts), as 'Min skog' colours it: the same step
 * its card shows, or stopped (a lost contract, a withdrawn registration).
 */
export type ForestPhase = JourneyStepId | 'stopped';

/** The phases in the order a contract passes them (the legend's order). */
export const FOREST_PHASES: readonly ForestPhase[] = [...JOURNEY_STEPS.map((step) => step.id), 'stopped'];

/** The phases' names, as messages (shown with `i18n._`). */
export const FOREST_PHASE_LABELS: Record<ForestPhase, MessageDescriptor> = {
  registered: msg`Innmeldt`,
  signed: msg`Kontrakt signert`,
  operation: msg`Drift pågår`,
  readyForPickup: msg`Henteklart`,
  measured: msg`Målt`,
  settled: msg`Oppgjort`,
  stopped: msg`Stoppet`,
};

/**
 * The contract's phase and its next step in words: the owner's action when one waits, else what it waits for.
 * The step is the contract journey's words (src/domain/contractJourney.ts) or a message of this page's.
 */
export function forestPhaseOf(
  contract: Contract,
  may: (action: PortalAction) => boolean,
): { phase: ForestPhase; nextStep: string | MessageDescriptor } {
  const journey = contractJourney(contract, may);
  if (journey === null) return { phase: 'registered', nextStep: msg`Innmeldingen er ikke sendt ennå.` };
  return {
    phase: journey.stopped === null ? journey.current : 'stopped',
    nextStep: journey.next?.label ?? journey.stopped ?? journey.waitingFor ?? '',
  };
}

/**
 * How each phase is drawn on 'Min skog': a colour with at least 4.3:1 contrast to white and to the light
 * topographic and sandbox tiles (WCAG 1.4.11 asks 3:1), and its own dash, so two phases never differ by colour
 * alone; the legend and the table name them in words.
 */
/* eslint-disable lingui/no-unlocalized-strings -- colours and SVG dash patterns, not text */
export const PHASE_STYLES: Record<ForestPhase, { colour: string; dash: string | null }> = {
  registered: { colour: '#6a1b9a', dash: '8 6' },
  signed: { colour: '#0d47a1', dash: '12 5 2 5' },
  operation: { colour: '#bf360c', dash: null },
  readyForPickup: { colour: '#b71c1c', dash: '2 5' },
  measured: { colour: '#4e342e', dash: '14 4' },
  settled: { colour: '#37474f', dash: '4 4' },
  stopped: { colour: '#616161', dash: '1 5' },
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The property outline's colour, as the other maps draw it (LeafletMap.tsx). */
export const OUTLINE_COLOUR = '#1b5e20';
