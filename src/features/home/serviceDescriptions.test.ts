import { describe, expect, it } from 'vitest';
import type { AccountRole } from '../../api/generated/model';
import { serviceTilesFor } from '../../domain/serviceMenu';
import { SERVICE_DESCRIPTIONS } from './serviceDescriptions';

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

describe("the front page's tiles' descriptions in both languages (#43)", () => {
  it.each(ROLES)("has every tile's description of %s as a message", (role) => {
    for (const { description } of serviceTilesFor(role))
      expect(SERVICE_DESCRIPTIONS).toHaveProperty([description]);
  });
});
