// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { startSandboxApi, type SandboxApiServer, SANDBOX_CONTROL_HEADERS } from '../../sandbox/api/server.ts';
import type {
  OrderListEntry,
  PlanData,
  PlanDataProject,
  PropertyPlanDataEligibility,
} from '../../src/api/generated/model/index.ts';
import { isEligibleForPlanOrder } from '../../src/domain/planOrder.ts';
import { kari, nils } from '../personas';

let server: SandboxApiServer;
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}/__sandbox/reset`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

const callApi = async (path: string, pid: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${await signSandboxAccessToken(pid)}`,
      'Content-Type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

describe('forest-plan eligibility per account (personas.md)', () => {
  it("gives Kari's personal account exactly one eligible property, Bjørkli 3411/52/2", async () => {
    const entries = await json<PropertyPlanDataEligibility[]>(
      await callApi('/properties/planData/acc-kari', kari.pid),
    );
    expect(entries.filter(isEligibleForPlanOrder).map((item) => item.propertyNumber)).toEqual(['3411/52/2']);
  });

  it('gives Nordmann Skog AS none, so the banner stays hidden there', async () => {
    const entries = await json<PropertyPlanDataEligibility[]>(
      await callApi('/properties/planData/acc-nordmann-skog', kari.pid),
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some(isEligibleForPlanOrder)).toBe(false);
  });

  it('has stands with every species code, one outside the code set, and the counters for Bjørkli', async () => {
    const plan = await json<PlanData>(await callApi('/orders/planData/property-kari-4', kari.pid));
    expect(plan.stands.map((stand) => stand.bontreSlag)).toEqual(expect.arrayContaining([0, 1, 2, 3, 9]));
    expect(plan.counters).toEqual({ lifetimeTreesCount: 148, operatingArea: 212.5 });
  });
});

describe('order codes', () => {
  it('finds SKOG2024 (eligible, with products) whatever its case, and NAUST1 in Naustdal (not eligible)', async () => {
    const skog = await json<PlanDataProject>(await callApi('/project/orderCode/skog2024', nils.pid));
    expect(isEligibleForPlanOrder(skog)).toBe(true);
    expect(skog.products.length).toBeGreaterThan(0);
    const naust = await json<PlanDataProject>(await callApi('/project/orderCode/NAUST1', nils.pid));
    expect(naust.propertyInfo.territoryName).toBe('Naustdal');
    expect(isEligibleForPlanOrder(naust)).toBe(false);
  });

  it('finds no product for any other code, and refuses codes under 5 characters', async () => {
    expect((await callApi('/project/orderCode/SKOG2025', nils.pid)).status).toBe(404);
    expect((await callApi('/project/orderCode/SKOG', nils.pid)).status).toBe(400);
  });
});

describe('the plan-order letter of the signed-in person', () => {
  it('gives Nils Ny the project of his letter, SKOG2024, with its products', async () => {
    const response = await callApi('/project/person', nils.pid);
    expect(response.status).toBe(200);
    const project = await json<PlanDataProject>(response);
    expect(project.orderCode).toBe('SKOG2024');
    expect(project.propertyInfo.territoryName).toBe('Ringsaker');
    expect(project.products.length).toBeGreaterThan(0);
  });

  it('answers 404 for a person no letter went to', async () => {
    expect((await callApi('/project/person', kari.pid)).status).toBe(404);
  });
});

describe('ordering a forest plan', () => {
  const bannerOrder = {
    orderCode: null,
    accountId: 'acc-kari',
    portalChangedBy: 'contact-kari',
    propertyIds: ['property-kari-4'],
    productIds: ['plan-grunnpakke', 'plan-planbok'],
  };

  it("from the banner: the order shows in the account's 'Bestillinger' with its lines, once", async () => {
    const created = await callApi('/orders/planData', kari.pid, { method: 'POST', body: bannerOrder });
    expect(created.status).toBe(201);
    const orders = await json<OrderListEntry[]>(await callApi('/orders/acc-kari', kari.pid));
    const plan = orders.find((order) => order.orderType === 14);
    expect(plan).toMatchObject({ propertyNumber: '3411/52/2', name: 'Skogbruksplan 3411/52/2' });
    const entries = await json<PropertyPlanDataEligibility[]>(
      await callApi('/properties/planData/acc-kari', kari.pid),
    );
    expect(entries.find((item) => item.propertyId === 'property-kari-4')?.planOrderedDate).toBeTruthy();
    expect((await callApi('/orders/planData', kari.pid, { method: 'POST', body: bannerOrder })).status).toBe(
      409,
    );
  });

  it('refuses a property that is not eligible, a product of another project, and no product', async () => {
    const order = (body: object) =>
      callApi('/orders/planData', kari.pid, { method: 'POST', body: { ...bannerOrder, ...body } });
    expect((await order({ propertyIds: ['property-kari-2'] })).status).toBe(400);
    expect((await order({ productIds: ['plan-naustdal'] })).status).toBe(400);
    expect((await order({ productIds: [] })).status).toBe(400);
  });

  it("refuses an order for someone else's account", async () => {
    const response = await callApi('/orders/planData', nils.pid, { method: 'POST', body: bannerOrder });
    expect(response.status).toBe(403);
  });

  it('by code: a person with no account orders with SKOG2024, never with NAUST1 or an unknown code', async () => {
    const byCode = (orderCode: string, productIds = ['plan-grunnpakke']) =>
      callApi('/orders/planData', nils.pid, {
        method: 'POST',
        body: { orderCode, accountId: null, portalChangedBy: null, propertyIds: [], productIds },
      });
    expect((await byCode('NAUST1', ['plan-naustdal'])).status).toBe(400);
    expect((await byCode('UKJENT1')).status).toBe(404);
    expect((await byCode('SKOG2024', ['plan-naustdal'])).status).toBe(400);
    expect((await byCode('SKOG2024')).status).toBe(201);
    expect((await byCode('SKOG2024')).status).toBe(409);
  });
});
