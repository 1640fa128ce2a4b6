import { HttpResponse } from 'msw';
import type {
  CreatedOrder,
  PlanDataProject,
  Product,
  PropertyPlanDataEligibility,
} from '../../../src/api/generated/model/index.ts';
import {
  isEligibleForPlanOrder,
  normaliseOrderCode,
  ORDER_CODE_MIN_LENGTH,
} from '../../../src/domain/planOrder.ts';
import { apiError } from '../apiError.ts';
import { audit, newId, readJson, type RouteKit } from '../route.ts';
import type { SandboxStore } from '../store.ts';
import { filledString, isRecord } from '../values.ts';

const FOREST_PLAN = 14;

const stringsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item): item is string => typeof item === 'string') ? value : null;

/** The products picked, when every one belongs to the project; otherwise null. */
function productsOf(store: SandboxStore, projectNumber: string | null | undefined, productIds: string[]) {
  const offered = store.planProducts.get(projectNumber ?? '') ?? [];
  const picked = productIds.map((id) => offered.find((product) => product.productId === id));
  return picked.every((product): product is Product => product !== undefined) ? picked : null;
}

/** Forest-plan orders: eligibility per account, the order codes, the projects' products, and ordering. */
export function planOrderHandlers({ route }: RouteKit) {
  return [
    route<{ accountId: string }>('getPlanDataEligibilityForAccount', ({ params, store }) =>
      HttpResponse.json<PropertyPlanDataEligibility[]>(store.planDataEligibility.get(params.accountId) ?? []),
    ),

    route<{ code: string }>('getPlanDataProjectByOrderCode', ({ params, store }) => {
      const code = normaliseOrderCode(decodeURIComponent(params.code));
      if (code.length < ORDER_CODE_MIN_LENGTH) return apiError(400, 'Bestillingskoden er for kort');
      const project = store.planOrderCodes.get(code);
      return project
        ? HttpResponse.json<PlanDataProject>(project)
        : apiError(404, 'Fant ingen planbestilling for koden');
    }),

    route('getPlanDataProjectForSignedInPerson', ({ store, pid }) => {
      const code = store.planOrderLetters.get(pid);
      const project = code === undefined ? undefined : store.planOrderCodes.get(code);
      return code !== undefined && project
        ? HttpResponse.json<PlanDataProject>({ ...project, orderCode: code })
        : apiError(404, 'Ingen planbestilling er sendt til deg');
    }),

    route<{ projectNumber: string }>('getProductsByProjectNumber', ({ params, store }) => {
      const products = store.planProducts.get(params.projectNumber);
      return products ? HttpResponse.json<Product[]>(products) : apiError(404, 'Fant ikke prosjektet');
    }),

    route('createPlanDataOrder', async ({ request, store, person, pid }) => {
      const body = await readJson<unknown>(request);
      if (!isRecord(body)) return apiError(400, 'Ugyldig bestilling');
      const productIds = stringsOf(body.productIds);
      if (!productIds || productIds.length === 0) return apiError(400, 'Velg minst ett produkt');
      const createdDate = new Date().toISOString();
      const accountId = filledString(body.accountId);

      if (!accountId) {
        // Through an order code: the gate admitted any signed-in person, the code stands in for the account.
        const orderCode = normaliseOrderCode(filledString(body.orderCode) ?? '');
        const project = store.planOrderCodes.get(orderCode);
        if (!project) return apiError(404, 'Fant ingen planbestilling for koden');
        if (!isEligibleForPlanOrder(project)) {
          return apiError(400, 'Skogbruksplan kan ikke bestilles i portalen for dette området');
        }
        if (!productsOf(store, project.projectNumber, productIds)) return apiError(400, 'Ukjent produkt');
        if (store.codePlanOrders.some((order) => order.orderCode === orderCode && order.pid === pid)) {
          return apiError(409, 'Skogbruksplanen er allerede bestilt med denne koden');
        }
        const orderId = newId('order-plan');
        store.codePlanOrders.push({ orderId, orderCode, pid, productIds, createdDate });
        audit(store, 'createPlanDataOrder', person, orderCode);
        return HttpResponse.json<CreatedOrder>({ orderId }, { status: 201 });
      }

      const propertyIds = stringsOf(body.propertyIds);
      if (!propertyIds || propertyIds.length === 0) return apiError(400, 'Velg eiendommen planen gjelder');
      const entries = store.planDataEligibility.get(accountId) ?? [];
      const chosen = propertyIds.map((id) => entries.find((item) => item.propertyId === id));
      if (!chosen.every((item): item is PropertyPlanDataEligibility => item !== undefined)) {
        return apiError(400, 'Eiendommen hører ikke til kontoen');
      }
      if (!chosen.every(isEligibleForPlanOrder)) {
        return apiError(400, 'Skogbruksplan kan ikke bestilles for denne eiendommen');
      }
      if (chosen.some((item) => item.planOrderedDate)) {
        return apiError(409, 'Skogbruksplan er allerede bestilt for eiendommen');
      }
      let firstOrderId: string | null = null;
      for (const item of chosen) {
        const products = productsOf(store, item.projectNumber, productIds);
        if (!products) return apiError(400, 'Ukjent produkt');
        const orderId = newId('order-plan');
        firstOrderId ??= orderId;
        store.orders.set(orderId, {
          orderId,
          accountId,
          propertyId: item.propertyId,
          projectId: item.projectId ?? null,
          name: `Skogbruksplan ${item.propertyNumber}`,
          orderType: FOREST_PLAN,
          propertyNumber: item.propertyNumber,
          status: 'Mottatt',
          signatureState: 2,
          createdDate,
          deliveryWish: null,
          comment: null,
          orderLines: products.map((product) => ({
            orderId,
            productId: product.productId,
            productName: product.name,
            quantity: 1,
            price: product.price,
          })),
        });
        item.planOrderedDate = createdDate;
        audit(store, 'createPlanDataOrder', person, item.propertyId);
      }
      return HttpResponse.json<CreatedOrder>({ orderId: firstOrderId ?? '' }, { status: 201 });
    }),
  ];
}
