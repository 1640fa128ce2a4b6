import { describe, expect, it } from 'vitest';
import {
  isEnvironmentalReportCompleted,
  isPrivateOperation,
  loggingTypeLabel,
  measuringMethodLabel,
  operationStatusLabel,
  operationTypeLabel,
  signatureStateLabel,
  trackRepairStatusLabel,
  treeSpeciesLabel,
} from './codeSets';

describe('code set labels (spec §3/§4)', () => {
  it('labels operation types, with "Ikke spesifisert" for anything else', () => {
    expect(operationTypeLabel(2)).toBe('Privat drift');
    expect(operationTypeLabel(4)).toBe('Planlagt drift');
    expect(operationTypeLabel(6)).toBe('Privat med entreprenør');
    expect(operationTypeLabel(7)).toBe('Annenhåndsleverandør');
    expect(operationTypeLabel(3)).toBe('Ikke spesifisert');
    expect(operationTypeLabel(null)).toBe('Ikke spesifisert');
  });

  it('labels operation statuses, with "Ugyldig verdi" for anything else', () => {
    expect(operationStatusLabel(100000001)).toBe('Drift pågår');
    expect(operationStatusLabel(100000003)).toBe('Sluttoppgjør sendt');
    expect(operationStatusLabel(100000008)).toBe('Planlagt');
    expect(operationStatusLabel(42)).toBe('Ugyldig verdi');
  });

  it('labels signature states 0/1/2 and "Ukjent" otherwise', () => {
    expect([0, 1, 2, 3].map(signatureStateLabel)).toEqual(['Nei', 'Ja', 'Ikke relevant', 'Ukjent']);
  });

  it('labels track repair, logging types, measuring methods and tree species', () => {
    expect(trackRepairStatusLabel(100000001)).toBe('Ikke utført');
    expect(loggingTypeLabel(100000001)).toBe('Tynning');
    expect(loggingTypeLabel(5)).toBe('Ugyldig');
    expect([1, 6, 7, 8, 9].map(measuringMethodLabel)).toEqual([
      'Stokkmålt',
      'Vektmålt',
      'LF-målt',
      'Løsmålt',
      'FMB-målt',
    ]);
    expect(treeSpeciesLabel('rpRpLst')).toBe('Osp');
    expect(treeSpeciesLabel('svartOr')).toBe('Svartor');
    expect(treeSpeciesLabel('toString')).toBe('Ukjent treslag');
  });

  it('reads a completed environmental report from its first character', () => {
    expect(isEnvironmentalReportCompleted('2 - Fullført')).toBe(true);
    expect(isEnvironmentalReportCompleted('1 - Ikke fullført')).toBe(false);
    expect(isEnvironmentalReportCompleted('12')).toBe(false);
    expect(isEnvironmentalReportCompleted(null)).toBe(false);
  });

  it('treats private operation and private with contractor as private', () => {
    expect([1, 2, 4, 6, 7].map(isPrivateOperation)).toEqual([false, true, false, true, false]);
  });
});
