import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  LOGGING_TYPES,
  measuringMethodLabel,
  operationStatusLabel,
  OPERATION_TYPES,
  operationTypeLabel,
  signatureStateLabel,
  timberRegistrationLabel,
  treeSpeciesLabel,
  treeSpeciesName,
} from './codeSets';
import { contractJourney, JOURNEY_STEPS } from './contractJourney';
import { answerLabel, questionById } from './environmentalQuestions';
import { PARTY_LABELS } from './partyLabels';

// The domain's tests run in Norwegian with both languages' catalogs loaded (tests/setupDomain.ts).
beforeAll(() => {
  i18n.activate('en');
});
afterAll(() => {
  i18n.activate('nb');
});

describe('the code labels in English (#43)', () => {
  it('labels the spec’s codes in English, with English fallbacks', () => {
    expect(operationTypeLabel(2)).toBe('Private operation');
    expect(operationTypeLabel(3)).toBe('Not specified');
    expect(operationStatusLabel(100000001)).toBe('Operation in progress');
    expect(operationStatusLabel(42)).toBe('Invalid value');
    expect([0, 1, 2, 3].map(signatureStateLabel)).toEqual(['No', 'Yes', 'Not relevant', 'Unknown']);
    expect(measuringMethodLabel(6)).toBe('Weight measured');
    expect(timberRegistrationLabel(100000006)).toBe('Draft');
    expect(treeSpeciesLabel('rpBallert')).toBe('Spruce');
    expect(treeSpeciesLabel('toString')).toBe('Unknown tree species');
  });

  it('offers the options in English, and the API’s own names stay Norwegian', () => {
    expect(OPERATION_TYPES.map((option) => option.label)).toContain('Operation by the cooperative');
    expect(LOGGING_TYPES[1]).toEqual({ code: 100000001, label: 'Thinning' });
    expect(treeSpeciesName('bjoerk')).toBe('Bjørk');
  });

  it('follows a switch back to Norwegian at once', () => {
    i18n.activate('nb');
    expect(operationTypeLabel(2)).toBe('Privat drift');
    expect(OPERATION_TYPES[1]?.label).toBe('Privat drift');
    i18n.activate('en');
    expect(OPERATION_TYPES[1]?.label).toBe('Private operation');
  });

  it('names the journey, the parties and the questions in English', () => {
    expect(JOURNEY_STEPS.map((step) => step.label)).toEqual([
      'Registered',
      'Contract signed',
      'Operation in progress',
      'Ready for pickup',
      'Measured',
      'Settled',
    ]);
    const journey = contractJourney({
      contractId: 'contract-1',
      contractNumber: '2026-001',
      operationType: 1,
      status: 100000001,
      createdDate: '2026-03-01T10:00:00Z',
      signatureState: 1,
      statusReason: 100000006,
    });
    expect(journey?.stopped).toBe('The contract is stopped (Lost).');
    expect(PARTY_LABELS.entrepreneur).toBe('Contractor');
    expect(questionById('retentionTrees')?.text).toBe('Have retention trees been left?');
    expect(answerLabel(null)).toBe('Not answered');
  });
});
