import { describe, expect, it } from 'vitest';
import { accountLabel, currentMenuItem, forcedRedirect, menuFor } from './navigation';

describe('forced redirects (spec §4)', () => {
  it.each(['ENTREPRENEUR', 'TRANSPORTER', 'FOREST_CULTURE'] as const)('sends %s to /oneTimeCode', (role) => {
    expect(forcedRedirect(role, '/timberContract')).toBe('/oneTimeCode');
    expect(forcedRedirect(role, '/')).toBe('/oneTimeCode');
    expect(forcedRedirect(role, '/oneTimeCode')).toBeNull();
    expect(forcedRedirect(role, '/contact')).toBeNull();
    expect(forcedRedirect(role, '/profile')).toBeNull();
    expect(forcedRedirect(role, '/profile/accesses')).toBeNull();
  });

  it('sends the accountant to /accountant but lets contact and profile be', () => {
    expect(forcedRedirect('ACCOUNTANT', '/economics')).toBe('/accountant');
    expect(forcedRedirect('ACCOUNTANT', '/accountant')).toBeNull();
    expect(forcedRedirect('ACCOUNTANT', '/contact')).toBeNull();
    expect(forcedRedirect('ACCOUNTANT', '/profile')).toBeNull();
  });

  it('leaves the forest owner where they are, and does not mistake look-alike paths', () => {
    expect(forcedRedirect('FOREST_OWNER', '/timberContract')).toBeNull();
    expect(forcedRedirect('ENTREPRENEUR', '/contactless')).toBe('/oneTimeCode');
  });
});

describe('the current menu item', () => {
  const wide = menuFor('FOREST_OWNER', 'wide');
  const mobile = menuFor('FOREST_OWNER', 'mobile');
  const labelOn = (pathname: string, items = wide) => currentMenuItem(pathname, items)?.label ?? null;

  it('is exactly one on a page under two items: the deepest', () => {
    expect(labelOn('/orders/selectProperty')).toBe('Plantebestilling');
    expect(labelOn('/orders/selectProperty', mobile)).toBe('Plantebestilling');
    expect(labelOn('/orders')).toBe('Bestillinger');
  });

  it('follows a page under its item, and not a look-alike address', () => {
    expect(labelOn('/timberContract/signContract')).toBe('Tømmerkontrakter');
    expect(labelOn('/timberContractless')).toBeNull();
  });

  it('marks the start page only on the start page', () => {
    expect(labelOn('/', mobile)).toBe('Meny');
    expect(labelOn('/economics', mobile)).toBe('Økonomi');
    expect(labelOn('/profile', mobile)).toBeNull();
  });
});

describe("the header's company slot", () => {
  it("says 'Personlig konto' for the person's own account, and the company's name otherwise", () => {
    expect(accountLabel({ name: 'Kari Nordmann', organizationNumber: null }, 'Kari Nordmann')).toBe(
      'Personlig konto',
    );
    expect(accountLabel({ name: 'Nordmann Skog AS', organizationNumber: '923456783' }, 'Kari Nordmann')).toBe(
      'Nordmann Skog AS',
    );
  });

  it("names another person's personal account (an accountant acting for a client)", () => {
    expect(accountLabel({ name: 'Kari Nordmann', organizationNumber: null }, 'Siri Dahl')).toBe(
      'Kari Nordmann',
    );
  });
});
