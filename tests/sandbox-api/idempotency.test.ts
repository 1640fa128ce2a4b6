// @vitest-environment node
/**
 * The Idempotency-Key of the contract (x-assumed): a write with a key is carried out once; a repeat with the
 * same key and request gets the first answer and stores nothing more; the same key with another request is
 * refused with 422. Over HTTP, as the browser meets it, including a write whose answer is lost on the way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import {
  BAD_KEY_MESSAGE,
  createIdempotencyData,
  IDEMPOTENCY_KEY_HEADER,
  KEY_REUSED_MESSAGE,
  oncePerKey,
  REPLAYED_HEADER,
} from '../../sandbox/api/idempotency.ts';
import {
  FAULTS_PATH,
  RESET_PATH,
  startSandboxApi,
  type SandboxApiServer,
  SANDBOX_CONTROL_HEADERS,
} from '../../sandbox/api/server.ts';
import { kari, ola } from '../personas';

let server: SandboxApiServer;
let kariToken = '';
beforeAll(async () => {
  server = await startSandboxApi({ port: 0 });
  kariToken = await signSandboxAccessToken(kari.pid);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await fetch(`${server.url}${RESET_PATH}`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
});

const plantOrder = (comment: string | null = null) => ({
  propertyId: 'property-kari-3',
  projectId: null,
  weightedArea: 455,
  accountId: 'acc-kari',
  portalChangedBy: 'contact-kari',
  propertyNumber: '3411/40/7',
  name: 'Plantebestilling 3411/40/7',
  orderType: 1,
  deliveryWish: 'Høsten',
  comment,
});

const post = (path: string, body: unknown, key: string | null, token = kariToken) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
    body: JSON.stringify(body),
  });

const plantOrdersOnAsen = () =>
  [...server.store().orders.values()].filter((order) => order.name === 'Plantebestilling 3411/40/7');

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer, and stores the order once', async () => {
    const first = await post('/orders/orders', plantOrder(), 'bestill-1');
    expect(first.status).toBe(201);
    const created = (await first.json()) as { orderId: string };
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();

    const repeat = await post('/orders/orders', plantOrder(), 'bestill-1');
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual(created);
    expect(repeat.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(plantOrdersOnAsen()).toHaveLength(1);

    // Another action (a new key) is another order, as it was before keys.
    expect((await post('/orders/orders', plantOrder(), 'bestill-2')).status).toBe(201);
    expect(plantOrdersOnAsen()).toHaveLength(2);
  });

  it('answers concurrent repeats of a key with the one answer', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post('/orders/orders', plantOrder(), 'samtidig')));
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<unknown>));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(plantOrdersOnAsen()).toHaveLength(1);
  });

  it('refuses the same key with another body with 422 and a Norwegian message, and stores nothing', async () => {
    expect((await post('/orders/orders', plantOrder(), 'gjenbrukt')).status).toBe(201);
    const reused = await post('/orders/orders', plantOrder('Levér ved låven'), 'gjenbrukt');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ message: KEY_REUSED_MESSAGE });
    expect(plantOrdersOnAsen()).toHaveLength(1);
    expect(plantOrdersOnAsen()[0]?.comment).toBeNull();
  });

  it('keeps each person’s keys apart: the same key from Ola is not Kari’s answer', async () => {
    expect((await post('/orders/orders', plantOrder(), 'felles-nokkel')).status).toBe(201);
    const olaAnswer = await post(
      '/orders/orders',
      plantOrder(),
      'felles-nokkel',
      await signSandboxAccessToken(ola.pid),
    );
    // Ola may not order for Kari's account: his request is checked as his own, not answered with hers.
    expect(olaAnswer.status).toBe(403);
    expect(plantOrdersOnAsen()).toHaveLength(1);
  });

  it('refuses a key that is not 1–255 visible ASCII characters', async () => {
    for (const key of ['', 'med mellomrom', 'x'.repeat(256), 'ærlig']) {
      const answer = await post('/orders/orders', plantOrder(), key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(await answer.json()).toEqual({ message: BAD_KEY_MESSAGE });
    }
    expect(plantOrdersOnAsen()).toHaveLength(0);
  });

  it('a write whose answer was lost is stored; sent again with its key, it gets that answer, not a second order', async () => {
    await fetch(`${server.url}${FAULTS_PATH}`, {
      method: 'POST',
      headers: SANDBOX_CONTROL_HEADERS,
      body: JSON.stringify({ operationId: 'createOrder', kind: 'lost', times: 1 }),
    });
    await expect(post('/orders/orders', plantOrder(), 'tapt-svar')).rejects.toThrow();
    const stored = plantOrdersOnAsen();
    expect(stored).toHaveLength(1);

    const retry = await post('/orders/orders', plantOrder(), 'tapt-svar');
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ orderId: stored[0]?.orderId });
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(plantOrdersOnAsen()).toHaveLength(1);
  });

  it('without a key, a write lost on the way is stored again when sent again (what the key prevents)', async () => {
    await fetch(`${server.url}${FAULTS_PATH}`, {
      method: 'POST',
      headers: SANDBOX_CONTROL_HEADERS,
      body: JSON.stringify({ operationId: 'createOrder', kind: 'lost', times: 1 }),
    });
    await expect(post('/orders/orders', plantOrder(), null)).rejects.toThrow();
    expect((await post('/orders/orders', plantOrder(), null)).status).toBe(201);
    expect(plantOrdersOnAsen()).toHaveLength(2);
  });

  it('does not keep a 5xx answer: the same key is carried out again once the API is back', async () => {
    const data = createIdempotencyData();
    const answers = [500, 201];
    let carriedOut = 0;
    const handler = () => {
      carriedOut += 1;
      return Promise.resolve(Response.json({ try: carriedOut }, { status: answers[carriedOut - 1] ?? 201 }));
    };
    const request = () =>
      new Request('http://sandbox/api/orders/orders', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'etter-500' },
        body: JSON.stringify(plantOrder()),
      });
    const send = async () => (await oncePerKey(data, request(), kari.pid, handler))();

    expect((await send())?.status).toBe(500);
    const second = await send();
    expect(second?.status).toBe(201);
    expect(second?.headers.get(REPLAYED_HEADER)).toBeNull();
    const third = await send();
    expect(await third?.json()).toEqual({ try: 2 });
    expect(third?.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(carriedOut).toBe(2);
  });
});
