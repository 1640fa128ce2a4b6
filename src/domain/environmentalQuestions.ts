import { msg } from '@lingui/core/macro';
import type { EnvironmentalConsiderations, EnvironmentalQuestionId } from '../api/generated/model';
import { i18n } from '../i18n/i18n';
import { PUBLIC_ROAD_YES_NO, YES_NO } from './codeSets';

/**
 * The questions of the environmental report (miljørapport) and how each answer travels to the API (spec §3
 * 'Environmental question ids' and 'Yes/no answer codes'). Pure data and helpers, no React.
 */
export type QuestionId = EnvironmentalQuestionId;
export type YesNo = 'yes' | 'no';

/** What the form holds for a question: an answer, or '' while it is unanswered. */
export type FormAnswer = YesNo | '';
export type Answers = Partial<Record<QuestionId, YesNo>>;

/**
 * The API code for 'yes' and 'no' of every question:
 * - misFigure is a boolean;
 * - culturalHeritage, grouseOrRaptorConsideration, retentionTrees, bufferZones: YesNoCode 961700000 / 961700001;
 * - velteplassMotOffentligVei, begrensningerVelteplass, publicRoad, ownerChange, engineManualOperation,
 *   ownUsedMaterial: PublicRoadYesNo 100000001 / 100000000;
 * - coursePEFC: 1 / 0.
 */
const CODES = {
  misFigure: { yes: true, no: false },
  culturalHeritage: YES_NO,
  grouseOrRaptorConsideration: YES_NO,
  retentionTrees: YES_NO,
  bufferZones: YES_NO,
  velteplassMotOffentligVei: PUBLIC_ROAD_YES_NO,
  begrensningerVelteplass: PUBLIC_ROAD_YES_NO,
  publicRoad: PUBLIC_ROAD_YES_NO,
  ownerChange: PUBLIC_ROAD_YES_NO,
  engineManualOperation: PUBLIC_ROAD_YES_NO,
  ownUsedMaterial: PUBLIC_ROAD_YES_NO,
  coursePEFC: { yes: 1, no: 0 },
} as const satisfies {
  [Id in QuestionId]: Record<YesNo, NonNullable<EnvironmentalConsiderations[Id]>>;
};

type Codes = typeof CODES;
export type AnswerCode<Id extends QuestionId> = Codes[Id]['yes'] | Codes[Id]['no'];

export interface EnvironmentalQuestion {
  id: QuestionId;
  /** The question as the owner reads it (the legend of its yes/no group), in the active language when read. */
  readonly text: string;
  /** A short explanation under the question, where the term may be unfamiliar (in the active language). */
  readonly help?: string;
}

/** Every question, in the order the report asks them: the area, the landing and transport, the harvest, the owner. */
export const ENVIRONMENTAL_QUESTIONS: readonly EnvironmentalQuestion[] = [
  {
    id: 'misFigure',
    get text() {
      return i18n._(msg`Er det registrert MiS-figurer (miljøfigurer) i driftsområdet?`);
    },
    get help() {
      return i18n._(
        msg`MiS-figurer er registrerte, verdifulle livsmiljøer som skal tas vare på ved hogst. De står i skogbruksplanen.`,
      );
    },
  },
  {
    id: 'culturalHeritage',
    get text() {
      return i18n._(msg`Er det kulturminner i eller ved driftsområdet?`);
    },
  },
  {
    id: 'grouseOrRaptorConsideration',
    get text() {
      return i18n._(msg`Er det tatt hensyn til spillplasser for storfugl/orrfugl eller rovfuglreir?`);
    },
  },
  {
    id: 'retentionTrees',
    get text() {
      return i18n._(msg`Er det satt igjen livsløpstrær?`);
    },
    get help() {
      return i18n._(
        msg`Livsløpstrær er trær som blir stående for alltid, slik at de kan bli gamle og dø naturlig.`,
      );
    },
  },
  {
    id: 'bufferZones',
    get text() {
      return i18n._(msg`Er det satt igjen kantsoner mot vann, myr og dyrket mark?`);
    },
  },
  {
    id: 'velteplassMotOffentligVei',
    get text() {
      return i18n._(msg`Ligger velteplassen mot offentlig vei?`);
    },
    get help() {
      return i18n._(msg`Velteplassen er stedet der tømmeret legges før det hentes med tømmerbil.`);
    },
  },
  {
    id: 'begrensningerVelteplass',
    get text() {
      return i18n._(msg`Er det begrensninger ved velteplassen (for eksempel bæreevne eller sikt)?`);
    },
  },
  {
    id: 'publicRoad',
    get text() {
      return i18n._(msg`Går transporten over offentlig vei?`);
    },
  },
  {
    id: 'engineManualOperation',
    get text() {
      return i18n._(msg`Er hogsten utført manuelt med motorsag?`);
    },
  },
  {
    id: 'coursePEFC',
    get text() {
      return i18n._(msg`Har den som utførte hogsten gjennomført PEFC-kurs?`);
    },
  },
  {
    id: 'ownerChange',
    get text() {
      return i18n._(msg`Har eiendommen skiftet eier siden kontrakten ble inngått?`);
    },
  },
  {
    id: 'ownUsedMaterial',
    get text() {
      return i18n._(msg`Er noe av virket brukt av skogeier selv (egen bruk)?`);
    },
  },
];

const QUESTIONS_BY_ID: ReadonlyMap<string, EnvironmentalQuestion> = new Map(
  ENVIRONMENTAL_QUESTIONS.map((question) => [question.id, question]),
);

/**
 * Our question for an id the API names (GET /considerations/loggingType/{id} lists the questions of a
 * logging type): its text, help and answer codes are this module's. Undefined for an id not of §3.
 */
export const questionById = (id: string): EnvironmentalQuestion | undefined => QUESTIONS_BY_ID.get(id);

export const QUESTION_IDS: readonly QuestionId[] = ENVIRONMENTAL_QUESTIONS.map((question) => question.id);

/**
 * Which questions each variant asks. The spec names the ids but not which report asks which, so this is our
 * choice (one place to change):
 * - Private operation (/timberContract/envReportPrivate, operation types 2 and 6): the owner ran the
 *   operation and is the only one who knows, so the report asks all twelve.
 * - Operation by the cooperative (/timberContract/envReportAToperation): the spec lists the ids in two groups,
 *   the eight environmental considerations of the harvest area and landing, and 'also' ownerChange,
 *   engineManualOperation, publicRoad and ownUsedMaterial. The second group is about how the owner ran and
 *   used the operation (manual felling, own use, the owner's transport), which does not apply when the
 *   cooperative ran it; the sandbox's completed cooperative report (contract-2025-087) answers exactly the
 *   first eight. So this variant asks those eight.
 * The read-only view of a sent report also shows any other stored answer, so nothing the API holds is hidden.
 */
const CONSIDERATIONS_OF_THE_AREA: ReadonlySet<QuestionId> = new Set<QuestionId>([
  'misFigure',
  'culturalHeritage',
  'grouseOrRaptorConsideration',
  'velteplassMotOffentligVei',
  'retentionTrees',
  'bufferZones',
  'coursePEFC',
  'begrensningerVelteplass',
]);

export const PRIVATE_OPERATION_QUESTIONS: readonly EnvironmentalQuestion[] = ENVIRONMENTAL_QUESTIONS;
export const COOPERATIVE_OPERATION_QUESTIONS: readonly EnvironmentalQuestion[] =
  ENVIRONMENTAL_QUESTIONS.filter((question) => CONSIDERATIONS_OF_THE_AREA.has(question.id));

export const questionsFor = (privateOperation: boolean): readonly EnvironmentalQuestion[] =>
  privateOperation ? PRIVATE_OPERATION_QUESTIONS : COOPERATIVE_OPERATION_QUESTIONS;

/** The API code of an answer, e.g. toAnswer('culturalHeritage', 'yes') === 961700000. */
export function toAnswer<Id extends QuestionId>(questionId: Id, answer: YesNo): AnswerCode<Id> {
  const codes: Codes[Id] = CODES[questionId];
  return answer === 'yes' ? codes.yes : codes.no;
}

/** The answer an API value stands for; null when unanswered (null/undefined) or not a code of the question. */
export function fromAnswer(questionId: QuestionId, value: unknown): YesNo | null {
  const codes: Record<YesNo, unknown> = CODES[questionId];
  if (value === codes.yes) return 'yes';
  if (value === codes.no) return 'no';
  return null;
}

/** The answers a report holds, by question (unanswered questions left out). */
export function answersOf(report: EnvironmentalConsiderations | undefined): Answers {
  const answers: Answers = {};
  if (!report) return answers;
  for (const id of QUESTION_IDS) {
    const answer = fromAnswer(id, report[id]);
    if (answer) answers[id] = answer;
  }
  return answers;
}

/**
 * The body of POST /considerations: `base` (what the API sent, so fields this client does not ask keep their
 * value) with the given answers encoded; a question without an answer keeps its value from `base`, or null.
 */
export function encodeAnswers(
  base: EnvironmentalConsiderations,
  answers: Answers,
): EnvironmentalConsiderations {
  const code = <Id extends QuestionId>(id: Id) => {
    const answer = answers[id];
    return answer ? toAnswer(id, answer) : (base[id] ?? null);
  };
  return {
    ...base,
    misFigure: code('misFigure'),
    culturalHeritage: code('culturalHeritage'),
    grouseOrRaptorConsideration: code('grouseOrRaptorConsideration'),
    retentionTrees: code('retentionTrees'),
    bufferZones: code('bufferZones'),
    velteplassMotOffentligVei: code('velteplassMotOffentligVei'),
    begrensningerVelteplass: code('begrensningerVelteplass'),
    publicRoad: code('publicRoad'),
    ownerChange: code('ownerChange'),
    engineManualOperation: code('engineManualOperation'),
    ownUsedMaterial: code('ownUsedMaterial'),
    coursePEFC: code('coursePEFC'),
  };
}

/** 'Ja', 'Nei' or 'Ikke besvart' (in the active language), as the read-only report shows an answer. */
export const answerLabel = (answer: YesNo | null | undefined): string =>
  i18n._(answer === 'yes' ? msg`Ja` : answer === 'no' ? msg`Nei` : msg`Ikke besvart`);
