import { createContractsData, type ContractsData } from './contracts/seed.ts';
import { createEconomicsData, type EconomicsData } from './economics/seed.ts';
import { createFaultsData, type FaultsData } from './faults.ts';
import { createIdempotencyData, type IdempotencyData } from './idempotency.ts';
import { createIdeaBankData, type IdeaBankData } from './idea-bank/seed.ts';
import { createMapData, type MapData } from './map/seed.ts';
import { createOrdersData, type OrdersData } from './orders/seed.ts';
import { createPeopleData, type PeopleData } from './people/seed.ts';
import { createPlanOrdersData, type PlanOrdersData } from './plan-orders/seed.ts';
import { createPropertiesData, type PropertiesData } from './properties/seed.ts';
import { createRegistrationData, type RegistrationData } from './registration/seed.ts';

export type { AccountAccess, PersonRecord } from './people/seed.ts';
export type { StoredContract } from './contracts/seed.ts';
export type { StoredDocument } from './documents.ts';
export type { SandboxFault } from './faults.ts';

/**
 * The sandbox's seeded, in-memory data (shared/design/personas.md), one part per area folder.
 * `createSandboxStore()` gives a fresh copy: the HTTP server keeps one for its lifetime, the component tests
 * get a new one for every test.
 */
export type SandboxStore = PeopleData &
  ContractsData &
  EconomicsData &
  PropertiesData &
  OrdersData &
  MapData &
  RegistrationData &
  PlanOrdersData &
  IdeaBankData &
  /** The answers kept per Idempotency-Key (idempotency.ts). */
  IdempotencyData &
  /** Test-only: injected error answers (faults.ts); none in the seed. */
  FaultsData & {
    /** Who changed what: the sandbox takes the contact from the token, never from the body. */
    auditLog: { operation: string; contactId: string; subjectId: string }[];
  };

export function createSandboxStore(): SandboxStore {
  return {
    ...createPeopleData(),
    ...createContractsData(),
    ...createEconomicsData(),
    ...createPropertiesData(),
    ...createOrdersData(),
    ...createMapData(),
    ...createRegistrationData(),
    ...createPlanOrdersData(),
    ...createIdeaBankData(),
    ...createIdempotencyData(),
    ...createFaultsData(),
    auditLog: [],
  };
}
