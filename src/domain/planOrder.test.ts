import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasPlanOrderProducts,
  isEligibleForPlanOrder,
  NO_TERRITORY_ID,
  orderCodeOutcome,
  ORDER_CODE_MIN_LENGTH,
  ORDER_RECEIVED_LOGOUT_SECONDS,
  shouldLookUpOrderCode,
} from './planOrder';

const ringsaker = { territoryId: '7d1c2a9e-3b1f-4c55-9a51-3411a0000001', territoryName: 'Ringsaker' };

describe('isEligibleForPlanOrder (spec §5)', () => {
  it('accepts a plan data project in a real territory', () => {
    expect(isEligibleForPlanOrder({ isPlandataProject: true, propertyInfo: ringsaker })).toBe(true);
  });

  it('refuses a project that is not a plan data project', () => {
    expect(isEligibleForPlanOrder({ isPlandataProject: false, propertyInfo: ringsaker })).toBe(false);
  });

  it('refuses the all-zero territory id, and a missing territory', () => {
    expect(
      isEligibleForPlanOrder({
        isPlandataProject: true,
        propertyInfo: { territoryId: NO_TERRITORY_ID, territoryName: 'Ringsaker' },
      }),
    ).toBe(false);
    expect(
      isEligibleForPlanOrder({
        isPlandataProject: true,
        propertyInfo: { territoryId: '', territoryName: 'Hamar' },
      }),
    ).toBe(false);
    expect(isEligibleForPlanOrder({ isPlandataProject: true, propertyInfo: null })).toBe(false);
  });

  it("refuses the territory 'Naustdal', however it is written", () => {
    for (const territoryName of ['Naustdal', 'NAUSTDAL', ' naustdal ']) {
      expect(
        isEligibleForPlanOrder({ isPlandataProject: true, propertyInfo: { ...ringsaker, territoryName } }),
      ).toBe(false);
    }
  });

  it('is true exactly when all three conditions hold', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(NO_TERRITORY_ID, ringsaker.territoryId),
        fc.constantFrom('Naustdal', 'Ringsaker', 'Hamar'),
        (isPlandataProject, territoryId, territoryName) => {
          const expected =
            isPlandataProject && territoryId !== NO_TERRITORY_ID && territoryName !== 'Naustdal';
          expect(
            isEligibleForPlanOrder({ isPlandataProject, propertyInfo: { territoryId, territoryName } }),
          ).toBe(expected);
        },
      ),
    );
  });
});

describe('the order code (spec §5, §9)', () => {
  it('is looked up from 5 characters, not before', () => {
    expect(ORDER_CODE_MIN_LENGTH).toBe(5);
    expect(shouldLookUpOrderCode('')).toBe(false);
    expect(shouldLookUpOrderCode('SKOG')).toBe(false);
    expect(shouldLookUpOrderCode('  SKOG  ')).toBe(false);
    expect(shouldLookUpOrderCode('NAUST')).toBe(true);
    expect(shouldLookUpOrderCode('SKOG2024')).toBe(true);
  });

  it('signs out 30 seconds after an order', () => {
    expect(ORDER_RECEIVED_LOGOUT_SECONDS).toBe(30);
  });
});

describe('hasPlanOrderProducts', () => {
  it('is true only for an object with a non-empty products array', () => {
    expect(hasPlanOrderProducts({ products: [{ productId: 'p1' }] })).toBe(true);
    expect(hasPlanOrderProducts({ products: [] })).toBe(false);
    expect(hasPlanOrderProducts({ products: 'p1' })).toBe(false);
    expect(hasPlanOrderProducts({})).toBe(false);
    expect(hasPlanOrderProducts(null)).toBe(false);
    expect(hasPlanOrderProducts('SKOG2024')).toBe(false);
    expect(hasPlanOrderProducts([{ productId: 'p1' }])).toBe(false);
  });
});

describe('orderCodeOutcome', () => {
  const product = { productId: 'plan', name: 'Skogbruksplan', price: 4900 };
  it('is no product for no project or an empty product list, even in an eligible territory', () => {
    expect(orderCodeOutcome(null)).toBe('noProduct');
    expect(orderCodeOutcome({ isPlandataProject: true, propertyInfo: ringsaker, products: [] })).toBe(
      'noProduct',
    );
  });
  it('is not eligible for Naustdal with products, and orderable for Ringsaker with products', () => {
    expect(
      orderCodeOutcome({
        isPlandataProject: true,
        propertyInfo: { ...ringsaker, territoryName: 'Naustdal' },
        products: [product],
      }),
    ).toBe('notEligible');
    expect(orderCodeOutcome({ isPlandataProject: true, propertyInfo: ringsaker, products: [product] })).toBe(
      'orderable',
    );
  });
});
