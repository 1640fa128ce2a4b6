import { describe, expect, it } from 'vitest';
import { may, partyOf, PERMISSIONS, type Party, type PortalAction } from './permissions';

const ALL_PARTIES = Object.keys(PERMISSIONS) as Party[];
const partiesThatMay = (action: PortalAction): Party[] => ALL_PARTIES.filter((party) => may(party, action));

describe('the permission table (who may change what)', () => {
  it("limits an accountant's access to a client's account to reading its economics", () => {
    expect([...PERMISSIONS.accountantForClient]).toEqual(['readEconomics']);
  });

  it('lets only the forest owner change the bank account', () => {
    expect(partiesThatMay('changeBankAccount')).toEqual(['forestOwner']);
  });

  it('lets contractors, transporters and forest-culture workers read their account and use one-time codes, nothing else', () => {
    for (const party of ['entrepreneur', 'transporter', 'forestCulture'] as const) {
      expect([...PERMISSIONS[party]].sort()).toEqual(['readAccount', 'useOneTimeCode']);
    }
    expect(partiesThatMay('useOneTimeCode')).toEqual(['entrepreneur', 'transporter', 'forestCulture']);
  });

  it('lets only those who act for the owner sign, report and order', () => {
    const owners: Party[] = ['forestOwner', 'cooperativeEmployee', 'forestManager', 'representative'];
    for (const action of ['signContract', 'reportReadyForPickup', 'confirmTrackRepair', 'order'] as const) {
      expect(partiesThatMay(action)).toEqual(owners);
    }
  });

  it('gives an employee acting as owner everything the owner has but the bank account', () => {
    const owner = [...PERMISSIONS.forestOwner].filter((action) => action !== 'changeBankAccount');
    expect([...PERMISSIONS.cooperativeEmployee]).toEqual(owner);
  });

  it("lets the local group's members read the idea bank, and all but a hired forest manager run it", () => {
    expect(partiesThatMay('readIdeaBank')).toEqual([
      'forestOwner',
      'cooperativeEmployee',
      'forestManager',
      'representative',
    ]);
    expect(partiesThatMay('manageIdeaBank')).toEqual([
      'forestOwner',
      'cooperativeEmployee',
      'representative',
    ]);
  });

  it('keeps who has access to the account with the owner and the employee', () => {
    expect(partiesThatMay('manageAccess')).toEqual(['forestOwner', 'cooperativeEmployee']);
  });
});

describe('partyOf', () => {
  it('maps a role on the account, the employee flag and client access to a party', () => {
    expect(partyOf({ role: 'FOREST_OWNER', isEmployee: false })).toBe('forestOwner');
    expect(partyOf({ role: 'FOREST_OWNER', isEmployee: true })).toBe('cooperativeEmployee');
    expect(partyOf({ role: 'ACCOUNTANT', isEmployee: false })).toBe('accountant');
    expect(partyOf({ role: null, isEmployee: false, asAccountantForClient: true })).toBe(
      'accountantForClient',
    );
    expect(partyOf({ role: 'TRANSPORTER', isEmployee: false })).toBe('transporter');
  });

  it('gives no access to someone without a role, or with a role the portal does not know', () => {
    expect(partyOf({ role: null, isEmployee: false })).toBeNull();
    expect(partyOf({ role: 'SOMETHING_NEW' as never, isEmployee: false })).toBeNull();
    expect(may(null, 'readAccount')).toBe(false);
  });
});
