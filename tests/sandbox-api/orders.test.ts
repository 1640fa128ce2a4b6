// @vitest-environment node
/**
 * Order lines against the sandbox API over HTTP: the API makes the lines from its own price list, the
 * property's productive area and the account's membership, whatever the body says of price, name or area;
 * it refuses lines it would not make, and lines on a signed order; sending the same lines again never
 * doubles an order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import {
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import type { CreatedOrder, OrderLine, OrderToCreate } from '../../src/api/generated/model/index.ts';
import { kari, siri } from '../personas';

let server: SandboxApiServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  for (const pid of [kari.pid, siri.pid]) tokens.set(pid, await signSandboxAccessToken(pid));
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

const call = (path: string, body: unknown, pid = kari.pid, method: 'POST' | 'PUT' = 'POST') =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokens.get(pid) ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const messageOf = async (response: Response) => (await json<{ message: string }>(response)).message;

/** A new order on one of the seeded properties; the client's area is deliberately far off. */
async function newOrder(
  propertyId: string,
  fields: Partial<OrderToCreate> & Pick<OrderToCreate, 'orderType'>,
): Promise<string> {
  const property = server.store().properties.get(propertyId);
  if (!property) throw new Error(`Ukjent eiendom ${propertyId}`);
  const response = await call('/orders/orders', {
    propertyId,
    projectId: null,
    weightedArea: 1,
    accountId: property.accountId,
    portalChangedBy: 'contact-kari',
    propertyNumber: property.propertyNumber,
    name: 'Bestilling',
    ...fields,
  });
  expect(response.status).toBe(201);
  return (await json<CreatedOrder>(response)).orderId;
}

const misOrder = (propertyId: string, projectId: string) =>
  newOrder(propertyId, { orderType: 13, projectId, weightedArea: 99_999 });
const plantOrder = (propertyId: string) => newOrder(propertyId, { orderType: 1 });

const addLines = (lines: unknown, pid = kari.pid) => call('/orders/create-order-lines', lines, pid);
const linesOf = (response: OrderLine[]) =>
  response.map((line) => [line.productId, line.productName, line.quantity, line.price]);
const stored = (orderId: string) => server.store().orders.get(orderId)?.orderLines;

describe('environmental plan (MiS): the API prices it', () => {
  it('prices 310 daa for a member at 8 000 kr less 1 000, not by the area or the price the client sent', async () => {
    const orderId = await misOrder('property-kari-2', 'project-mis-3411');
    const response = await addLines([
      { orderId, productId: 'mis-fixed', quantity: 1, price: 1, productName: 'Gratis' },
    ]);
    expect(response.status).toBe(201);
    const expected = [
      ['mis-fixed', 'Miljøplan, fast pris (inntil 500 daa)', 1, 8000],
      ['mis-member-discount', 'Medlemsrabatt', -1, 1000],
    ];
    expect(linesOf(await json<OrderLine[]>(response))).toEqual(expected);
    expect(linesOf(stored(orderId) ?? [])).toEqual(expected);
  });

  it('prices over 500 daa by the area service’s productive area: 3 000 kr plus 820 daa at 10 kr', async () => {
    const orderId = await misOrder('property-kari-1', 'project-mis-3411');
    const response = await addLines([{ orderId, productId: 'mis-fixed', quantity: 1 }]);
    expect(linesOf(await json<OrderLine[]>(response))).toEqual([
      ['mis-fixed', 'Miljøplan, fast pris (over 500 daa)', 1, 3000],
      ['mis-area', 'Areal, per daa produktiv skog', 820, 10],
      ['mis-member-discount', 'Medlemsrabatt', -1, 1000],
    ]);
  });

  it('uses the property’s own weighted area when the area service has none, and no discount for a non-member', async () => {
    // Bakken (3403/5/9, 150 daa) is not in the area service; Nordmann Skog AS is not a member.
    const orderId = await misOrder('property-nskog-2', 'project-mis-3403');
    const response = await addLines([{ orderId, productId: 'mis-fixed', quantity: 1 }]);
    expect(linesOf(await json<OrderLine[]>(response))).toEqual([
      ['mis-fixed', 'Miljøplan, fast pris (inntil 500 daa)', 1, 8000],
    ]);
  });

  it('refuses an area or discount line from the client, and a quantity other than 1', async () => {
    const orderId = await misOrder('property-kari-2', 'project-mis-3411');
    const area = await addLines([
      { orderId, productId: 'mis-fixed', quantity: 1 },
      { orderId, productId: 'mis-area', quantity: 5000 },
    ]);
    expect(area.status).toBe(400);
    expect(await messageOf(area)).toMatch(/areal og medlemsrabatt regner andelslaget ut/);
    expect((await addLines([{ orderId, productId: 'mis-member-discount', quantity: 1 }])).status).toBe(400);
    expect((await addLines([{ orderId, productId: 'mis-fixed', quantity: 2 }])).status).toBe(400);
    expect(stored(orderId)).toEqual([]);
  });

  it('never doubles the plan when the same call comes twice', async () => {
    const orderId = await misOrder('property-kari-2', 'project-mis-3411');
    const once = await json<OrderLine[]>(await addLines([{ orderId, productId: 'mis-fixed', quantity: 1 }]));
    const twice = await json<OrderLine[]>(await addLines([{ orderId, productId: 'mis-fixed', quantity: 1 }]));
    expect(twice).toEqual(once);
    expect(stored(orderId)).toHaveLength(2);
  });
});

describe('plant orders', () => {
  it('makes one line per species, named by the code set and priced 0 until the cooperative prices it', async () => {
    const orderId = await plantOrder('property-kari-2');
    const response = await addLines([
      { orderId, productId: 'rpBallert', quantity: 1200, price: 99, productName: 'Edelgran' },
      { orderId, productId: 'furu', quantity: 400 },
    ]);
    expect(response.status).toBe(201);
    expect(linesOf(await json<OrderLine[]>(response))).toEqual([
      ['rpBallert', 'Gran', 1200, 0],
      ['furu', 'Furu', 400, 0],
    ]);
  });

  it('refuses a negative, zero or broken quantity, an unknown species and a species twice', async () => {
    const orderId = await plantOrder('property-kari-2');
    const refused = async (line: Record<string, unknown>, more: Record<string, unknown>[] = []) => {
      const response = await addLines([{ orderId, ...line }, ...more.map((item) => ({ orderId, ...item }))]);
      expect(response.status).toBe(400);
      return messageOf(response);
    };
    expect(await refused({ productId: 'furu', quantity: -100 })).toBe(
      'Antall planter må være et helt tall over 0',
    );
    expect(await refused({ productId: 'furu', quantity: 0 })).toBe(
      'Antall planter må være et helt tall over 0',
    );
    expect(await refused({ productId: 'furu', quantity: 2.5 })).toBe(
      'Hver linje må ha bestilling, produkt og et helt antall',
    );
    expect(await refused({ productId: 'furu', quantity: '100' })).toBe(
      'Hver linje må ha bestilling, produkt og et helt antall',
    );
    expect(await refused({ productId: 'palme', quantity: 10 })).toBe('Ukjent treslag: palme');
    expect(await refused({ productId: 'furu', quantity: 10 }, [{ productId: 'furu', quantity: 5 }])).toBe(
      'Furu står på flere linjer',
    );
    expect(stored(orderId)).toEqual([]);
  });

  it('replaces a species’ line when it comes again, so a retry never orders twice', async () => {
    const orderId = await plantOrder('property-kari-2');
    await addLines([
      { orderId, productId: 'furu', quantity: 400 },
      { orderId, productId: 'bjoerk', quantity: 50 },
    ]);
    const again = await json<OrderLine[]>(await addLines([{ orderId, productId: 'furu', quantity: 400 }]));
    expect(linesOf(again)).toEqual([
      ['bjoerk', 'Bjørk', 50, 0],
      ['furu', 'Furu', 400, 0],
    ]);
  });
});

describe('what no order takes', () => {
  it('refuses lines on a signed order (409) and leaves its lines as they were', async () => {
    const before = structuredClone(stored('order-kari-plant'));
    const response = await addLines([{ orderId: 'order-kari-plant', productId: 'furu', quantity: 1 }]);
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('Bestillingen er signert og kan ikke endres');
    expect(stored('order-kari-plant')).toEqual(before);
  });

  it('refuses lines once the owner has signed the order', async () => {
    const orderId = await plantOrder('property-kari-2');
    await addLines([{ orderId, productId: 'furu', quantity: 400 }]);
    const signed = await call(
      '/orders/signature',
      { orderId, signedByContactId: 'contact-kari' },
      kari.pid,
      'PUT',
    );
    expect(signed.status).toBe(200);
    expect((await addLines([{ orderId, productId: 'furu', quantity: 4000 }])).status).toBe(409);
    expect(linesOf(stored(orderId) ?? [])).toEqual([['furu', 'Furu', 400, 0]]);
  });

  it('refuses lines for two orders in one call, an empty list and lines on a forest-plan order', async () => {
    const first = await plantOrder('property-kari-2');
    const second = await plantOrder('property-kari-3');
    const mixed = await addLines([
      { orderId: first, productId: 'furu', quantity: 1 },
      { orderId: second, productId: 'furu', quantity: 1 },
    ]);
    expect(mixed.status).toBe(400);
    expect(await messageOf(mixed)).toBe('Alle linjene må høre til samme bestilling');
    expect((await addLines([])).status).toBe(400);
    const plan = await newOrder('property-kari-2', { orderType: 14 });
    expect((await addLines([{ orderId: plan, productId: 'plan-planbok', quantity: 1 }])).status).toBe(400);
  });

  it("refuses a person who may not order for the account (an accountant on Kari's order)", async () => {
    const orderId = await plantOrder('property-kari-2');
    expect((await addLines([{ orderId, productId: 'furu', quantity: 1 }], siri.pid)).status).toBe(403);
    expect(stored(orderId)).toEqual([]);
  });
});

describe('order numbers', () => {
  it('numbers a new order as the cooperative prints it: PB for plants, MP for an environmental plan, the year', async () => {
    const year = String(new Date().getFullYear());
    const plants = await plantOrder('property-kari-1');
    const plan = await misOrder('property-kari-2', 'project-mis-3411');
    expect(plants).toMatch(new RegExp(`^PB-${year}-\\d{3}$`));
    expect(plan).toMatch(new RegExp(`^MP-${year}-\\d{3}$`));
    // One running number for both kinds: no two orders share a number.
    expect(plan.slice(3)).not.toBe(plants.slice(3));
  });
});
