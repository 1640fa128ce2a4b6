import type { ContractPhase } from '../../domain/contractPhase';

/**
 * How each phase is drawn on 'Min skog': a colour with at least 4.3:1 contrast to white and to the light
 * topographic and sandbox tiles (WCAG 1.4.11 asks 3:1), and its own dash, so two phases never differ by colour
 * alone; the legend and the table name them in words.
 */
export const PHASE_STYLES: Record<ContractPhase, { colour: string; dash: string | null }> = {
  registered: { colour: '#6a1b9a', dash: '8 6' },
  awaitingSignature: { colour: '#b71c1c', dash: '2 5' },
  planned: { colour: '#0d47a1', dash: '12 5 2 5' },
  ongoing: { colour: '#bf360c', dash: null },
  finished: { colour: '#4e342e', dash: '14 4' },
  settled: { colour: '#37474f', dash: '4 4' },
  other: { colour: '#616161', dash: '1 5' },
};

/** The property outline's colour, as the other maps draw it (LeafletMap.tsx). */
export const OUTLINE_COLOUR = '#1b5e20';
