import { HttpResponse } from 'msw';
import type {
  CreatedOrder,
  Document,
  Order,
  OrderLine,
  OrderListEntry,
  OrderSignature,
  OrderToCreate,
} from '../../../src/api/generated/model/index.ts';
import { apiError } from '../auth.ts';
import { audit, readJson, type RouteKit } from '../route.ts';
import type { StoredOrder } from './seed.ts';

const ENVIRONMENTAL_PLAN = 13;

const listEntry = ({ accountId: _account, orderLines: _lines, ...entry }: StoredOrder): OrderListEntry =>
  entry;
const withLines = ({ accountId: _account, ...order }: StoredOrder): Order => order;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Orders: the list, one order with its lines and documents, creating orders and lines, signing. */
export function orderHandlers({ route }: RouteKit) {
  return [
    route<{ id: string }>('getOrdersForAccount', ({ params, store }) =>
      HttpResponse.json<OrderListEntry[]>(
        [...store.orders.values()]
          .filter((order) => order.accountId === params.id)
          .sort((a, b) => (b.createdDate ?? '').localeCompare(a.createdDate ?? ''))
          .map(listEntry),
      ),
    ),

    route<{ id: string }>('getOrder', ({ params, store }) => {
      const order = store.orders.get(params.id);
      return order ? HttpResponse.json<Order>(withLines(order)) : apiError(404, 'Fant ikke bestillingen');
    }),

    route<{ id: string }>('getOrderLines', ({ params, store }) =>
      HttpResponse.json<OrderLine[]>(store.orders.get(params.id)?.orderLines ?? []),
    ),

    route<{ id: string }>('getOrderDocuments', ({ params, store }) =>
      HttpResponse.json<Document[]>(
        (store.orderDocuments.get(params.id) ?? []).map(({ fileContent: _content, ...listed }) => listed),
      ),
    ),

    route<{ id: string; name: string }>('getOrderDocumentContent', ({ params, store }) => {
      const found = store.orderDocuments.get(params.id)?.find((item) => item.name === params.name);
      return found ? HttpResponse.json<Document>(found) : apiError(404, 'Fant ikke dokumentet');
    }),

    route('createOrder', async ({ request, store, person }) => {
      const body = await readJson<OrderToCreate>(request);
      if (!body) return apiError(400, 'Ugyldig bestilling');
      const property = store.properties.get(body.propertyId);
      if (property?.accountId !== body.accountId) return apiError(400, 'Eiendommen hører ikke til kontoen');
      if (!isNumber(body.weightedArea) || body.weightedArea < 0) return apiError(400, 'Ugyldig areal');
      if (body.orderType === ENVIRONMENTAL_PLAN) {
        if (!body.projectId) return apiError(400, 'Miljøplanbestillingen mangler prosjekt');
        const existing = [...store.orders.values()].some(
          (order) => order.propertyId === body.propertyId && order.projectId === body.projectId,
        );
        if (existing) return apiError(409, 'Miljøplan er allerede bestilt for eiendommen');
      }
      const orderId = `order-${String(store.orders.size + 1)}-${Date.now().toString(36)}`;
      store.orders.set(orderId, {
        orderId,
        accountId: body.accountId,
        propertyId: body.propertyId,
        projectId: body.projectId,
        name: body.name,
        orderType: body.orderType,
        propertyNumber: body.propertyNumber,
        status: 'Mottatt',
        signatureState: 2,
        createdDate: new Date().toISOString(),
        deliveryWish: body.deliveryWish ?? null,
        comment: body.comment ?? null,
        orderLines: [],
      });
      audit(store, 'createOrder', person, orderId);
      return HttpResponse.json<CreatedOrder>({ orderId }, { status: 201 });
    }),

    route('createOrderLines', async ({ request, store, person }) => {
      const lines = await readJson<OrderLine[]>(request);
      if (!Array.isArray(lines) || lines.length === 0) return apiError(400, 'Bestillingen mangler linjer');
      if (!lines.every((item) => isNumber(item.quantity) && isNumber(item.price) && item.productId)) {
        return apiError(400, 'Hver linje må ha produkt, antall og pris som tall');
      }
      for (const item of lines) {
        const order = store.orders.get(item.orderId);
        if (!order) return apiError(404, 'Fant ikke bestillingen');
        order.orderLines.push({ ...item, productName: item.productName ?? null });
        audit(store, 'createOrderLines', person, order.orderId);
      }
      return HttpResponse.json<OrderLine[]>(lines, { status: 201 });
    }),

    route('signOrder', async ({ request, store, person }) => {
      const body = await readJson<OrderSignature>(request);
      const order = body ? store.orders.get(body.orderId) : undefined;
      if (!order) return apiError(404, 'Fant ikke bestillingen');
      order.signatureState = 1;
      order.status = 'Signert';
      audit(store, 'signOrder', person, order.orderId);
      return HttpResponse.json<Order>(withLines(order));
    }),
  ];
}
