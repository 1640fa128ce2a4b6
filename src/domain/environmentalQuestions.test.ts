import { describe, expect, it } from 'vitest';
import type { EnvironmentalConsiderations } from '../api/generated/model';
import {
  answerLabel,
  answersOf,
  COOPERATIVE_OPERATION_QUESTIONS,
  encodeAnswers,
  ENVIRONMENTAL_QUESTIONS,
  fromAnswer,
  PRIVATE_OPERATION_QUESTIONS,
  QUESTION_IDS,
  questionById,
  questionsFor,
  toAnswer,
  type QuestionId,
  type YesNo,
} from './environmentalQuestions';

/** Spec §3 'Yes/no answer codes', written out independently of the implementation. */
const SPEC_CODES: Record<QuestionId, { yes: unknown; no: unknown }> = {
  misFigure: { yes: true, no: false },
  culturalHeritage: { yes: 961700000, no: 961700001 },
  grouseOrRaptorConsideration: { yes: 961700000, no: 961700001 },
  retentionTrees: { yes: 961700000, no: 961700001 },
  bufferZones: { yes: 961700000, no: 961700001 },
  velteplassMotOffentligVei: { yes: 100000001, no: 100000000 },
  begrensningerVelteplass: { yes: 100000001, no: 100000000 },
  publicRoad: { yes: 100000001, no: 100000000 },
  ownerChange: { yes: 100000001, no: 100000000 },
  engineManualOperation: { yes: 100000001, no: 100000000 },
  ownUsedMaterial: { yes: 100000001, no: 100000000 },
  coursePEFC: { yes: 1, no: 0 },
};

const SPEC_IDS = Object.keys(SPEC_CODES) as QuestionId[];
const ANSWERS: readonly YesNo[] = ['yes', 'no'];

describe('environmental questions', () => {
  it('has one Norwegian question for each of the twelve ids of §3, once each', () => {
    expect([...QUESTION_IDS].sort()).toEqual([...SPEC_IDS].sort());
    for (const question of ENVIRONMENTAL_QUESTIONS) {
      expect(question.text).toMatch(/^[A-ZÆØÅ].*\?$/);
    }
  });

  describe.each(SPEC_IDS)('%s', (id) => {
    it.each(ANSWERS)('encodes %s with the code of §3 and reads it back', (answer) => {
      const code = toAnswer(id, answer);
      expect(code).toBe(SPEC_CODES[id][answer]);
      expect(fromAnswer(id, code)).toBe(answer);
    });

    it('reads an unanswered or foreign value as unanswered', () => {
      expect(fromAnswer(id, null)).toBeNull();
      expect(fromAnswer(id, undefined)).toBeNull();
      expect(fromAnswer(id, 42)).toBeNull();
      expect(fromAnswer(id, 'true')).toBeNull();
    });
  });

  it('does not mix up the code sets: a code of another set is not an answer', () => {
    expect(fromAnswer('culturalHeritage', 100000001)).toBeNull();
    expect(fromAnswer('publicRoad', 961700000)).toBeNull();
    expect(fromAnswer('coursePEFC', true)).toBeNull();
    expect(fromAnswer('misFigure', 1)).toBeNull();
    expect(fromAnswer('misFigure', 0)).toBeNull();
  });

  it('asks all twelve in a private operation and the eight considerations when the cooperative ran it', () => {
    expect(questionsFor(true)).toBe(PRIVATE_OPERATION_QUESTIONS);
    expect(PRIVATE_OPERATION_QUESTIONS).toHaveLength(12);
    expect(questionsFor(false)).toBe(COOPERATIVE_OPERATION_QUESTIONS);
    expect(COOPERATIVE_OPERATION_QUESTIONS.map((question) => question.id).sort()).toEqual(
      [
        'misFigure',
        'culturalHeritage',
        'grouseOrRaptorConsideration',
        'velteplassMotOffentligVei',
        'retentionTrees',
        'bufferZones',
        'coursePEFC',
        'begrensningerVelteplass',
      ].sort(),
    );
  });

  it('encodes a whole report and reads it back', () => {
    const base: EnvironmentalConsiderations = { contractId: 'contract-1', privateOperation: true };
    const answers = Object.fromEntries(
      SPEC_IDS.map((id, index) => [id, index % 2 === 0 ? 'yes' : 'no'] as const),
    );
    const body = encodeAnswers(base, answers);
    expect(body.contractId).toBe('contract-1');
    expect(body.privateOperation).toBe(true);
    SPEC_IDS.forEach((id, index) => {
      expect(body[id]).toBe(SPEC_CODES[id][index % 2 === 0 ? 'yes' : 'no']);
    });
    expect(answersOf(body)).toEqual(answers);
  });

  it('keeps what the API holds for questions not answered here, and sends null for the rest', () => {
    const base: EnvironmentalConsiderations = {
      contractId: 'contract-1',
      privateOperation: false,
      ownerChange: 100000001,
    };
    const body = encodeAnswers(base, { culturalHeritage: 'no', misFigure: 'no' });
    expect(body).toMatchObject({
      contractId: 'contract-1',
      privateOperation: false,
      culturalHeritage: 961700001,
      misFigure: false,
      ownerChange: 100000001,
      publicRoad: null,
      coursePEFC: null,
    });
  });

  it('reads no answers from a missing report and labels answers in Norwegian', () => {
    expect(answersOf(undefined)).toEqual({});
    expect(answerLabel('yes')).toBe('Ja');
    expect(answerLabel('no')).toBe('Nei');
    expect(answerLabel(null)).toBe('Ikke besvart');
  });

  it('finds a question by the id the API names, and nothing for an id not of §3', () => {
    expect(questionById('retentionTrees')?.text).toBe('Er det satt igjen livsløpstrær?');
    for (const id of SPEC_IDS) expect(questionById(id)?.id).toBe(id);
    expect(questionById('toString')).toBeUndefined();
    expect(questionById('')).toBeUndefined();
  });
});
