import { describe, expect, it } from 'vitest';
import { ACCOUNT_DETAIL_FIELDS, changeableAccountFields } from './accountUpdate';
import { PARTY_LABELS } from './partyLabels';
import type { Party } from './permissions';

describe('what PUT /account may change, by party', () => {
  it('lets the forest owner change the details and the bank account', () => {
    expect(changeableAccountFields('forestOwner')).toEqual([...ACCOUNT_DETAIL_FIELDS, 'bankAccountNumber']);
  });

  it('lets an employee, a forest manager and a representative change the details, not the bank account', () => {
    for (const party of ['cooperativeEmployee', 'forestManager', 'representative'] as const) {
      expect(changeableAccountFields(party)).toEqual(ACCOUNT_DETAIL_FIELDS);
    }
  });

  it('gives everyone else, and no access at all, nothing to change', () => {
    const others = (Object.keys(PARTY_LABELS) as Party[]).filter(
      (party) => !['forestOwner', 'cooperativeEmployee', 'forestManager', 'representative'].includes(party),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const party of [...others, null]) expect(changeableAccountFields(party)).toEqual([]);
  });

  it('never lists the name, the organisation number, the membership or the role', () => {
    const listed: readonly string[] = changeableAccountFields('forestOwner');
    for (const field of ['name', 'organizationNumber', 'isMember', 'accountRole', 'id']) {
      expect(listed).not.toContain(field);
    }
  });
});
