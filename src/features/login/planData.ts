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
