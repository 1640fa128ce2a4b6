import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../sandbox/eid/tokens.ts';
import { connectSandboxApi } from '../../tests/renderPage';
import { sandboxServer, sandboxStore } from '../../tests/sandboxServer';
import { configureHttp, sessionHooks } from './sessionHooks';
import { createOrder, getOrderDocumentContent } from './generated/endpoints/orders/orders';
import { getPlanDataProjectByOrderCode } from './generated/endpoints/other/other';
import type { OrderToCreate } from './generated/model';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';
import { UnsafePathError } from './unsafePath';
import { kari } from '../../tests/personas';

/** What reached the network: method, path as sent, and the Idempotency-Key. */
interface Sent {
  method: string;
  path: string;
  key: string | null;
}
let sent: Sent[] = [];
const record = ({ request }: { request: Request }) => {
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
  });
};

beforeEach(async () => {
  connectSandboxApi(await signSandboxAccessToken(kari.pid));
  sent = [];
  sandboxServer.events.on('request:start', record);
});
afterEach(() => {
  sandboxServer.events.removeListener('request:start', record);
});

describe('path parameters', () => {
  it('keep a code from a letter link inside its own segment: ../../x reaches no other API path', async () => {
    await expect(getPlanDataProjectByOrderCode('../../account/acc-kari')).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(sent).toEqual([
      { method: 'GET', path: '/api/project/orderCode/..%2F..%2Faccount%2Facc-kari', key: null },
    ]);
  });

  it('encode ?, # and / in a file name, so the whole name reaches the API', async () => {
    const names: string[] = [];
    sandboxServer.use(
      http.get('*/api/orders/document-content/:id/fileName/:name', ({ params }) => {
        names.push(String(params.name));
        return HttpResponse.json({ name: String(params.name), fileContent: '' });
      }),
    );
    await expect(getOrderDocumentContent('order-kari-plant', 'Faktura 1/2 #3?.pdf')).resolves.toMatchObject({
      name: 'Faktura 1/2 #3?.pdf',
    });
    expect(sent[0]?.path).toBe(
      '/api/orders/document-content/order-kari-plant/fileName/Faktura%201%2F2%20%233%3F.pdf',
    );
    expect(names).toEqual(['Faktura 1/2 #3?.pdf']);
  });

  it('refuses a parameter that is only . or .. (the browser would climb a level), before anything is sent', async () => {
    for (const code of ['..', '.', '']) {
      await expect(getPlanDataProjectByOrderCode(code), JSON.stringify(code)).rejects.toBeInstanceOf(
        UnsafePathError,
      );
    }
    expect(sent).toEqual([]);
  });
});

const plantOrder: OrderToCreate = {
  propertyId: 'property-kari-3',
  projectId: null,
  weightedArea: 455,
  accountId: 'acc-kari',
  portalChangedBy: 'contact-kari',
  propertyNumber: '3411/40/7',
  name: 'Plantebestilling 3411/40/7',
  orderType: 1,
  deliveryWish: 'Høsten',
  comment: null,
};

const ordersOnAsen = () =>
  [...sandboxStore().orders.values()].filter((order) => order.name === 'Plantebestilling 3411/40/7');

const orderPosts = () => sent.filter((request) => request.path === '/api/orders/orders');

describe('a save', () => {
  it('carries an Idempotency-Key; the next action gets a new one', async () => {
    await createOrder(plantOrder);
    await createOrder(plantOrder);
    const keys = orderPosts().map((request) => request.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('whose answer was lost is sent once more with the same key, and the person gets the one order it made', async () => {
    sandboxStore().faults.push({ operationId: 'createOrder', kind: 'lost', times: 1 });
    const created = await createOrder(plantOrder);

    expect(ordersOnAsen().map((order) => order.orderId)).toEqual([created.orderId]);
    const posts = orderPosts();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.key).toBe(posts[0]?.key);
  });

  it('that timed out is sent once more with the same key, and is stored once', async () => {
    const hooks = sessionHooks();
    configureHttp({ ...hooks, timeoutMs: 300 });
    // The API stores the order after 600 ms; the client gave up at 300 ms and asks again 1 s later.
    sandboxStore().faults.push({ operationId: 'createOrder', kind: 'slow', delayMs: 600, times: 1 });
    const created = await createOrder(plantOrder);

    expect(ordersOnAsen().map((order) => order.orderId)).toEqual([created.orderId]);
    expect(orderPosts()).toHaveLength(2);
  });

  it('is sent at most twice by itself; the person’s own retry of the same order keeps the key', async () => {
    sandboxStore().faults.push({ operationId: 'createOrder', kind: 'lost', times: 2 });
    await expect(createOrder(plantOrder)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(orderPosts()).toHaveLength(2);
    expect(ordersOnAsen()).toHaveLength(1);

    // 'Prøv igjen': the same order, so the same action; the API answers with the order it stored.
    const created = await createOrder(plantOrder);
    expect(ordersOnAsen().map((order) => order.orderId)).toEqual([created.orderId]);
    expect(new Set(orderPosts().map((request) => request.key)).size).toBe(1);
  });

  it('that the API refused is not sent again, and a changed order is a new action', async () => {
    sandboxStore().faults.push({ operationId: 'createOrder', status: 400, message: 'Ugyldig', times: 1 });
    await expect(createOrder(plantOrder)).rejects.toMatchObject({ response: { status: 400 } });
    await createOrder({ ...plantOrder, comment: 'Levér ved låven' });
    const posts = orderPosts();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.key).not.toBe(posts[0]?.key);
  });

  it('a read carries no key', async () => {
    await getPlanDataProjectByOrderCode('SKOG2024').catch(() => undefined);
    expect(sent[0]).toMatchObject({ method: 'GET', key: null });
  });
});
