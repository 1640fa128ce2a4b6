import { HttpResponse } from 'msw';
import {
  SignatureState,
  TreeSpecies,
  type CreatedOrder,
  type Document,
  type Order,
  type OrderLine,
  type OrderListEntry,
  type OrderSignature,
  type OrderToCreate,
} from '../../../src/api/generated/model/index.ts';
import { ORDER_TYPE, treeSpeciesLabel } from '../../../src/domain/codeSets.ts';
import { environmentalPlanPrice, MIS_PRODUCTS } from '../../../src/domain/environmentalPlanPrice.ts';
import { apiError } from '../apiError.ts';
import { audit, readJson, type RouteKit } from '../route.ts';
import type { SandboxStore } from '../store.ts';
import { filledString, isOneOf, isRecord } from '../values.ts';
import type { StoredOrder } from './seed.ts';

const ENVIRONMENTAL_PLAN = ORDER_TYPE.environmentalPlan;
const isTreeSpecies = isOneOf(Object.values(TreeSpecies));

/** What a line of the body asks for: the product and how many, nothing more is read. */
interface AskedLine {
  orderId: string;
  productId: string;
  quantity: number;
}

const askedLine = (value: unknown): AskedLine | null => {
  if (!isRecord(value)) return null;
  const orderId = filledString(value.orderId);
  const productId = filledString(value.productId);
  const { quantity } = value;
  if (!orderId || !productId || typeof quantity !== 'number' || !Number.isSafeInteger(quantity)) return null;
  return { orderId, productId, quantity };
};

/**
 * The area the MiS price is built on: the area service's productive area of the property, or the property's
 * own weighted area when the service has none (spec §7, §8). Never what the client says.
 */
function productiveAreaOf(store: SandboxStore, propertyId: string | null | undefined): number | null {
  const property = store.properties.get(propertyId ?? '');
  if (!property) return null;
  return (
    store.productiveAreas.get(`${property.knr}-${String(property.gnr)}-${String(property.bnr)}`) ??
    property.weightedArea
  );
}

/** The lines the API makes for an order from what the body asks, or why it will not. */
function linesFor(
  store: SandboxStore,
  order: StoredOrder,
  asked: AskedLine[],
): { lines: OrderLine[] } | { problem: string } {
  const { orderId } = order;
  if (order.orderType === ENVIRONMENTAL_PLAN) {
    const [plan, ...rest] = asked;
    if (plan?.productId !== MIS_PRODUCTS.fixed || rest.length > 0) {
      return {
        problem: `En miljøplan bestilles med én linje, ${MIS_PRODUCTS.fixed}; areal og medlemsrabatt regner andelslaget ut`,
      };
    }
    if (plan.quantity !== 1) return { problem: 'En miljøplan bestilles med antall 1' };
    const area = productiveAreaOf(store, order.propertyId);
    if (area === null) return { problem: 'Fant ikke eiendommen bestillingen gjelder' };
    const isMember = store.accounts.get(order.accountId)?.isMember ?? false;
    return {
      lines: environmentalPlanPrice(area, isMember).lines.map((line) => ({
        orderId,
        productId: line.productId,
        productName: line.name,
        quantity: line.quantity,
        price: line.unitPrice,
      })),
    };
  }
  if (order.orderType === ORDER_TYPE.plants) {
    const lines: OrderLine[] = [];
    for (const item of asked) {
      if (!isTreeSpecies(item.productId)) return { problem: `Ukjent treslag: ${item.productId}` };
      if (item.quantity < 1) return { problem: 'Antall planter må være et helt tall over 0' };
      if (lines.some((line) => line.productId === item.productId)) {
        return { problem: `${treeSpeciesLabel(item.productId)} står på flere linjer` };
      }
      // The cooperative prices plant orders after they arrive (price 0 until then).
      lines.push({
        orderId,
        productId: item.productId,
        productName: treeSpeciesLabel(item.productId),
        quantity: item.quantity,
        price: 0,
      });
    }
    return { lines };
  }
  return { problem: 'Denne bestillingen tar ikke imot linjer fra portalen' };
}

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
      // As the cooperative prints its order numbers (the portal shows the id as the order number, spec §2.2's
      // receipt): PB for a plant order, MP for an environmental plan, the year and a running number.
      const prefix = body.orderType === ENVIRONMENTAL_PLAN ? 'MP' : 'PB';
      const orderId = `${prefix}-${String(new Date().getFullYear())}-${String(store.orders.size + 1).padStart(3, '0')}`;
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
      const body = await readJson<unknown>(request);
      if (!Array.isArray(body) || body.length === 0) return apiError(400, 'Bestillingen mangler linjer');
      const asked = body.map(askedLine);
      if (!asked.every((item): item is AskedLine => item !== null)) {
        return apiError(400, 'Hver linje må ha bestilling, produkt og et helt antall');
      }
      const orderIds = new Set(asked.map((item) => item.orderId));
      if (orderIds.size > 1) return apiError(400, 'Alle linjene må høre til samme bestilling');
      const order = store.orders.get(asked[0]?.orderId ?? '');
      if (!order) return apiError(404, 'Fant ikke bestillingen');
      if (order.signatureState === SignatureState.Signed) {
        return apiError(409, 'Bestillingen er signert og kan ikke endres');
      }
      const made = linesFor(store, order, asked);
      if ('problem' in made) return apiError(400, made.problem);
      // One line per product: a repeated call replaces its lines rather than ordering twice.
      const replaced = new Set(made.lines.map((line) => line.productId));
      order.orderLines = [
        ...order.orderLines.filter(
          (line) =>
            !replaced.has(line.productId) &&
            // A MiS order's lines are one price: a new area or membership replaces all of them.
            order.orderType !== ENVIRONMENTAL_PLAN,
        ),
        ...made.lines,
      ];
      audit(store, 'createOrderLines', person, order.orderId);
      return HttpResponse.json<OrderLine[]>(order.orderLines, { status: 201 });
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
