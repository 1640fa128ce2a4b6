import { describe, expect, it } from 'vitest';
import {
  isEnvironmentalReportCompleted,
  isPrivateOperation,
  isTimberRegistrationDraft,
  LOGGING_TYPES,
  loggingTypeLabel,
  measuringMethodLabel,
  operationStatusLabel,
  OPERATION_TYPES,
  operationTypeLabel,
  signatureStateLabel,
  TIMBER_REGISTRATION,
  timberRegistrationLabel,
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

  it('labels timber registration statuses, with "Ukjent" for anything else', () => {
    expect(
      [100000000, 100000001, 100000002, 100000003, 100000004, 100000005, 100000006].map(
        timberRegistrationLabel,
      ),
    ).toEqual([
      'Innmeldt',
      'Under behandling',
      'Kontrakt opprettet',
      'Avvist',
      'Trukket',
      'Kansellert',
      'Kladd',
    ]);
    expect(timberRegistrationLabel(100000007)).toBe('Ukjent');
    expect(timberRegistrationLabel(null)).toBe('Ukjent');
    expect(TIMBER_REGISTRATION).toEqual({ registered: 100000000, draft: 100000006 });
  });

  it('knows a draft registration by its status 100000006', () => {
    expect(isTimberRegistrationDraft({ timberRegistration: 100000006 })).toBe(true);
    expect(isTimberRegistrationDraft({ timberRegistration: 100000000 })).toBe(false);
    expect(isTimberRegistrationDraft({ timberRegistration: null })).toBe(false);
    expect(isTimberRegistrationDraft({})).toBe(false);
  });

  it('offers the six logging types and the five operation types of §3 with their labels', () => {
    expect(LOGGING_TYPES).toEqual([
      { code: 100000000, label: 'Foryngelseshogst' },
      { code: 100000001, label: 'Tynning' },
      { code: 100000002, label: 'Ryddehogst' },
      { code: 100000003, label: 'Omdisponert areal (beite eller jordbruk)' },
      { code: 100000004, label: 'Uspesifisert' },
      { code: 100000005, label: 'Omregulert areal' },
    ]);
    expect(OPERATION_TYPES).toEqual([
      { code: 1, label: 'Drift ved skogeierandelslaget' },
      { code: 2, label: 'Privat drift' },
      { code: 4, label: 'Planlagt drift' },
      { code: 6, label: 'Privat med entreprenør' },
      { code: 7, label: 'Annenhåndsleverandør' },
    ]);
  });
});
