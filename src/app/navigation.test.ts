import { describe, expect, it } from 'vitest';
import { forcedRedirect } from './navigation';

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
