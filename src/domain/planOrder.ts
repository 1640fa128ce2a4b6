import type { PropertyInfo } from '../api/generated/model';

/** Forest-plan (skogbruksplan) orders: who may order, and the order code's rules (spec §4, §5, §9). */

/** A project with this territory id has no territory (spec §5). */
export const NO_TERRITORY_ID = '00000000-0000-0000-0000-000000000000';
/** Spec §5 names this territory as one where plans are not ordered through the portal. */
export const EXCLUDED_TERRITORY_NAME = 'Naustdal';
/** Spec §9: the order code is looked up only from this many characters. */
export const ORDER_CODE_MIN_LENGTH = 5;
/** Spec §9: after an order, the person is signed out after this many seconds. */
export const ORDER_RECEIVED_LOGOUT_SECONDS = 30;

export interface PlanDataProjectFacts {
  isPlandataProject: boolean;
  propertyInfo: PropertyInfo | null | undefined;
}

/**
 * Spec §5 'Plan-order eligibility': a plan data project, with a real territory that is not Naustdal. The
 * banner, the municipality choice and the order-code page all ask this one rule.
 */
export function isEligibleForPlanOrder(project: PlanDataProjectFacts): boolean {
  const territory = project.propertyInfo;
  if (!project.isPlandataProject || !territory) return false;
  const territoryId = territory.territoryId.trim().toLowerCase();
  if (territoryId === '' || territoryId === NO_TERRITORY_ID) return false;
  return territory.territoryName.trim().toLowerCase() !== EXCLUDED_TERRITORY_NAME.toLowerCase();
}

/** The code as it is looked up: the letter may be copied with spaces around it or in lower case. */
export const normaliseOrderCode = (code: string): string => code.trim().toUpperCase();

/** Spec §5: the lookup starts only once the code has 5 or more characters. */
export const shouldLookUpOrderCode = (code: string): boolean =>
  normaliseOrderCode(code).length >= ORDER_CODE_MIN_LENGTH;

/**
 * Whether the session's plan data (spec §3 "Plan data project", found by an order code) has products: only
 * then is the role picker's plan-order choice offered. The session holds it as `unknown`, so it is checked
 * here rather than trusted.
 */
export function hasPlanOrderProducts(planData: unknown): boolean {
  if (typeof planData !== 'object' || planData === null || !('products' in planData)) return false;
  const { products } = planData;
  return Array.isArray(products) && products.length > 0;
}

/** The plan-order letter's code in the session's plan data (found for the signed-in person), or ''. */
export function planDataOrderCode(planData: unknown): string {
  if (typeof planData !== 'object' || planData === null || !('orderCode' in planData)) return '';
  const { orderCode } = planData;
  return typeof orderCode === 'string' ? orderCode : '';
}

/**
 * What an order-code lookup means for the person (spec §5, §8): no project or no product ('red border'), a
 * project outside the eligible territories, or a plan that can be ordered.
 */
export type OrderCodeOutcome = 'noProduct' | 'notEligible' | 'orderable';

export function orderCodeOutcome(
  project: (PlanDataProjectFacts & { products: readonly unknown[] }) | null,
): OrderCodeOutcome {
  if (!project || project.products.length === 0) return 'noProduct';
  return isEligibleForPlanOrder(project) ? 'orderable' : 'notEligible';
}
