import {
  CoursePefc,
  PublicRoadYesNo,
  YesNoCode,
  type EnvironmentalConsiderations,
} from '../../../src/api/generated/model/index.ts';
import { isOneOf, isRecord } from '../values.ts';

/**
 * The answers of an environmental report as the API takes them (spec §3 'Yes/no answer codes'): each answer
 * in its own code set, or null while unanswered. What is sent is what is stored and read back.
 */
const ANSWER_CODES = {
  misFigure: isOneOf([true, false]),
  culturalHeritage: isOneOf(Object.values(YesNoCode)),
  grouseOrRaptorConsideration: isOneOf(Object.values(YesNoCode)),
  retentionTrees: isOneOf(Object.values(YesNoCode)),
  bufferZones: isOneOf(Object.values(YesNoCode)),
  velteplassMotOffentligVei: isOneOf(Object.values(PublicRoadYesNo)),
  begrensningerVelteplass: isOneOf(Object.values(PublicRoadYesNo)),
  publicRoad: isOneOf(Object.values(PublicRoadYesNo)),
  ownerChange: isOneOf(Object.values(PublicRoadYesNo)),
  engineManualOperation: isOneOf(Object.values(PublicRoadYesNo)),
  ownUsedMaterial: isOneOf(Object.values(PublicRoadYesNo)),
  coursePEFC: isOneOf(Object.values(CoursePefc)),
} satisfies Record<
  Exclude<keyof EnvironmentalConsiderations, 'contractId' | 'privateOperation'>,
  (value: unknown) => boolean
>;

/** The report in a body, with only the fields of the contract; or the message to answer 400 with. */
export function readConsiderations(body: unknown): EnvironmentalConsiderations | string {
  if (!isRecord(body) || typeof body.contractId !== 'string') return 'Ugyldig miljørapport';
  if (typeof body.privateOperation !== 'boolean') return 'Miljørapporten må si om det er privat drift';
  const report: EnvironmentalConsiderations = {
    contractId: body.contractId,
    privateOperation: body.privateOperation,
  };
  for (const [id, isAnswer] of Object.entries(ANSWER_CODES)) {
    if (!(id in body)) continue;
    const value = body[id] ?? null;
    if (value !== null && !isAnswer(value)) return `Ugyldig svar på ${id}`;
    Object.assign(report, { [id]: value });
  }
  return report;
}
