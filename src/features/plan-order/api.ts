import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getPlanDataProjectByOrderCode,
  getProductsByProjectNumber,
} from '../../api/generated/endpoints/other/other';
import { createPlanDataOrder } from '../../api/generated/endpoints/orders/orders';
import { acceptUsageOfForestPlan } from '../../api/generated/endpoints/account/account';
import type { Consent, PlanDataOrderToCreate, PlanDataProject } from '../../api/generated/model';
import { httpStatusOf } from '../../api/httpStatus';
import { accountKeys } from '../../api/accountQueries';
import type { MutationCallbacks } from '../../api/mutationCallbacks';
import { normaliseOrderCode } from '../../domain/planOrder';
import { reportError } from '../../telemetry/errorTracking';

export { accountKeys, planOrderEligibilityQuery, propertyPlanDataQuery } from '../../api/accountQueries';

/**
 * The forest-plan order's own queries. A project's products and an order code's project are not account data
 * (a person with no account looks codes up too), so their keys do not start with an account.
 */
export const planOrderKeys = {
  products: (projectNumber: string) => ['planOrder', 'products', projectNumber] as const,
  orderCode: (code: string) => ['planOrder', 'orderCode', normaliseOrderCode(code)] as const,
};

export const planProductsQuery = (projectNumber: string) =>
  queryOptions({
    queryKey: planOrderKeys.products(projectNumber),
    queryFn: ({ signal }) => getProductsByProjectNumber(projectNumber, undefined, signal),
  });

/** The project an order code names; null when the code names none (404), which is an answer, not a failure. */
export const orderCodeQuery = (code: string) =>
  queryOptions({
    queryKey: planOrderKeys.orderCode(code),
    queryFn: async ({ signal }): Promise<PlanDataProject | null> => {
      try {
        return await getPlanDataProjectByOrderCode(normaliseOrderCode(code), undefined, signal);
      } catch (error) {
        if (httpStatusOf(error) === 404) return null;
        throw error;
      }
    },
  });

export interface PlanOrderRequest {
  order: PlanDataOrderToCreate;
  /** The consent of the terms (spec §5); null where no terms are asked (employees, no account). */
  consent: Consent | null;
}

/**
 * Saves the consent, then orders. Spec §8: a failed consent save is logged, and does not stop the order the
 * person asked for.
 */
export async function orderForestPlan({ order, consent }: PlanOrderRequest): Promise<string> {
  if (consent) {
    try {
      await acceptUsageOfForestPlan(consent);
    } catch (error) {
      reportError(error, {
        location: 'Skogbruksplan: lagre samtykke til bruk av plandata',
        accountId: consent.id,
      });
    }
  }
  return (await createPlanDataOrder(order)).orderId;
}

/**
 * The forest-plan order (orderForestPlan) as a mutation. Ordered for an account (not by a letter's code alone),
 * the account's orders and its plan-order eligibility are fetched again after onSuccess.
 */
export function useOrderForestPlan(
  accountId: string | null,
  callbacks: MutationCallbacks<string, PlanOrderRequest>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlanOrderRequest) => orderForestPlan(request),
    onSuccess: async (orderId, request) => {
      callbacks.onSuccess?.(orderId, request);
      if (accountId === null) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.orders(accountId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.planOrderEligibility(accountId) }),
      ]);
    },
    onError: (error, request) => callbacks.onError?.(error, request),
  });
}
