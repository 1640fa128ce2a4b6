import { describe, expect, it } from 'vitest';
import type { AccountRole } from '../api/generated/model';
import { menuFor, serviceTilesFor } from './serviceMenu';
import { SERVICE_LABELS } from './serviceMenuTexts';

const ROLES: (AccountRole | null)[] = [
  'FOREST_OWNER',
  'FOREST_MANAGER',
  'REPRESENTATIVE',
  'ACCOUNTANT',
  'ENTREPRENEUR',
  'TRANSPORTER',
  'FOREST_CULTURE',
  null,
];

describe("the services' names in both languages (#43)", () => {
  it.each(ROLES)('has every menu label of %s, on the desktop and the phone, as a message', (role) => {
    for (const { label } of [...menuFor(role, 'wide'), ...menuFor(role, 'mobile')])
      expect(SERVICE_LABELS).toHaveProperty([label]);
  });

  it.each(ROLES)("has every front-page tile's name of %s as a message", (role) => {
    for (const { label } of serviceTilesFor(role)) expect(SERVICE_LABELS).toHaveProperty([label]);
  });
});
