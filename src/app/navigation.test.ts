import { describe, expect, it } from 'vitest';
import { forcedRedirect, menuFor } from './navigation';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('menus by role (spec §6)', () => {
  it('gives the forest owner the wide and the mobile list in their own order', () => {
    expect(labels(menuFor('FOREST_OWNER', 'wide'))).toEqual([
      'Meny',
      'Tømmerinnmelding',
      'Bestillinger',
      'Økonomi',
      'Tømmerkontrakter',
      'Plantebestilling',
      'Priskalkulator',
      'Kontakt oss',
    ]);
    expect(labels(menuFor('FOREST_OWNER', 'mobile'))).toEqual([
      'Meny',
      'Tømmerinnmelding',
      'Tømmerkontrakter',
      'Plantebestilling',
      'Bestillinger',
      'Økonomi',
    ]);
  });

  it.each(['ENTREPRENEUR', 'TRANSPORTER', 'FOREST_CULTURE'] as const)(
    'gives %s Engangskode and Kontakt oss',
    (role) => {
      expect(labels(menuFor(role, 'wide'))).toEqual(['Engangskode', 'Kontakt oss']);
      expect(labels(menuFor(role, 'mobile'))).toEqual(['Engangskode', 'Kontakt oss']);
    },
  );

  it('gives the accountant Økonomi (to /accountant) and Kontakt oss', () => {
    expect(menuFor('ACCOUNTANT', 'wide')).toEqual([
      { label: 'Økonomi', to: '/accountant' },
      { label: 'Kontakt oss', to: '/contact' },
    ]);
  });
});

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
