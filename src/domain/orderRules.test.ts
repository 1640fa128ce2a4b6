import { describe, expect, it } from 'vitest';
import { isAwaitingSignature, orderCardRoute } from './orderRules';

describe('order rules', () => {
  it('sees an order as awaiting signature only in signature state 0 (Nei)', () => {
    expect(isAwaitingSignature({ signatureState: 0 })).toBe(true);
    for (const signatureState of [1, 2, null, undefined] as const) {
      expect(isAwaitingSignature({ signatureState })).toBe(false);
    }
  });

  it("names the order's card on Bestillinger in the address", () => {
    expect(orderCardRoute('order-kari-mis')).toBe('/orders#ordre-order-kari-mis');
  });
});
