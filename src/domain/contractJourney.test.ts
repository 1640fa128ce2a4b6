import { describe, expect, it } from 'vitest';
import type { Contract } from '../api/generated/model';
import { contractJourney, JOURNEY_STEPS, type ContractJourney } from './contractJourney';
import type { PortalAction } from './permissions';

const contract = (fields: Partial<Contract> = {}): Contract => ({
  contractId: 'contract-1',
  contractNumber: '2026-001',
  operationType: 1,
  status: 100000001,
  createdDate: '2026-03-01T10:00:00Z',
  signatureState: 1,
  statusReason: 100000008,
  completedEnvironmentalReport: '1 - Ikke fullført',
  renovationResponsibility: 100000000,
  statusOppussing: 100000002,
  timberRegistration: 100000002,
  ...fields,
});

const journeyOf = (fields: Partial<Contract>, may?: (action: PortalAction) => boolean): ContractJourney => {
  const journey = contractJourney(contract(fields), may);
  if (journey === null) throw new Error('no journey');
  return journey;
};

/** The steps as a person reads them: ✓ done, ▶ current, · upcoming. */
const marks = (journey: ContractJourney): string =>
  journey.steps
    .map((step) => `${step.state === 'done' ? '✓' : step.state === 'current' ? '▶' : '·'}${step.label}`)
    .join(' ');

describe("a contract's journey from registration to settlement", () => {
  it('names the six steps in Norwegian, in order', () => {
    expect(JOURNEY_STEPS.map((step) => step.label)).toEqual([
      'Innmeldt',
      'Kontrakt signert',
      'Drift pågår',
      'Henteklart',
      'Målt',
      'Oppgjort',
    ]);
  });

  it('stays at Innmeldt until the contract is signed, and asks the owner to sign it', () => {
    const journey = journeyOf({ signatureState: 0, statusReason: 100000000 });
    expect(journey.current).toBe('registered');
    expect(marks(journey)).toBe('▶Innmeldt ·Kontrakt signert ·Drift pågår ·Henteklart ·Målt ·Oppgjort');
    expect(journey.next).toEqual({
      action: 'sign',
      label: 'Les og signer avtale',
      route: '/timberContract/signContract',
    });
    expect(journey.waitingFor).toBeNull();
  });

  it('is signed but waits for the cooperative while the operation is planned, assigned or not defined', () => {
    for (const statusReason of [100000008, 100000000, 100000009, null, undefined] as const) {
      const journey = journeyOf({ statusReason });
      expect(journey.current).toBe('signed');
      expect(marks(journey)).toBe('✓Innmeldt ▶Kontrakt signert ·Drift pågår ·Henteklart ·Målt ·Oppgjort');
      expect(journey.next).toBeNull();
      expect(journey.waitingFor).toBe('Skogeierandelslaget planlegger driften.');
    }
  });

  it("counts 'Ikke relevant' as signed, and an unknown signature state as not signed", () => {
    expect(journeyOf({ signatureState: 2 }).current).toBe('signed');
    expect(journeyOf({ signatureState: 7 as Contract['signatureState'] }).current).toBe('registered');
  });

  it('asks for a ready-for-pickup report while the operation is ongoing', () => {
    const journey = journeyOf({ statusReason: 100000001 });
    expect(journey.current).toBe('operation');
    expect(journey.next).toEqual({
      action: 'readyForPickup',
      label: 'Meld henteklart',
      route: '/timberContract/readyForPickup',
    });
  });

  it('is ready for pickup once the operation is finished, and asks for the environmental report if missing', () => {
    const journey = journeyOf({ statusReason: 100000002, operationType: 2 });
    expect(journey.current).toBe('readyForPickup');
    expect(marks(journey)).toBe('✓Innmeldt ✓Kontrakt signert ✓Drift pågår ▶Henteklart ·Målt ·Oppgjort');
    expect(journey.next).toEqual({
      action: 'environmentalReport',
      label: 'Fyll ut miljørapport',
      route: '/timberContract/envReportPrivate',
    });
    const reported = journeyOf({ statusReason: 100000002, completedEnvironmentalReport: '2 - Fullført' });
    expect(reported.next).toBeNull();
    expect(reported.waitingFor).toBe('Tømmeret venter på henting og måling.');
  });

  it('puts confirming the track repair before anything else the owner can do after signing', () => {
    const journey = journeyOf({
      statusReason: 100000002,
      renovationResponsibility: 100000001,
      statusOppussing: 100000001,
    });
    expect(journey.current).toBe('readyForPickup');
    expect(journey.next).toEqual({
      action: 'trackRepair',
      label: 'Bekreft sporutbedring',
      route: '/timberContract?sporutbedring=contract-1',
    });
    expect(
      journeyOf({ statusReason: 100000001, renovationResponsibility: 100000001, statusOppussing: 100000001 })
        .next?.action,
    ).toBe('trackRepair');
  });

  it('is measured when all timber is transported or the production leader checks the measurements', () => {
    for (const statusReason of [100000007, 100000005] as const) {
      const journey = journeyOf({ statusReason, completedEnvironmentalReport: '2 - Fullført' });
      expect(journey.current).toBe('measured');
      expect(marks(journey)).toBe('✓Innmeldt ✓Kontrakt signert ✓Drift pågår ✓Henteklart ▶Målt ·Oppgjort');
      expect(journey.waitingFor).toBe('Tømmeret er målt. Oppgjøret kommer.');
    }
  });

  it('is settled when the final settlement is sent or accepted', () => {
    for (const statusReason of [100000003, 100000004] as const) {
      const journey = journeyOf({ statusReason, completedEnvironmentalReport: '2 - Fullført' });
      expect(journey.current).toBe('settled');
      expect(marks(journey)).toBe('✓Innmeldt ✓Kontrakt signert ✓Drift pågår ✓Henteklart ✓Målt ▶Oppgjort');
      expect(journey.next).toBeNull();
      expect(journey.waitingFor).toBe('Kontrakten er gjort opp.');
    }
  });

  it('treats an unknown operation status as no progress beyond the signature', () => {
    const journey = journeyOf({ statusReason: 123 as Contract['statusReason'] });
    expect(journey.current).toBe('signed');
    expect(journey.stopped).toBeNull();
  });

  it('says a lost contract or a withdrawn registration stopped, and asks nothing of the owner', () => {
    const lost = journeyOf({ status: 100000000, statusReason: 100000006, timberRegistration: 100000004 });
    expect(lost.current).toBe('signed');
    expect(lost.stopped).toBe('Kontrakten er stoppet (Tapt).');
    expect(lost.next).toBeNull();
    expect(lost.waitingFor).toBeNull();
    const rejected = journeyOf({ signatureState: 0, timberRegistration: 100000003 });
    expect(rejected.stopped).toBe('Kontrakten er stoppet (tømmerinnmeldingen er avvist).');
    expect(rejected.next).toBeNull();
  });

  it('offers only what the person may do, and otherwise says what the contract waits for', () => {
    const readOnly = (action: PortalAction) => action === 'readContracts';
    const unsigned = journeyOf({ signatureState: 0 }, readOnly);
    expect(unsigned.next).toBeNull();
    expect(unsigned.waitingFor).toBe('Kontrakten venter på signatur.');
    const repair = journeyOf(
      { statusReason: 100000001, renovationResponsibility: 100000001, statusOppussing: 100000001 },
      (action) => action === 'reportReadyForPickup',
    );
    expect(repair.next?.action).toBe('readyForPickup');
  });

  it('has no journey for a draft registration, which is not a contract yet', () => {
    expect(contractJourney(contract({ timberRegistration: 100000006 }))).toBeNull();
  });
});
