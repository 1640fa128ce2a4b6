import { describe, expect, it } from 'vitest';
import type { Contract } from '../api/generated/model';
import { contractPhase, nextStep } from './contractPhase';

const contract = (fields: Partial<Contract>): Contract => ({
  contractId: 'c-1',
  contractNumber: '2026-001',
  operationType: 1,
  status: 100000001,
  statusReason: 100000008,
  createdDate: '2026-01-01T10:00:00.000Z',
  signatureState: 1,
  renovationResponsibility: 100000000,
  statusOppussing: 100000002,
  ...fields,
});

describe('contract phase and next step', () => {
  it('reads a registration without operation status as registered, waiting for the cooperative', () => {
    const registration = contract({ statusReason: null, signatureState: 2, timberRegistration: 100000000 });
    expect(contractPhase(registration)).toBe('registered');
    expect(nextStep(registration)).toBe('Andelslaget behandler innmeldingen');
  });

  it('puts an unsigned contract before its operation status, with signing as the next step', () => {
    const unsigned = contract({ statusReason: 100000000, signatureState: 0 });
    expect(contractPhase(unsigned)).toBe('awaitingSignature');
    expect(nextStep(unsigned)).toBe('Les og signer avtale');
  });

  it('groups the operation statuses into the steps of a harvest', () => {
    expect(contractPhase(contract({ statusReason: 100000000 }))).toBe('planned');
    expect(contractPhase(contract({ statusReason: 100000008 }))).toBe('planned');
    expect(contractPhase(contract({ statusReason: 100000001 }))).toBe('ongoing');
    expect(contractPhase(contract({ statusReason: 100000002 }))).toBe('finished');
    expect(contractPhase(contract({ statusReason: 100000007 }))).toBe('finished');
    expect(contractPhase(contract({ statusReason: 100000003 }))).toBe('settled');
    expect(contractPhase(contract({ statusReason: 100000006 }))).toBe('other');
    // The API may send a status the contract does not list (x-open-enum).
    const unknown: Contract = { ...contract({}), statusReason: 424242 as Contract['statusReason'] };
    expect(contractPhase(unknown)).toBe('other');
  });

  it("names the owner's waiting action first: ready for pickup while ongoing, track repair once finished", () => {
    expect(nextStep(contract({ statusReason: 100000001 }))).toBe('Meld henteklart');
    const repair = { renovationResponsibility: 100000001, statusOppussing: 100000001 } as const;
    expect(nextStep(contract({ statusReason: 100000002, ...repair }))).toBe('Bekreft sporutbedring');
    expect(nextStep(contract({ statusReason: 100000002 }))).toBe('Andelslaget lager sluttoppgjøret');
    expect(nextStep(contract({ statusReason: 100000003 }))).toBe('Ingen: kontrakten er oppgjort');
    expect(nextStep(contract({ statusReason: 100000008 }))).toBe('Andelslaget planlegger driften');
  });
});
