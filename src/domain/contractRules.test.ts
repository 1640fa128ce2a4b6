import { describe, expect, it } from 'vitest';
import type { Contract } from '../api/generated/model';
import { contractActionRoute, isShownByDefault } from './contractRules';

const contract = (fields: Partial<Contract> = {}): Contract => ({
  contractId: 'contract-1',
  contractNumber: '2026-001',
  operationType: 1,
  status: 100000001,
  createdDate: '2026-03-01T10:00:00Z',
  signatureState: 1,
  ...fields,
});

describe('the default filter of the contract list (spec §5)', () => {
  it('shows active contracts whose timber registration is registered, in progress, made a contract or none', () => {
    for (const timberRegistration of [100000000, 100000001, 100000002, null, undefined] as const) {
      expect(isShownByDefault(contract({ timberRegistration }))).toBe(true);
    }
  });

  it('hides contracts that are not active, and registrations rejected, withdrawn or cancelled', () => {
    expect(isShownByDefault(contract({ status: 100000000 }))).toBe(false);
    for (const timberRegistration of [100000003, 100000004, 100000005] as const) {
      expect(isShownByDefault(contract({ timberRegistration }))).toBe(false);
    }
  });

  it('never shows a draft registration, which is not a contract yet', () => {
    expect(isShownByDefault(contract({ timberRegistration: 100000006 }))).toBe(false);
  });
});

describe("where a contract's action is taken", () => {
  it("opens the chosen contract's sub-page, by operation type for the environmental report", () => {
    expect(contractActionRoute('sign', contract())).toBe('/timberContract/signContract');
    expect(contractActionRoute('readyForPickup', contract())).toBe('/timberContract/readyForPickup');
    expect(contractActionRoute('environmentalReport', contract({ operationType: 2 }))).toBe(
      '/timberContract/envReportPrivate',
    );
    expect(contractActionRoute('environmentalReport', contract({ operationType: 1 }))).toBe(
      '/timberContract/envReportAToperation',
    );
  });

  it('confirms track repair on the contract list, which the address tells which contract', () => {
    expect(contractActionRoute('trackRepair', contract({ contractId: 'contract 7&8' }))).toBe(
      '/timberContract?sporutbedring=contract+7%268',
    );
  });
});
