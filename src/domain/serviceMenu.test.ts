import { describe, expect, it } from 'vitest';
import { menuFor, serviceTilesFor } from './serviceMenu';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

const FOREST_OWNER_ROLES = ['FOREST_OWNER', 'FOREST_MANAGER', 'REPRESENTATIVE'] as const;
const ALL_ROLES = [
  ...FOREST_OWNER_ROLES,
  'ENTREPRENEUR',
  'TRANSPORTER',
  'FOREST_CULTURE',
  'ACCOUNTANT',
  null,
  undefined,
] as const;

describe('menus by role (spec §6)', () => {
  it("gives the forest owner the wide and the mobile list in their own order, with 'Min skog' (#28) after the contracts", () => {
    expect(labels(menuFor('FOREST_OWNER', 'wide'))).toEqual([
      'Meny',
      'Tømmerinnmelding',
      'Bestillinger',
      'Økonomi',
      'Tømmerkontrakter',
      'Min skog',
      'Plantebestilling',
      'Priskalkulator',
      'Kontakt oss',
    ]);
    expect(labels(menuFor('FOREST_OWNER', 'mobile'))).toEqual([
      'Meny',
      'Tømmerinnmelding',
      'Tømmerkontrakter',
      'Min skog',
      'Plantebestilling',
      'Bestillinger',
      'Økonomi',
    ]);
  });

  it.each(['FOREST_MANAGER', 'REPRESENTATIVE'] as const)('gives %s the forest owner menu', (role) => {
    expect(menuFor(role, 'wide')).toEqual(menuFor('FOREST_OWNER', 'wide'));
    expect(menuFor(role, 'mobile')).toEqual(menuFor('FOREST_OWNER', 'mobile'));
  });

  it.each(['ENTREPRENEUR', 'TRANSPORTER', 'FOREST_CULTURE'] as const)(
    'gives %s Engangskode and Kontakt oss',
    (role) => {
      expect(labels(menuFor(role, 'wide'))).toEqual(['Engangskode', 'Kontakt oss']);
      expect(labels(menuFor(role, 'mobile'))).toEqual(['Engangskode', 'Kontakt oss']);
    },
  );

  it('gives the accountant Økonomi (to /accountant) and Kontakt oss', () => {
    expect(menuFor('ACCOUNTANT', 'wide').map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Økonomi', to: '/accountant' },
      { label: 'Kontakt oss', to: '/contact' },
    ]);
  });

  it('gives a person without a known role only Kontakt oss', () => {
    expect(labels(menuFor(null, 'wide'))).toEqual(['Kontakt oss']);
    expect(labels(menuFor(undefined, 'mobile'))).toEqual(['Kontakt oss']);
  });

  it('describes every service in one line, and each route has one label and one description', () => {
    const items = ALL_ROLES.flatMap((role) => [...menuFor(role, 'wide'), ...menuFor(role, 'mobile')]);
    for (const item of items) {
      expect(item.description.trim(), item.label).not.toBe('');
      expect(item.description, item.label).not.toMatch(/\n/);
    }
    const byRoute = new Map(items.map((item) => [item.to, item]));
    for (const item of items) expect(byRoute.get(item.to)).toEqual(item);
  });
});

describe("the start page's service tiles", () => {
  it("gives the forest owner every service of the wide menu but 'Meny' itself, and the idea bank", () => {
    for (const role of FOREST_OWNER_ROLES) {
      expect(labels(serviceTilesFor(role))).toEqual([
        'Tømmerinnmelding',
        'Bestillinger',
        'Økonomi',
        'Tømmerkontrakter',
        'Min skog',
        'Plantebestilling',
        'Priskalkulator',
        'Idébank',
        'Kontakt oss',
      ]);
      expect(serviceTilesFor(role).find((item) => item.label === 'Idébank')?.to).toBe('/ideaBank');
    }
  });

  it('gives contractors and the accountant their own services', () => {
    expect(labels(serviceTilesFor('ENTREPRENEUR'))).toEqual(['Engangskode', 'Kontakt oss']);
    expect(serviceTilesFor('ACCOUNTANT').map((item) => item.to)).toEqual(['/accountant', '/contact']);
    expect(labels(serviceTilesFor(undefined))).toEqual(['Kontakt oss']);
  });
});
